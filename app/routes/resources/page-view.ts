import type { Route } from './+types/page-view';
import { countPageView, parseBeacon } from '#app/features/analytics/api.server.ts';
import { readConsent } from '#app/features/consent/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { tryReadText } from '#app/lib/request-body.server.ts';

const MAX_BODY = 1024;
const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * POST /page-view: one page view from the site's own beacon (features/analytics). Answers 204
 * whether it was counted or ignored (no consent, an excluded host, a bot, not a public page), 400
 * for a body that is not a beacon, 429 when one address sends too many. Sets no cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return answer(405, { Allow: 'POST' });
  const body = await tryReadText(request, MAX_BODY);
  if (!body.ok) return answer(body.status);
  const beacon = parseBeacon(body.text);
  if (!beacon) return answer(400);
  const outcome = await countPageView(db(), beacon, {
    host: new URL(request.url).hostname,
    ip: context.get(requestInfoContext).ip,
    userAgent: request.headers.get('user-agent') ?? '',
    consent: readConsent(request),
  });
  return typeof outcome === 'object' ? answer(429, { 'Retry-After': String(outcome.retryAfter) }) : answer(204);
}

export function loader() {
  return answer(405, { Allow: 'POST' });
}
