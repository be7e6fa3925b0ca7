import { pick } from '#app/lib/localized.ts';
import { langAttr, pickWithLang } from '#app/features/scholarly/api.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { archivePage } from '../pages.server.ts';
import { journalMessages } from '../messages.ts';
import { journalPageMessages } from '../page-messages.ts';
import { articleCount, IssueCover, issueLabel } from './issue.tsx';
import { JournalHeader } from './journal-header.tsx';

type Page = Pick<Awaited<ReturnType<typeof archivePage>>, 'journal' | 'issues'>;

/** Every published issue, newest first, with its cover when it has one. */
export function JournalArchivePage({ journal, issues }: Page) {
  const t = useT(journalMessages);
  const tp = useT(journalPageMessages);
  const locale = useLocale();
  return (
    <>
      <JournalHeader journal={journal} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('navArchive')}</h1>
        <p className="mt-3 text-lg text-muted">{issues.length ? tp('archiveLead') : tp('archiveEmpty')}</p>
        {issues.length ? (
          <ul className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {issues.map((issue, i) => {
              const label = issueLabel(t, issue);
              const title = pickWithLang(issue, 'title', locale);
              return (
                <li key={issue.id} className="flex flex-col">
                  {/* The label below names the issue: the cover (or its stand-in) is decoration here. */}
                  {issue.cover ? (
                    <IssueCover cover={issue.cover} alt="" className="mb-3 w-40" priority={i < 4} />
                  ) : (
                    <div
                      aria-hidden="true"
                      className="mb-3 flex aspect-[2/3] w-40 flex-col justify-between rounded-sm border border-line bg-brand-soft p-4 font-serif text-brand"
                    >
                      <span className="text-sm leading-snug font-semibold">{pick(journal, 'title', locale)}</span>
                      <span className="text-lg font-semibold">{label}</span>
                    </div>
                  )}
                  {i === 0 ? <p className="text-sm font-semibold tracking-wide text-brand uppercase">{tp('currentBadge')}</p> : null}
                  <h2 className="font-serif text-xl font-semibold">
                    <Link to={`/journal/${journal.slug}/issue/${issue.id}`} className="text-brand underline-offset-4 hover:underline">
                      {label}
                    </Link>
                  </h2>
                  {title.text ? (
                    <p lang={langAttr(title.lang, locale)} className="mt-1">
                      {title.text}
                    </p>
                  ) : null}
                  <p className="mt-1 text-sm text-muted">
                    {issue.publishedOn ? `${formatDate(issue.publishedOn, locale)} · ` : ''}
                    {articleCount(t, issue.articleCount)}
                  </p>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </>
  );
}
