/** One coupon: its code, the discount (a percentage or fixed amounts per currency), conditions and limits. */
import { useRef } from 'react';
import { Form } from 'react-router';
import { CheckboxField, Group, TextField } from '#app/ui/field.tsx';
import { COUPON_CODE_MAX_LENGTH } from '../../coupon-rules.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { COUPON_KINDS } from '../choices.ts';
import type { CouponEditor } from '../coupons.server.ts';
import { COUPON_DESCRIPTION_MAX } from '../limits.ts';
import { adminOrdersMessages } from '../messages.ts';
import type { FormState } from '../outcome.ts';
import { formKey, RadioChoice, useAnswerFocus, useFormView, type FormView } from '#app/ui/admin/form-kit.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { KeyOf } from '#app/i18n/messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';

const couponCheck = () => import('../coupon.schema.ts').then((m) => m.checkCoupon);

export function CouponForm({ editor, state }: { editor: CouponEditor; state?: FormState }) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(adminOrdersMessages, editor.values, state, 'coupon');
  useAnswerFocus(ref, state, 'coupon');
  const busy = useBusy();
  const { coupon } = editor;
  const money = (name: string, label: string, hint: string) => (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      optionalLabel={t('optional')}
      hint={hint}
      defaultValue={view.value(name)}
      error={view.error(name)}
    />
  );
  const count = (name: string, label: string) => (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      optionalLabel={t('optional')}
      hint={t('limitHint')}
      defaultValue={view.value(name)}
      error={view.error(name)}
    />
  );
  const dateTime = (name: string, label: string) => (
    <TextField
      label={label}
      name={name}
      type="datetime-local"
      optionalLabel={t('optional')}
      hint={t('validityHint')}
      defaultValue={view.value(name)}
      error={view.error(name)}
    />
  );
  return (
    <div className="grid gap-6">
      <ValidatedForm
        ref={ref}
        key={formKey(coupon?.version ?? 'new', state, 'coupon')}
        method="post"
        schema={couponCheck}
        message={(key) => t(key as KeyOf<typeof adminOrdersMessages>)}
        className="grid gap-6"
      >
        <Group legend={t('couponDetails')}>
          <TextField
            label={t('code')}
            name="code"
            required
            maxLength={COUPON_CODE_MAX_LENGTH * 2}
            autoComplete="off"
            spellCheck={false}
            hint={t('codeHint')}
            defaultValue={view.value('code')}
            error={view.error('code')}
          />
          <TextField
            label={t('description')}
            name="description"
            maxLength={COUPON_DESCRIPTION_MAX}
            optionalLabel={t('optional')}
            hint={t('descriptionHint')}
            defaultValue={view.value('description')}
            error={view.error('description')}
          />
          <CheckboxField label={t('activeLabel')} name="active" defaultChecked={view.value('active') === 'on'} />
          {coupon ? (
            <p className="text-muted">{coupon.usesCount ? t('usedTimes', { count: formatNumber(coupon.usesCount, locale) }) : t('usedNever')}</p>
          ) : null}
        </Group>
        <Group legend={t('discountTerms')}>
          <KindChoice view={view} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label={t('percent')}
              name="percent"
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              hint={t('percentHint')}
              defaultValue={view.value('percent')}
              error={view.error('percent')}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {money('amountBrl', t('amountBrl'), t('amountHint'))}
            {money('amountUsd', t('amountUsd'), t('amountHint'))}
          </div>
        </Group>
        <Group legend={t('conditions')}>
          <div className="grid gap-4 md:grid-cols-2">
            {money('minOrderBrl', t('minOrderBrl'), t('minOrderHint'))}
            {money('minOrderUsd', t('minOrderUsd'), t('minOrderHint'))}
            {dateTime('validFrom', t('validFrom'))}
            {dateTime('validUntil', t('validUntil'))}
          </div>
        </Group>
        <Group legend={t('limits')}>
          <div className="grid gap-4 md:grid-cols-2">
            {count('maxUses', t('maxUses'))}
            {count('maxUsesPerPerson', t('maxUsesPerPerson'))}
          </div>
        </Group>
        <div>
          <Button type="submit" name="intent" value="save" busy={busy('save')}>
            {coupon ? t('saveCoupon') : t('createCoupon')}
          </Button>
        </div>
      </ValidatedForm>
      {coupon ? (
        <section aria-labelledby="delete-coupon" className="rounded-lg border border-line bg-surface p-5">
          <h2 id="delete-coupon" className="text-lg font-semibold">
            {t('deleteTitle')}
          </h2>
          <p className="mt-1 text-muted">{t('deleteHint')}</p>
          {coupon.used ? null : (
            <Form noValidate method="post" className="mt-3">
              <Button type="submit" name="intent" value="delete" variant="danger" busy={busy('delete')}>
                {t('deleteCoupon')}
              </Button>
            </Form>
          )}
        </section>
      ) : null}
    </div>
  );
}

function KindChoice({ view }: { view: FormView }) {
  const t = useT(adminOrdersMessages);
  return <RadioChoice view={view} name="kind" legend={t('kind')} options={COUPON_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))} />;
}
