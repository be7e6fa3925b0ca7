import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import type { OnixImportState } from './onix-import-page.server.ts';
import { onixImportMessages } from './onix-import-messages.ts';

/** /admin/catalog/import: upload an ONIX file, read what would change, then import it. */
export function OnixImportPage({ state }: { state: OnixImportState | undefined }) {
  const t = useT(onixImportMessages);
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && (navigation.formData?.get('intent') ?? 'preview') === intent;
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state) result.current?.focus();
  }, [state]);
  const step = state?.ok ? state.result : undefined;
  const plan = step?.plan ?? null;
  const count = (action: string) => plan?.works.filter((w) => w.action === action).length ?? 0;
  const changing = count('create') + count('update');
  return (
    <div>
      <PageHeader back={{ to: '/admin/catalog', label: t('backToCatalog') }} title={t('title')}>
        <p>{t('lead')}</p>
      </PageHeader>
      <Form method="post" encType="multipart/form-data" noValidate className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-5">
        <input type="hidden" name="intent" value="preview" />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="onix-file" className="font-medium">
            {t('fileLabel')}
          </label>
          <input
            id="onix-file"
            name="file"
            type="file"
            accept=".xml,.onix,.zip,application/xml,text/xml,application/zip"
            required
            className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
          />
        </span>
        <Button type="submit" busy={busy('preview')} busyLabel={t('previewing')}>
          {t('preview')}
        </Button>
      </Form>
      <div ref={result} tabIndex={-1} className="mt-8 flex flex-col gap-6 outline-none" aria-live="polite">
        {state?.message && !state.ok ? <Alert tone="error" title={t(state.message)} /> : null}
        {step?.step === 'applied' && state?.message ? <Alert tone="success" title={t(state.message, state.params)} /> : null}
        {plan ? (
          <>
            {step?.step === 'preview' && state?.message ? <h2 className="text-2xl font-semibold">{t(state.message, state.params)}</h2> : null}
            <p>{t('summary', { create: count('create'), update: count('update'), unchanged: count('unchanged'), skipped: plan.skipped.length })}</p>
            {plan.works.length ? (
              <div className="overflow-x-auto rounded-lg border border-line bg-surface">
                <table className="stacked-table w-full text-left">
                  <thead className="border-b border-line">
                    <tr>
                      <th scope="col" className="p-3">
                        {t('work')}
                      </th>
                      <th scope="col" className="p-3">
                        {t('action')}
                      </th>
                      <th scope="col" className="p-3">
                        {t('changes')}
                      </th>
                      <th scope="col" className="p-3">
                        {t('formats')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.works.map((work, i) => (
                      <tr key={i} className="border-b border-line align-top last:border-0">
                        <th scope="row" className="p-3 font-medium">
                          {work.title}
                          {work.warnings.length ? (
                            <span className="mt-1 block text-sm font-normal text-muted">{work.warnings.map((w) => t(`warning.${w}`)).join('; ')}</span>
                          ) : null}
                        </th>
                        <td className="p-3" data-label={t('action')}>
                          {t(`action.${work.action}`)}
                        </td>
                        <td className="p-3" data-label={t('changes')}>
                          {work.changes.join(', ')}
                        </td>
                        <td className="p-3" data-label={t('formats')}>
                          <ul>
                            {work.formats.map((format, n) => (
                              <li key={n}>
                                {t(`kind.${format.kind}`)} · {format.isbn ?? t('noIsbn')} · {t(`action.${format.action}`)}
                              </li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            {plan.skipped.length ? (
              <section aria-labelledby="onix-skipped">
                <h3 id="onix-skipped" className="text-xl font-semibold">
                  {t('skippedTitle')}
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-6">
                  {plan.skipped.map((skip, i) => (
                    <li key={i}>
                      {skip.title || skip.reference} ({skip.reference}): {t(`reason.${skip.reason}`)}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {step?.step === 'preview' ? (
              changing ? (
                <Form method="post" noValidate>
                  <input type="hidden" name="intent" value="apply" />
                  <input type="hidden" name="token" value={step.token} />
                  <Button type="submit" busy={busy('apply')} busyLabel={t('applying')}>
                    {t('apply')}
                  </Button>
                </Form>
              ) : (
                <p>{t('nothingToApply')}</p>
              )
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
