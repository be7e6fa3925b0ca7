import type { Route } from './+types/analytics-export';
import { analyticsCsv } from '#app/features/analytics/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /admin/analytics/export/:chart: one chart's figures for the period, as CSV. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const response = await analyticsCsv(db(), new URL(request.url), params.chart, requestLocale(request));
  if (!response) throw notFound();
  return response;
}
