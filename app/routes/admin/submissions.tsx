import type { Route } from './+types/submissions';
import { SubmissionList, adminPublishMessages, parseSubmissionFilters } from '#app/features/publish/api.ts';
import { callChoices, listSubmissions, SUBMISSIONS_CSV_MAX_ROWS } from '#app/features/publish/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /admin/submissions: proposals by status, call, dates and search, pages of 50, the CSV link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const filters = parseSubmissionFilters(new URL(request.url).searchParams);
  const t = translator(adminPublishMessages, requestLocale(request));
  const [list, calls] = await Promise.all([listSubmissions(db(), filters), callChoices(db())]);
  return { title: t('submissions'), filters, calls, csvMaxRows: SUBMISSIONS_CSV_MAX_ROWS, ...list };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function SubmissionsPage({ loaderData }: Route.ComponentProps) {
  return <SubmissionList {...loaderData} />;
}
