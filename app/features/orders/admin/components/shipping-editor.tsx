/**
 * The shipping methods, one form each (the method's details and its rate table), and a form for a
 * new one. Rows are added and removed by submit buttons, so the page works without JavaScript.
 */
import { useId, useRef } from 'react';
import { CheckboxField, Group, SelectField, TextField } from '#app/ui/field.tsx';
import { CARRIER_NAMES, CARRIERS } from '../../carriers.ts';
import { SHIPPING_REGIONS } from '../../shipping.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { RATE_ROWS_MAX, RATES, type RateField } from '../choices.ts';
import { rowCount, rowName } from '#app/lib/form-values.ts';
import { adminOrdersMessages } from '../messages.ts';
import type { DoneMessage, FormState } from '../outcome.ts';
import type { ShippingEditor as Editor } from '../shipping.server.ts';
import { answerFor, formKey, Notice, PageHeader, useAnswerFocus, useFormView, type FormView } from '#app/ui/admin/form-kit.tsx';
import { useClientErrors, ValidatedForm } from '#app/ui/form.tsx';
import type { KeyOf } from '#app/i18n/messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';

const shippingMethodCheck = () => import('../shipping.schema.ts').then((m) => m.checkShippingMethod);

type Method = Editor['methods'][number];

export function ShippingEditor({ editor, state, done }: { editor: Editor; state?: FormState; done: DoneMessage | null }) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  const name = (method: Method) => (locale === 'pt' ? method.namePt : method.nameEn);
  return (
    <div>
      <PageHeader title={t('shipping')}>
        <p>{t('shippingLead')}</p>
      </PageHeader>
      <Notice catalog={adminOrdersMessages} done={state ? null : done} />
      {editor.methods.length ? (
        <nav aria-label={t('methodsNav')} className="mt-4">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {editor.methods.map((method) => (
              <li key={method.id}>
                <a href={`#method-${method.id}`} className="inline-block min-h-11 py-2 text-brand underline">
                  {name(method)}
                </a>
              </li>
            ))}
            <li>
              <a href="#method-new" className="inline-block min-h-11 py-2 text-brand underline">
                {t('newMethod')}
              </a>
            </li>
          </ul>
        </nav>
      ) : (
        <p className="mt-4 rounded-md border border-line bg-surface p-6">{t('noMethods')}</p>
      )}
      <div className="mt-6 grid gap-8">
        {editor.methods.map((method) => (
          <MethodForm
            key={method.id}
            form={String(method.id)}
            title={method.active ? name(method) : `${name(method)} (${t('inactive')})`}
            stored={method.values}
            version={JSON.stringify(method.values)}
            state={state}
            submitLabel={t('saveMethod', { name: name(method) })}
          />
        ))}
        <MethodForm
          form="new"
          title={t('newMethod')}
          stored={editor.newMethod}
          version={String(editor.methods.length)}
          state={state}
          submitLabel={t('createMethod')}
        />
      </div>
    </div>
  );
}

function MethodForm({
  form,
  title,
  stored,
  version,
  state,
  submitLabel,
}: {
  form: string;
  title: string;
  stored: Record<string, string>;
  version: string;
  state?: FormState;
  submitLabel: string;
}) {
  const t = useT(adminOrdersMessages);
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(adminOrdersMessages, stored, state, form);
  useAnswerFocus(ref, state, form);
  const busy = useBusy()('save', { methodId: form === 'new' ? '' : form });
  const headingId = `method-${form}-title`;
  return (
    <section id={`method-${form}`} aria-labelledby={headingId} className="scroll-mt-4">
      <h2 id={headingId} className="mb-3 font-serif text-2xl font-semibold">
        {title}
      </h2>
      <Notice catalog={adminOrdersMessages} state={answerFor(state, form)} />
      <ValidatedForm
        ref={ref}
        key={formKey(version, state, form)}
        method="post"
        schema={shippingMethodCheck}
        message={(key) => t(key as KeyOf<typeof adminOrdersMessages>)}
        className="mt-3 grid gap-4"
      >
        {/* Enter in a field saves: the first submit button of a form is the one Enter presses. */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          {submitLabel}
        </button>
        <input type="hidden" name="methodId" value={view.value('methodId')} />
        <Group legend={t('methodDetails')}>
          <div className="grid gap-4 md:grid-cols-3">
            <TextField
              label={t('methodCode')}
              name="code"
              required
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              hint={t('methodCodeHint')}
              defaultValue={view.value('code')}
              error={view.error('code')}
            />
            <TextField
              label={t('namePt')}
              name="namePt"
              lang="pt-BR"
              required
              maxLength={120}
              defaultValue={view.value('namePt')}
              error={view.error('namePt')}
            />
            <TextField label={t('nameEn')} name="nameEn" lang="en" required maxLength={120} defaultValue={view.value('nameEn')} error={view.error('nameEn')} />
            <SelectField
              label={t('carrier')}
              name="carrier"
              options={CARRIERS.map((carrier) => ({ value: carrier, label: CARRIER_NAMES[carrier] }))}
              defaultValue={view.value('carrier')}
              error={view.error('carrier')}
            />
            <TextField
              label={t('position')}
              name="position"
              inputMode="numeric"
              required
              maxLength={5}
              hint={t('positionHint')}
              defaultValue={view.value('position')}
              error={view.error('position')}
            />
            <div className="self-end">
              <CheckboxField label={t('activeMethod')} name="active" defaultChecked={view.value('active') === 'on'} />
            </div>
          </div>
        </Group>
        <RateTable view={view} />
        <div>
          <Button type="submit" name="intent" value="save" busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </ValidatedForm>
    </section>
  );
}

const columns: { field: RateField; label: 'region' | 'maxWeight' | 'priceBrl' | 'priceUsd' | 'daysMin' | 'daysMax'; numeric: 'decimal' | 'numeric' | null }[] =
  [
    { field: 'region', label: 'region', numeric: null },
    { field: 'maxWeightGrams', label: 'maxWeight', numeric: 'numeric' },
    { field: 'priceBrl', label: 'priceBrl', numeric: 'decimal' },
    { field: 'priceUsd', label: 'priceUsd', numeric: 'decimal' },
    { field: 'daysMin', label: 'daysMin', numeric: 'numeric' },
    { field: 'daysMax', label: 'daysMax', numeric: 'numeric' },
  ];

const cellControl = 'block w-full min-h-11 rounded-md border border-line bg-surface px-2 py-2 text-base text-ink aria-[invalid=true]:border-danger';

function RateTable({ view }: { view: FormView }) {
  const t = useT(adminOrdersMessages);
  const id = useId();
  const count = rowCount(view.values, RATES, { max: RATE_ROWS_MAX });
  const clientError = useClientErrors();
  return (
    <Group legend={t('rateTable')}>
      <p className="text-sm text-muted">{t('rateTableHint')}</p>
      <input type="hidden" name={`${RATES}Rows`} value={count} />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] text-left">
          <thead className="border-b border-line text-sm">
            <tr>
              {columns.map((column) => (
                <th key={column.field} scope="col" className="p-2 font-semibold">
                  {t(column.label)}
                </th>
              ))}
              <th scope="col" className="p-2 font-semibold">
                <span className="sr-only">{t('rowActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: count }, (_, i) => (
              <tr key={i} className="border-b border-line align-top last:border-0">
                {columns.map((column) => {
                  const name = rowName(RATES, i, column.field);
                  const cellId = `${id}-${i}-${column.field}`;
                  const error = clientError(name) ?? view.error(name);
                  const label = t('cellLabel', { column: t(column.label), n: i + 1 });
                  const common = {
                    id: cellId,
                    name,
                    defaultValue: view.value(name),
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': error ? `${cellId}-error` : undefined,
                    className: cellControl,
                  };
                  return (
                    <td key={column.field} className={`p-2 ${column.field === 'region' ? 'min-w-48' : ''}`}>
                      <label htmlFor={cellId} className="sr-only">
                        {label}
                      </label>
                      {column.numeric === null ? (
                        <select {...common}>
                          <option value="">{t('chooseRegion')}</option>
                          {SHIPPING_REGIONS.map((region) => (
                            <option key={region} value={region}>
                              {t(`region.${region}`)}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input type="text" inputMode={column.numeric} autoComplete="off" maxLength={12} {...common} />
                      )}
                      {error ? (
                        <p id={`${cellId}-error`} className="mt-1 text-sm font-medium text-danger">
                          {error}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
                <td className="p-2">
                  <Button
                    type="submit"
                    name="intent"
                    value={`remove-${RATES}:${i}`}
                    variant="ghost"
                    formNoValidate
                    className="text-sm underline"
                    aria-label={t('removeRowN', { n: i + 1 })}
                  >
                    {t('removeRow')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button type="submit" name="intent" value={`add-${RATES}`} variant="secondary" formNoValidate>
          {t('addRow')}
        </Button>
      </div>
    </Group>
  );
}
