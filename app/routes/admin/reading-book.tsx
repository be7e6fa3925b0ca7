import { useRouteError } from 'react-router';
import type { Route } from './+types/reading-book';
import { ReadingReportView, parsePeriod, readingMessages } from '#app/features/reading-records/api.ts';
import { parsePublicationId, readingReport } from '#app/features/reading-records/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Link } from '#app/ui/link.tsx';
import { notFound } from '#app/lib/app-error.ts';

/** One book's anonymous reading report, for admins (any work). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const id = parsePublicationId(params.publicationId);
  const report = id === null ? null : await readingReport(db(), id, parsePeriod(new URL(request.url).searchParams.get('period')), locale);
  if (!report) throw notFound();
  return { title: translator(readingMessages, locale)('reportTitle', { title: report.title }), report };
}

// A refused or unknown work (404): the error page writes the title, in the page's language.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, noindex: true }) : [{ name: 'robots', content: 'noindex' }];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function ReadingBookPage({ loaderData }: Route.ComponentProps) {
  const t = useT(readingMessages);
  const { report } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link to="/admin/reading" className="text-brand underline">
          {t('backToList')}
        </Link>
      </p>
      <h1 className="font-serif text-3xl font-semibold">{loaderData.title}</h1>
      <ReadingReportView report={report} basePath={`/admin/reading/${report.publicationId}`} />
    </div>
  );
}
