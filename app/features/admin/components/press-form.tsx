import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { SelectField, TextArea, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { PressFormState, pressPage } from '../press-admin.server.ts';
import { pressMessages } from '../press-messages.ts';

const pressFormSchema = () => import('../press.schema.ts').then((m) => m.pressFormSchema);

type Page = Awaited<ReturnType<typeof pressPage>>;

/** The press's identity, one form: what is typed stays when the server refuses it, and the first error takes the focus. */
export function PressForm({ page, state }: { page: Page; state: PressFormState | undefined }) {
  const t = useT(pressMessages);
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state && !state.ok) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else if (state?.ok) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [state]);
  const typed = state && !state.ok ? state.values : null;
  const error = (field: string) => (state?.errors[field] ? t(state.errors[field] as KeyOf<typeof pressMessages>) : undefined);
  const { press } = page;
  const value = (field: keyof typeof press) => typed?.[field] ?? (field === 'social' ? press.social.join('\n') : String(press[field]));

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('lead')}</p>
      </div>
      <div ref={alertRef} aria-live="polite">
        {state?.ok && state.message ? <Alert tone="success" title={t(state.message)} /> : null}
      </div>
      <ValidatedForm
        method="post"
        ref={formRef}
        schema={pressFormSchema}
        message={(key) => t(key as KeyOf<typeof pressMessages>)}
        className="grid gap-5 rounded-lg border border-line bg-surface p-5 sm:grid-cols-2"
      >
        <TextField label={t('nameLabel')} name="name" hint={t('nameHint')} required maxLength={120} defaultValue={value('name')} error={error('name')} />
        <TextField label={t('legalNameLabel')} name="legalName" required maxLength={200} defaultValue={value('legalName')} error={error('legalName')} />
        <TextField label={t('cityLabel')} name="city" required maxLength={80} defaultValue={value('city')} error={error('city')} />
        <SelectField label={t('countryLabel')} name="country" options={page.countries} defaultValue={value('country')} error={error('country')} />
        <TextField
          label={t('doiPrefixLabel')}
          name="doiPrefix"
          hint={t('doiPrefixHint')}
          maxLength={20}
          defaultValue={value('doiPrefix')}
          error={error('doiPrefix')}
        />
        <TextField
          label={t('emailLabel')}
          name="email"
          type="email"
          hint={t('emailHint')}
          required
          maxLength={200}
          autoComplete="off"
          defaultValue={value('email')}
          error={error('email')}
        />
        <TextField
          label={t('accessibleVersionDaysLabel')}
          name="accessibleVersionDays"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          hint={t('accessibleVersionDaysHint')}
          required
          defaultValue={value('accessibleVersionDays')}
          error={error('accessibleVersionDays')}
        />
        <div className="sm:col-span-2">
          <TextField label={t('logoLabel')} name="logo" hint={t('logoHint')} maxLength={300} defaultValue={value('logo')} error={error('logo')} />
        </div>
        <div className="sm:col-span-2">
          <TextArea label={t('socialLabel')} name="social" hint={t('socialHint')} maxLength={2400} defaultValue={value('social')} error={error('social')} />
        </div>
        <Button type="submit" busy={navigation.state === 'submitting'} busyLabel={t('saving')} className="self-start">
          {t('save')}
        </Button>
      </ValidatedForm>
    </div>
  );
}
