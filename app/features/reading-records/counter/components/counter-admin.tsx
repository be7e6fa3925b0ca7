import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { CounterState, counterPage } from '../counter-admin.server.ts';
import { counterMessages } from '../messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';
import { ListTable } from '#app/ui/admin/list-kit.tsx';

const customerSchema = () => import('../customer.schema.ts').then((m) => m.customerSchema);
const control = 'min-h-11 rounded-md border border-line bg-surface px-3 py-2';

type Page = Awaited<ReturnType<typeof counterPage>>;

/** The admin's COUNTER page: choose a report and months, read it, download it; the API's customers. */
export function CounterAdmin({ page, state }: { page: Page; state: CounterState | undefined }) {
  const t = useT(counterMessages);
  const locale = useLocale();
  const busy = useBusy()('add-customer');
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state?.errors.name) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else if (state) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [state]);
  const { query, table } = page;
  const fileQuery = new URLSearchParams({ report: query.report, begin: query.begin, end: query.end }).toString();
  const nameError = state?.errors.name ? t(state.errors.name as KeyOf<typeof counterMessages>) : undefined;
  const headerRows = table
    ? table.slice(
        0,
        table.findIndex((row) => row.length === 0),
      )
    : [];
  const columns = table?.[headerRows.length + 1] ?? [];
  const body = table ? table.slice(headerRows.length + 2) : [];

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t('lead')}</p>
      </div>

      <section aria-labelledby="report-title" className="flex flex-col gap-4">
        <h2 id="report-title" className="sr-only">
          {t('report')}
        </h2>
        <Form method="get" noValidate className="flex flex-wrap items-end gap-3">
          <label className="flex max-w-full min-w-0 flex-col gap-1">
            <span className="font-medium">{t('report')}</span>
            {/* The longest report name would widen a phone's page. */}
            <select name="report" defaultValue={query.report} className={`${control} max-w-full`}>
              {page.reports.map((id) => (
                <option key={id} value={id}>
                  {t(`reportName.${id}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('begin')}</span>
            <input type="month" name="begin" defaultValue={query.begin} className={control} />
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('end')}</span>
            <input type="month" name="end" defaultValue={query.end} className={control} />
          </label>
          <Button type="submit" variant="secondary">
            {t('show')}
          </Button>
        </Form>
        {!table ? <Alert tone="error" title={t('badPeriod')} /> : null}
        {page.provisional ? <Alert tone="info" title={t('provisional', { month: page.provisional })} /> : null}
        {table ? (
          <div className="flex flex-wrap gap-3">
            <a href={`/admin/counter/export/tsv?${fileQuery}`} download className={buttonClass('secondary')}>
              {t('downloadTsv')}
            </a>
            <a href={`/admin/counter/export/csv?${fileQuery}`} download className={buttonClass('secondary')}>
              {t('downloadCsv')}
            </a>
            <a href={`/admin/counter/export/json?${fileQuery}`} download className={buttonClass('secondary')}>
              {t('downloadJson')}
            </a>
          </div>
        ) : null}
        {table && page.noUsage ? <p className="rounded-md border border-line bg-surface p-6">{t('noUsage')}</p> : null}
        {table && !page.noUsage ? (
          // A wide report scrolls sideways: it takes focus so the keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
          <div
            role="region"
            aria-label={t('tableCaption', { report: t(`reportName.${query.report}`), begin: query.begin, end: query.end })}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-line bg-surface"
          >
            <table className="w-full text-left text-sm">
              <caption className="p-3 text-left text-base font-semibold">
                {t('tableCaption', { report: t(`reportName.${query.report}`), begin: query.begin, end: query.end })}
              </caption>
              <thead className="border-b border-line">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="p-2 whitespace-nowrap">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {body.map((row, index) => (
                  <tr key={index} className="border-b border-line last:border-0">
                    {row.map((cell, i) => (
                      <td key={i} className={`p-2 ${/^\d+$/.test(cell) ? 'text-right tabular-nums' : ''}`}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="customers-title" className="flex max-w-4xl flex-col gap-4">
        <div>
          <h2 id="customers-title" className="text-xl font-semibold">
            {t('customersTitle')}
          </h2>
          <p className="mt-1 text-muted">{t('customersLead')}</p>
        </div>
        <div ref={alertRef} aria-live="polite">
          {state?.ok && state.result ? (
            <Alert tone="success" title={t('created')}>
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="font-medium">{t('customerId')}</dt>
                <dd className="font-mono break-all">{state.result.customerId}</dd>
                <dt className="font-medium">{t('apiKey')}</dt>
                <dd className="font-mono break-all">{state.result.apiKey}</dd>
              </dl>
            </Alert>
          ) : null}
          {state?.ok && state.message === 'revokedDone' ? <Alert tone="success" title={t('revokedDone')} /> : null}
        </div>
        <ValidatedForm
          method="post"
          ref={formRef}
          schema={customerSchema}
          message={(key) => t(key as KeyOf<typeof counterMessages>)}
          className="flex flex-col gap-3"
        >
          <TextField
            label={t('customerName')}
            name="name"
            required
            maxLength={200}
            defaultValue={state?.ok ? '' : (state?.values.name ?? '')}
            error={nameError}
            className="w-80 max-w-full"
          />
          <Button type="submit" name="intent" value="add-customer" busy={busy} busyLabel={t('adding')} className="self-start">
            {t('addCustomer')}
          </Button>
        </ValidatedForm>
        <ListTable
          caption={t('customersTitle')}
          columns={[
            ...(['customerName', 'customerId', 'since', 'status'] as const).map((key) => ({ key, label: t(key) })),
            { key: 'revoke', label: t('revoke'), hidden: true },
          ]}
          empty={t('noCustomers')}
          rowCount={page.customers.length}
        >
          {page.customers.map((c) => (
            <tr key={c.customerId} className="border-b border-line last:border-0">
              <th data-label={t('customerName')} scope="row" className="p-3 font-medium">
                {c.name}
              </th>
              <td data-label={t('customerId')} className="p-3 font-mono text-sm">
                {c.customerId}
              </td>
              <td data-label={t('since')} className="p-3">
                {formatDate(c.createdAt, locale, { dateStyle: 'medium' })}
              </td>
              <td data-label={t('status')} className="p-3">
                {c.revokedAt ? t('revoked') : t('active')}
              </td>
              <td className="p-3">
                {c.revokedAt ? null : (
                  <Form method="post" noValidate>
                    <input type="hidden" name="customerId" value={c.customerId} />
                    <Button type="submit" name="intent" value="revoke" variant="secondary" aria-label={t('revokeLabel', { name: c.name })}>
                      {t('revoke')}
                    </Button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      </section>
    </div>
  );
}
