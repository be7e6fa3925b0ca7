import { useRouteError } from 'react-router';
import type { Route } from './+types/current';
import { IssueIntro, IssueToc, JournalHeader, journalMessages, journalPageMessages } from '#app/features/journals/api.ts';
import { issueLabelIn, journalPageMeta, currentIssuePage } from '#app/features/journals/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { useT } from '#app/i18n/messages.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await currentIssuePage(db(), params.slug);
  const { journal, current } = page;
  const meta = journalPageMeta({
    journal,
    url: request.url,
    page: 'navCurrent',
    description: current ? 'currentDescription' : 'journalDescription',
    params: current ? { issue: issueLabelIn(request.url, current.issue) } : {},
  });
  return { ...page, meta };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

/** The latest published issue (the same table of contents as its /issue/:id page). */
export default function CurrentIssue({ loaderData }: Route.ComponentProps) {
  const { journal, current } = loaderData;
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
