import { useRouteError } from 'react-router';
import type { Route } from './+types/reading';
import { ReadingReportView, parsePeriod, readingMessages } from '#app/features/reading-records/api.ts';
import { isAuthorOf, parsePublicationId, readingReport } from '#app/features/reading-records/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Link } from '#app/ui/link.tsx';
import { notFound } from '#app/lib/app-error.ts';

/** An author's view of the reading report: only works linked to their account; others 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const t = translator(readingMessages, locale);
  const id = parsePublicationId(params.publicationId);
  // Someone else's work and a missing one look the same: nothing says which works exist.
  const report =
    id !== null && (await isAuthorOf(db(), user.id, id))
      ? await readingReport(db(), id, parsePeriod(new URL(request.url).searchParams.get('period')), locale)
      : null;
  if (!report) throw notFound();
  return { title: t('reportTitle', { title: report.title }), report };
}

// A refused or unknown work (404): the error page writes the title, in the page's language.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, noindex: true }) : [{ name: 'robots', content: 'noindex' }];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function AuthorReadingPage({ loaderData }: Route.ComponentProps) {
  const t = useT(readingMessages);
  const { report } = loaderData;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-10">
      <p>
        <Link to="/account" className="text-brand underline">
          {t('backToAccount')}
        </Link>
      </p>
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{loaderData.title}</h1>
      <ReadingReportView report={report} basePath={`/account/reading/${report.publicationId}`} />
    </div>
  );
}
