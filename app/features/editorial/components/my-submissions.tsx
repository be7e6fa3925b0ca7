/** The author's submissions: the account page's section, the whole list, and one submission. */
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { MySubmission, MySubmissionSummary } from '../author-submissions.server.ts';
import { authorSubmissionsMessages, type AuthorSubmissionsKey } from '../author-submissions-messages.ts';
import { editorialMessages } from '../messages.ts';
import { submitMessages, type SubmitKey } from '../submit-messages.ts';
import { wizardPath } from '../submit-steps.ts';
import { revisionPath } from '../revision-check.ts';
import { revisionMessages } from '../revision-messages.ts';
import { Alert } from '#app/ui/alert.tsx';

function SubmissionList({ submissions }: { submissions: MySubmissionSummary[] }) {
  const t = useT(authorSubmissionsMessages);
  const s = useT(editorialMessages);
  const locale = useLocale();
  const day = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium' });
  return (
    <ul className="mt-4 divide-y divide-line">
      {submissions.map((sub) => (
        <li key={sub.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            {sub.number ? (
              <Link to={`/account/submissions/${sub.number}`} className="font-medium break-words text-brand underline">
                {sub.number} · {sub.title || t('untitled')}
              </Link>
            ) : (
              <Link to={wizardPath(sub.journalSlug)} className="font-medium break-words text-brand underline">
                {t('draft', { journal: sub.journalTitle })}
                {sub.title ? ` · ${sub.title}` : ''}
              </Link>
            )}
            <span className="block text-sm text-muted">
              {sub.journalTitle} · {sub.submittedAt ? t('sentOn', { date: day(sub.submittedAt) }) : t('updatedOn', { date: day(sub.updatedAt) })}
            </span>
          </div>
          <span className="rounded bg-brand-soft px-2 py-0.5 text-sm font-medium">
            <span className="sr-only">{`${t('statusLabel')}: `}</span>
            {s(`status.${sub.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The account page's "My submissions": the latest few, and a link to them all. */
export function MySubmissions({ submissions }: { submissions: MySubmissionSummary[] }) {
  const t = useT(authorSubmissionsMessages);
  if (!submissions.length) return null;
  return (
    <section aria-labelledby="my-submissions" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="my-submissions" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <SubmissionList submissions={submissions.slice(0, 3)} />
      <Link to="/account/submissions" className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
        {t('seeAll')}
      </Link>
    </section>
  );
}

export function MySubmissionsPage({ submissions }: { submissions: MySubmissionSummary[] }) {
  const t = useT(authorSubmissionsMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('lead')}</p>
      {submissions.length ? (
        <SubmissionList submissions={submissions} />
      ) : (
        <p className="mt-6">
          {t('none')}{' '}
          <Link to="/catalog/journals" className="inline-flex min-h-11 items-center font-medium text-brand underline">
            {t('seeJournals')}
          </Link>
        </p>
      )}
    </div>
  );
}

export function MySubmissionPage({
  submission: sub,
  revised = false,
}: {
  submission: MySubmission /** The revised version was just sent. */;
  revised?: boolean;
}) {
  const t = useT(authorSubmissionsMessages);
  const w = useT(submitMessages);
  const s = useT(editorialMessages);
  const r = useT(revisionMessages);
  const locale = useLocale();
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'long', timeStyle: 'short' });
  const size = (bytes: number) => `${formatNumber(bytes / 1024 / 1024, locale, { maximumFractionDigits: 1 })} MB`;
  const facts: [string, string][] = [
    [t(sub.kind === 'proposal' ? 'openCall' : 'journal'), sub.journalTitle],
    ...(sub.kind === 'proposal' ? [] : ([[t('articleType'), sub.articleType ? w(`articleType.${sub.articleType}` as SubmitKey) : '—']] as [string, string][])),
    [t('language'), sub.language ? w(`language.${sub.language}` as SubmitKey) : '—'],
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to={sub.kind === 'proposal' && sub.proposalId !== null ? `/account/proposals/${sub.proposalId}` : '/account/submissions'}
        className="inline-flex min-h-11 items-center text-brand underline"
      >
        {t(sub.kind === 'proposal' ? 'backToProposal' : 'backToList')}
      </Link>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{t('submissionTitle', { number: sub.number })}</h1>
      <p className="mt-2 text-xl break-words">{sub.title || t('untitled')}</p>
      {revised ? (
        <div className="mt-4">
          <Alert tone="success" title={r('revisedDone')} />
        </div>
      ) : null}
      <section aria-labelledby="status-title" className="mt-6 rounded-lg border border-line bg-surface p-5">
        <h2 id="status-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('status')}
        </h2>
        <p className="mt-1 text-2xl font-semibold">{s(`status.${sub.status}`)}</p>
        {sub.status === 'revisions' ? (
          <>
            <p className="mt-1">{r('reviseLead')}</p>
            <Link to={revisionPath(sub.number)} className={`${buttonClass('primary')} mt-3`}>
              {r('revise')}
            </Link>
          </>
        ) : null}
        {sub.feeDue ? (
          <>
            <p className="mt-1">{t('feeDue')}</p>
            <Link to={wizardPath(sub.journalSlug, 'fee', sub.number)} className={`${buttonClass('primary')} mt-3`}>
              {t('payFee')}
            </Link>
          </>
        ) : null}
        <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="history-title" className="mt-8">
        <h2 id="history-title" className="text-2xl font-semibold">
          {t('history')}
        </h2>
        <ol className="mt-3 grid gap-2">
          {sub.history.map((e, i) => (
            <li key={`${e.kind}-${i}`} className="flex flex-wrap gap-x-3">
              <time dateTime={e.at} className="text-muted">
                {when(e.at)}
              </time>
              <span>{t(`event.${e.kind}` as AuthorSubmissionsKey)}</span>
            </li>
          ))}
        </ol>
      </section>
      {sub.decisions.length ? (
        <section aria-labelledby="decisions-title" className="mt-8">
          <h2 id="decisions-title" className="text-2xl font-semibold">
            {t('decisions')}
          </h2>
          <ol className="mt-3 grid gap-4">
            {sub.decisions.map((d) => (
              <li key={d.id} className="rounded-lg border border-line bg-surface p-4">
                <h3 className="font-semibold">{t('decisionOn', { decision: t(`decision.${d.decision}`), date: when(d.at) })}</h3>
                <div className="mt-2 break-words whitespace-pre-wrap">{d.letter}</div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {sub.reviews.length ? (
        <section aria-labelledby="reviews-title" className="mt-8">
          <h2 id="reviews-title" className="text-2xl font-semibold">
            {t('reviews')}
          </h2>
          <ol className="mt-3 grid gap-4">
            {sub.reviews.map((r) => (
              <li key={`${r.round}-${r.label}`} className="rounded-lg border border-line bg-surface p-4">
                <h3 className="font-semibold">{t('reviewer', { label: r.label, round: r.round })}</h3>
                <div className="mt-2 break-words whitespace-pre-wrap">{r.commentsForAuthors || t('noReviewComments')}</div>
                {r.files.length ? (
                  <ul className="mt-2 text-sm">
                    {r.files.map((f) => (
                      <li key={f.id}>
                        {t('fileKind.review')} · <FileLink number={sub.number} file={f} /> · {size(f.size)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="files-title" className="mt-8">
        <h2 id="files-title" className="text-2xl font-semibold">
          {t('files')}
        </h2>
        {sub.files.length ? (
          <ul className="mt-3 grid gap-2">
            {sub.files.map((f) => (
              <li key={f.id}>
                <span className="font-medium">{t(`fileKind.${f.kind}` as AuthorSubmissionsKey)}</span> · <FileLink number={sub.number} file={f} /> ·{' '}
                {size(f.size)} · {t('round', { round: f.round })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{t('noFiles')}</p>
        )}
      </section>
    </div>
  );
}

/** A file of the submission, downloaded from the author's own address for it. */
function FileLink({ number, file }: { number: string; file: { id: number; name: string } }) {
  const t = useT(authorSubmissionsMessages);
  const locale = useLocale();
  return (
    <a
      href={localizePath(`/account/submissions/${number}/files/${file.id}`, locale)}
      className="wrap-anywhere text-brand underline"
      aria-label={t('downloadFile', { name: file.name })}
    >
      {file.name}
    </a>
  );
}
