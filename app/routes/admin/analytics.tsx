import type { Route } from './+types/analytics';
import { AnalyticsDashboard } from '#app/features/analytics/api.ts';
import { analyticsPage } from '#app/features/analytics/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /admin/analytics: visits, page views, sales, reading and completions for a period, against the one before. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return analyticsPage(db(), new URL(request.url), requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return <AnalyticsDashboard data={loaderData} />;
}
