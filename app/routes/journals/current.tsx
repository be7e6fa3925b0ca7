import { useRouteError } from 'react-router';
import type { Route } from './+types/current';
import { issueLabel, IssueIntro, IssueToc } from '#app/features/journals/components/issue.tsx';
import { JournalHeader } from '#app/features/journals/components/journal-header.tsx';
import { errorMeta, journalPageMeta, localeOf } from '#app/features/journals/meta.ts';
import { journalMessages } from '#app/features/journals/messages.ts';
import { currentIssuePage } from '#app/features/journals/pages.server.ts';
import { ErrorPage } from '#app/features/shell/components/error-page.tsx';
import { translator, useT } from '#app/i18n/messages.ts';
import { db } from '#app/lib/db/db.server.ts';

export function loader({ params }: Route.LoaderArgs) {
  return currentIssuePage(db(), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData) return errorMeta(error, location.pathname);
  const { journal, current } = loaderData;
  const t = translator(journalMessages, localeOf(location.pathname));
  return journalPageMeta({
    journal,
    pathname: location.pathname,
    page: 'navCurrent',
    description: current ? 'currentDescription' : 'journalDescription',
    params: current ? { issue: issueLabel(t, current.issue) } : {},
  });
};

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

/** The latest published issue (the same table of contents as its /issue/:id page). */
export default function CurrentIssue({ loaderData }: Route.ComponentProps) {
  const { journal, current } = loaderData;
  const t = useT(journalMessages);
  return (
    <>
      <JournalHeader journal={journal} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        {current ? (
          <>
            <IssueIntro issue={current.issue} count={current.articles.length} heading="h1" eyebrow={t('currentIssue')} />
            <section aria-labelledby="toc-title" className="mt-10">
              <h2 id="toc-title" className="font-serif text-2xl font-semibold">
                {t('tableOfContents')}
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
