import type { Route } from './+types/oai';
import { oaiResponse } from '#app/features/catalog/api.server.ts';
import { jatsOfRecords } from '#app/features/journals/api.server.ts';
import { authSecret } from '#app/lib/auth/secret.server.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { tryReadText } from '#app/lib/request-body.server.ts';

/** A whole harvest of the demo is a few dozen requests; a harvester that asks much faster waits. */
const LIMIT = { limit: 300, windowSeconds: 60 };

async function respond(params: [string, string][], ip: string) {
  const limited = await hitRateLimit(db(), `oai:${ip}`, LIMIT);
  if (!limited.ok) {
    return new Response('Too many requests: wait and harvest again.', {
      status: 503,
      headers: { 'Retry-After': String(limited.retryAfter), 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const body = await oaiResponse(params, {
    db: db(),
    appUrl: config().appUrl,
    adminEmail: currentPress().email,
    secret: authSecret(config().dataDir),
    // Articles and papers as JATS: the journals feature writes them.
    jats: (identifiers) => jatsOfRecords(db(), identifiers),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-cache' } });
}

/** GET /oai?verb=…: the OAI-PMH 2.0 repository (features/catalog/oai). */
export function loader({ request, context }: Route.LoaderArgs) {
  return respond([...new URL(request.url).searchParams], context.get(requestInfoContext).ip);
}

/** POST /oai with the arguments as a form, as the protocol also allows. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return new Response('OAI-PMH requests are posted as application/x-www-form-urlencoded.', {
      status: 415,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const body = await tryReadText(request, 8 * 1024);
  if (!body.ok) return new Response('The request is too large.', { status: body.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return respond([...new URLSearchParams(body.text)], context.get(requestInfoContext).ip);
}
