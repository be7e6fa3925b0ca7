import type { Route } from './+types/reading-events';
import { parseReadingEvent, recordReadingEvent } from '#app/features/reading-records/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { tryReadText } from '#app/lib/request-body.server.ts';

const MAX_BODY = 1024;
const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

/**
 * POST /reading-events: one anonymous reading event (open, a time step, end) from the reader's
 * client.ts. On purpose this reads only the body: no cookie, session, address or user agent, so
 * nothing here can tie the daily pseudonym to a person (the address is bounded before, in
 * server/app.ts). Answers 204 (also for an event already counted), 400 on anything malformed or
 * not readable, 403 for a chapter that needs a reading right posted without its page's proof,
 * 429 when one pseudonym posts too much.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return plain(405, 'Method not allowed.', { Allow: 'POST' });
  const body = await tryReadText(request, MAX_BODY);
  if (!body.ok) return plain(body.status, body.status === 413 ? 'Too large.' : 'Bad reading event.');
  const input = parseReadingEvent(body.text);
  if (!input) return plain(400, 'Bad reading event.');
  const outcome = await recordReadingEvent(db(), input);
  if (outcome === 'invalid') return plain(400, 'Bad reading event.');
  if (outcome === 'unproven') return plain(403, 'This chapter was not served to you: its reading is not counted.');
  if (typeof outcome === 'object') return plain(429, 'Too many reading events.', { 'Retry-After': String(outcome.retryAfter) });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  return plain(405, 'Method not allowed.', { Allow: 'POST' });
}
