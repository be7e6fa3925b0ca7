import type { Route } from './+types/counter';
import { isReportId, sushiReport, sushiReports, sushiStatus } from '#app/features/reading-records/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

/**
 * The COUNTER_SUSHI API, Release 5.1 (features/reading-records/counter): /api/counter/r51/status,
 * /reports, and /reports/{tr|tr_b3|pr|pr_p1}?customer_id=…&api_key=…&begin_date=…&end_date=….
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const limited = await hitRateLimit(db(), `counter:${context.get(requestInfoContext).ip}`, { limit: 120, windowSeconds: 60 });
  if (!limited.ok)
    return json(
      429,
      { Code: 1020, Message: 'Client has made too many requests', Data: `Try again in ${limited.retryAfter} s.` },
      { 'Retry-After': String(limited.retryAfter) },
    );
  const what = params['*'] ?? '';
  if (what === 'status') return json(200, sushiStatus());
  if (what === 'reports') return json(200, await sushiReports(db()));
  const report = /^reports\/([a-z0-9_]+)$/.exec(what)?.[1];
  if (!isReportId(report))
    return json(404, { Code: 3000, Message: 'Report Not Supported', Data: 'Supported: tr, tr_b3, pr, pr_p1 (GET /api/counter/r51/reports).' });
  const answer = await sushiReport(db(), report, new URL(request.url).searchParams);
  return json(answer.status, answer.body);
}
