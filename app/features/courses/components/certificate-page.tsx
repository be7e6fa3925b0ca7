import { useLocale, useT } from '#app/i18n/messages.ts';
import { formatDate } from '#app/i18n/format.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextArea } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { certificateMessages } from '../certificate-messages.ts';
import type { RevokeState } from '../certificate-page.server.ts';
import { formatDuration } from '../course-rules.ts';

type Result =
  | { kind: 'not-found'; code: string; title: string }
  | {
      kind: 'valid' | 'revoked';
      code: string;
      name: string;
      course: string;
      durationSeconds: number;
      issuedAt: string;
      revokedAt: string | null;
      holder: boolean;
      admin: boolean;
      title: string;
    };

const revokeCheck = () => import('../revoke.schema.ts').then((m) => m.revokeSchema);

/** /certificate/{code}: valid, revoked, or unknown; the holder's download; staff's revocation. */
export function CertificatePage({ data, answer }: { data: Result; answer?: RevokeState }) {
  const t = useT(certificateMessages);
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold">{data.title}</h1>
      {data.kind === 'not-found' ? (
        <section aria-labelledby="result" className="mt-6 rounded-lg border border-line bg-surface p-6">
          <h2 id="result" className="text-2xl font-semibold">
            {t('notFound')}
          </h2>
          <p className="mt-2">{t('notFoundLead', { code: data.code })}</p>
        </section>
      ) : (
        <section
          aria-labelledby="result"
          className={`mt-6 rounded-lg border-2 p-6 ${data.kind === 'valid' ? 'border-brand bg-surface' : 'border-danger bg-surface'}`}
        >
          <h2 id="result" className={`text-2xl font-semibold ${data.kind === 'valid' ? 'text-brand' : 'text-danger'}`}>
            {data.kind === 'valid' ? `✓ ${t('valid')}` : t('revoked')}
          </h2>
          <p className="mt-3 text-lg">
            {t('validLead', { name: data.name, course: data.course, duration: formatDuration(data.durationSeconds), date: formatDate(data.issuedAt, locale) })}
          </p>
          {data.revokedAt ? <p className="mt-2 font-medium">{t('revokedLead', { date: formatDate(data.revokedAt, locale) })}</p> : null}
          <p className="mt-3 text-sm text-muted">
            {t('code')}: <span className="font-mono">{data.code}</span>
          </p>
          {data.holder && data.kind === 'valid' ? (
            <p className="mt-4">
              <a href={`/certificate/${data.code}/pdf${locale === 'en' ? '?lang=en' : ''}`} className="inline-flex min-h-11 items-center text-brand underline">
                {t('download')}
              </a>
            </p>
          ) : null}
        </section>
      )}
      {data.kind === 'valid' && data.admin ? (
        <section aria-labelledby="revoke-title" className="mt-8 rounded-lg border border-line bg-surface p-5">
          <h2 id="revoke-title" className="text-xl font-semibold">
            {t('revokeTitle')}
          </h2>
          <p className="mt-1 text-muted">{t('revokeLead')}</p>
          <ValidatedForm method="post" schema={revokeCheck} message={(key) => t(key as 'reasonRequired')} className="mt-3 space-y-3">
            <TextArea label={t('reason')} name="reason" required rows={3} maxLength={500} error={answer?.errors.reason ? t('reasonRequired') : undefined} />
            <Button type="submit" variant="danger">
              {t('revoke')}
            </Button>
          </ValidatedForm>
        </section>
      ) : null}
      {answer?.ok && answer.message ? (
        <div className="mt-4">
          <Alert tone="success" title={t(answer.message)} />
        </div>
      ) : null}
    </div>
  );
}
