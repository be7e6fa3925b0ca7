import { useT } from '#app/i18n/messages.ts';
import type { currentIssuePage } from '../pages.server.ts';
import { journalMessages } from '../messages.ts';
import { journalPageMessages } from '../page-messages.ts';
import { IssueIntro, IssueToc } from './issue.tsx';
import { JournalHeader } from './journal-header.tsx';

type Page = Pick<Awaited<ReturnType<typeof currentIssuePage>>, 'journal' | 'current'>;

/** The latest published issue (the same table of contents as its /issue/:id page). */
export function JournalCurrentPage({ journal, current }: Page) {
  const t = useT(journalMessages);
  const tp = useT(journalPageMessages);
  return (
    <>
      <JournalHeader journal={journal} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        {current ? (
          <>
            <IssueIntro issue={current.issue} count={current.articles.length} heading="h1" eyebrow={t('currentIssue')} />
            <section aria-labelledby="toc-title" className="mt-10">
              <h2 id="toc-title" className="font-serif text-2xl font-semibold">
                {tp('tableOfContents')}
              </h2>
              <div className="mt-4">
                <IssueToc basePath={`/journal/${journal.slug}/article`} entries={current.articles} />
              </div>
            </section>
          </>
        ) : (
          <>
            <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('currentIssue')}</h1>
            <p className="mt-4 text-lg text-muted">{t('noIssues')}</p>
          </>
        )}
      </div>
    </>
  );
}
