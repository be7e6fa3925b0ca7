import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { CrossrefState, crossrefPage } from '../crossref-admin.server.ts';
import { crossrefMessages } from '../messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';
import { ListTable } from '#app/ui/admin/list-kit.tsx';

const prefixSchema = () => import('../prefix.schema.ts').then((m) => m.prefixSchema);

type Page = Awaited<ReturnType<typeof crossrefPage>>;

/** The admin's Crossref page: the prefix form, the files and the deposit button, the deposits sent. */
export function CrossrefAdmin({ page, state }: { page: Page; state: CrossrefState | undefined }) {
  const t = useT(crossrefMessages);
  const locale = useLocale();
  const busy = useBusy();
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state?.errors.prefix) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else if (state) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [state]);
  const values = state?.values ?? {};
  const prefixError = state?.errors.prefix ? t(state.errors.prefix as KeyOf<typeof crossrefMessages>) : undefined;
  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('lead')}</p>
      </div>
      <div ref={alertRef} aria-live="polite">
        {state?.message ? <Alert tone={state.ok ? 'success' : 'error'} title={t(state.message, state.params)} /> : null}
      </div>

      <section aria-labelledby="prefix-title" className="rounded-lg border border-line bg-surface p-5">
        <h2 id="prefix-title" className="text-xl font-semibold">
          {t('prefixTitle')}
        </h2>
        <ValidatedForm
          method="post"
          ref={formRef}
          schema={prefixSchema}
          message={(key) => t(key as KeyOf<typeof crossrefMessages>)}
          className="mt-3 flex flex-col gap-3"
        >
          <TextField
            label={t('prefixLabel')}
            name="prefix"
            hint={t('prefixHint')}
            required
            maxLength={40}
            defaultValue={values.prefix ?? page.prefix ?? ''}
            error={prefixError}
            className="w-60 max-w-full"
          />
          <Button type="submit" name="intent" value="prefix" variant="secondary" busy={busy('prefix')} busyLabel={t('savingPrefix')} className="self-start">
            {t('savePrefix')}
          </Button>
        </ValidatedForm>
      </section>

      <section aria-labelledby="deposit-title" className="rounded-lg border border-line bg-surface p-5">
        <h2 id="deposit-title" className="text-xl font-semibold">
          {t('depositTitle')}
        </h2>
        {!page.prefix ? (
          <p className="mt-2">{t('noPrefix')}</p>
        ) : page.items === 0 ? (
          <p className="mt-2">{t('nothingToDeposit', { prefix: page.prefix })}</p>
        ) : (
          <>
            <p className="mt-2">{t('itemsUnder', { count: page.items, prefix: page.prefix })}</p>
            <p className="mt-2">{t('filesLead')}</p>
            <ul className="mt-2 flex flex-wrap gap-3">
              {page.kinds.map((kind) => (
                <li key={kind}>
                  <a href={`/admin/crossref/file/${kind}`} download className={buttonClass('secondary')}>
                    {t('download', { kind: t(`kind.${kind}`) })}
                  </a>
                </li>
              ))}
            </ul>
            {page.canDeposit ? (
              <Form method="post" noValidate className="mt-4">
                <Button type="submit" name="intent" value="deposit" busy={busy('deposit')} busyLabel={t('depositing')}>
                  {t('deposit')}
                </Button>
              </Form>
            ) : (
              <p className="mt-4 text-muted">{t('noCredentials')}</p>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="history-title">
        <h2 id="history-title" className="text-xl font-semibold">
          {t('historyTitle')}
        </h2>
        <ListTable
          caption={t('historyTitle')}
          columns={(['batch', 'when', 'items', 'status', 'answer'] as const).map((key) => ({ key, label: t(key) }))}
          empty={t('noDeposits')}
          rowCount={page.deposits.length}
        >
          {page.deposits.map((d) => (
            <tr key={d.batchId} className="border-b border-line align-top last:border-0">
              <th data-label={t('batch')} scope="row" className="p-3 font-mono text-sm font-normal break-all">
                {d.batchId}
              </th>
              <td data-label={t('when')} className="p-3">
                {formatDate(d.at, locale, { dateStyle: 'short', timeStyle: 'short' })}
              </td>
              <td data-label={t('items')} className="p-3 tabular-nums">
                {d.items}
              </td>
              <td data-label={t('status')} className="p-3">
                {t(`statusName.${d.status}`)}
              </td>
              <td data-label={t('answer')} className="p-3 text-sm break-words">
                {d.answer
                  .replace(/<[^>]*>/g, ' ')
                  .replace(/\s+/g, ' ')
                  .trim()}
              </td>
            </tr>
          ))}
        </ListTable>
      </section>
    </div>
  );
}
