import { useEffect, useRef, type ChangeEvent } from 'react';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { FileField, SelectField, TextArea } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import type { EnrolState, enrolmentChoices } from '../enrolment.server.ts';
import { enrolmentMessages } from '../enrolment-messages.ts';
import { useBusy } from '#app/ui/use-busy.ts';

const enrolSchema = () => import('../enrolment.schema.ts').then((m) => m.enrolSchema);

type Choices = Awaited<ReturnType<typeof enrolmentChoices>>;
type Key = KeyOf<typeof enrolmentMessages>;

/** /admin/users/enrol: a class list in, checked row by row, then enrolled in a course, a book or both. */
export function EnrolPage({ choices, state }: { choices: Choices; state: EnrolState | undefined }) {
  const t = useT(enrolmentMessages);
  const locale = useLocale();
  const busy = useBusy();
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state?.ok) result.current?.focus();
  }, [state]);
  const values = state?.values ?? {};
  const error = (field: string) => (state?.errors[field] ? t(state.errors[field] as Key) : undefined);
  const title = (work: { titlePt: string | null; titleEn: string | null }) =>
    (locale === 'en' ? work.titleEn || work.titlePt : work.titlePt || work.titleEn) ?? '';

  // With JavaScript the file's text goes into the list, where it is checked and can be corrected.
  const readFile = (event: ChangeEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    const list = input.form?.elements.namedItem('roster');
    if (!file || !(list instanceof HTMLTextAreaElement)) return;
    void file.text().then((text) => {
      list.value = text.replace(/^\uFEFF/, '');
      list.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };

  const step = state?.ok ? state.result : undefined;
  const rows = step?.rows ?? [];
  const count = (statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).length;
  const bad = rows.filter((row) => row.status.startsWith('row')).length;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader back={{ to: '/admin/users', label: t('backToUsers') }} title={t('title')}>
        <p>{t('lead')}</p>
      </PageHeader>
      <ValidatedForm
        method="post"
        encType="multipart/form-data"
        schema={enrolSchema}
        message={(key) => t(key as Key)}
        className="grid gap-5 rounded-lg border border-line bg-surface p-5 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <TextArea
            label={t('rosterLabel')}
            name="roster"
            hint={t('rosterHint')}
            required
            rows={10}
            defaultValue={values.roster ?? ''}
            error={error('roster')}
            className="font-mono text-sm"
            spellCheck={false}
          />
        </div>
        <div className="sm:col-span-2" onChange={readFile}>
          <FileField label={t('fileLabel')} name="rosterFile" accept=".csv,.txt,text/csv,text/plain" hint={t('fileHint')} />
        </div>
        <SelectField
          label={t('courseLabel')}
          name="courseId"
          empty={t('none')}
          options={choices.courses.map((c) => ({ value: String(c.id), label: title(c) }))}
          defaultValue={values.courseId ?? ''}
          error={error('courseId')}
        />
        <SelectField
          label={t('bookLabel')}
          name="publicationId"
          empty={t('none')}
          options={choices.books.map((b) => ({ value: String(b.id), label: title(b) }))}
          defaultValue={values.publicationId ?? ''}
          error={error('publicationId')}
        />
        <SelectField
          label={t('localeLabel')}
          name="locale"
          options={(['pt', 'en'] as const).map((l) => ({ value: l, label: t(`locale.${l}`) }))}
          defaultValue={values.locale ?? locale}
          error={error('locale')}
        />
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
          <Button type="submit" name="intent" value="preview" variant="secondary" busy={busy('preview')} busyLabel={t('previewing')}>
            {t('preview')}
          </Button>
          <Button type="submit" name="intent" value="enrol" busy={busy('enrol')} busyLabel={t('enrolling')}>
            {t('enrol')}
          </Button>
        </div>
      </ValidatedForm>
      <div ref={result} tabIndex={-1} className="flex flex-col gap-4 outline-none" aria-live="polite">
        {step?.step === 'done' && state?.message ? (
          <Alert tone="success" title={t(state.message)}>
            <p>{t('doneSummary', { invited: count(['invited']), granted: count(['granted']), already: count(['already']), bad })}</p>
            {bad ? <p>{t('badRowsNote')}</p> : null}
          </Alert>
        ) : null}
        {step?.step === 'preview' && state?.message ? (
          <>
            <h2 className="text-2xl font-semibold">{t(state.message, state.params)}</h2>
            <p>{t('summary', { new: count(['new']), existing: count(['existing']), already: count(['already']), bad })}</p>
          </>
        ) : null}
        {rows.length ? (
          <div className="overflow-x-auto rounded-lg border border-line bg-surface">
            <table className="stacked-table w-full text-left">
              <thead className="border-b border-line">
                <tr>
                  <th scope="col" className="p-3">
                    {t('line')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('person')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('email')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {/* Rows with errors first: they are what needs doing. */}
                {[...rows.filter((r) => r.status.startsWith('row')), ...rows.filter((r) => !r.status.startsWith('row'))].map((row) => (
                  <tr key={row.line} className="border-b border-line align-top last:border-0">
                    <td className="p-3" data-label={t('line')}>
                      {row.line}
                    </td>
                    <th scope="row" className="p-3 font-medium">
                      {`${row.name} ${row.lastName}`.trim() || '—'}
                    </th>
                    <td className="p-3 break-all" data-label={t('email')}>
                      {row.email || '—'}
                    </td>
                    <td className={`p-3 ${row.status.startsWith('row') ? 'font-medium text-danger' : ''}`} data-label={t('status')}>
                      {row.status.startsWith('row') ? t(row.status as Key) : t(`status.${row.status}` as Key)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </div>
  );
}
