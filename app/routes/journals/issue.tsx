import { useRouteError } from 'react-router';
import type { Route } from './+types/issue';
import { issueLabel, IssueIntro, IssueToc } from '#app/features/journals/components/issue.tsx';
import { JournalHeader } from '#app/features/journals/components/journal-header.tsx';
import { errorMeta, journalPageMeta, localeOf } from '#app/features/journals/meta.ts';
import { journalMessages } from '#app/features/journals/messages.ts';
import { issuePage } from '#app/features/journals/pages.server.ts';
import { ErrorPage } from '#app/features/shell/components/error-page.tsx';
import { translator, useT } from '#app/i18n/messages.ts';
import { db } from '#app/lib/db/db.server.ts';

export function loader({ params }: Route.LoaderArgs) {
  return issuePage(db(), params.slug, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData) return errorMeta(error, location.pathname);
  const { journal, issue } = loaderData;
  const label = issueLabel(translator(journalMessages, localeOf(location.pathname)), issue);
  return journalPageMeta({ journal, pathname: location.pathname, pageTitle: label, description: 'issueDescription', params: { issue: label } });
};

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

/** An issue's table of contents. */
export default function IssuePage({ loaderData }: Route.ComponentProps) {
  const { journal, issue, articles, isCurrent } = loaderData;
  const t = useT(journalMessages);
  return (
    <>
      <JournalHeader journal={journal} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <IssueIntro issue={issue} count={articles.length} heading="h1" eyebrow={isCurrent ? t('currentIssue') : undefined} />
        <section aria-labelledby="toc-title" className="mt-10">
          <h2 id="toc-title" className="font-serif text-2xl font-semibold">
            {t('tableOfContents')}
          </h2>
          <div className="mt-4">
            <IssueToc basePath={`/journal/${journal.slug}/article`} entries={articles} />
          </div>
        </section>
      </div>
    </>
  );
}
