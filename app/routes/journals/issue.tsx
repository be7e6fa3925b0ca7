import { useRouteError } from 'react-router';
import type { Route } from './+types/issue';
import { IssueIntro, IssueToc, JournalHeader, journalMessages, journalPageMessages } from '#app/features/journals/api.ts';
import { issueLabelIn, journalPageMeta, issuePage } from '#app/features/journals/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { useT } from '#app/i18n/messages.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await issuePage(db(), params.slug, params.id);
  const label = issueLabelIn(request.url, page.issue);
  return {
    ...page,
    meta: journalPageMeta({ journal: page.journal, url: request.url, pageTitle: label, description: 'issueDescription', params: { issue: label } }),
  };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

/** An issue's table of contents. */
export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { journal, issue, articles, isCurrent } = loaderData;
  const t = useT(journalMessages);
  const tp = useT(journalPageMessages);
  return (
    <>
      <JournalHeader journal={journal} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <IssueIntro issue={issue} count={articles.length} heading="h1" eyebrow={isCurrent ? t('currentIssue') : undefined} />
        <section aria-labelledby="toc-title" className="mt-10">
          <h2 id="toc-title" className="font-serif text-2xl font-semibold">
            {tp('tableOfContents')}
          </h2>
          <div className="mt-4">
            <IssueToc basePath={`/journal/${journal.slug}/article`} entries={articles} />
          </div>
        </section>
      </div>
    </>
  );
}
