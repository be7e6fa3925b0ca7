import { signUpChallenge } from '#app/features/account/api.server.ts';
import { authSecret } from '#app/lib/auth/secret.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { createChallenge } from '#app/lib/proof-of-work.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import type { Route } from './+types/bot-check';

/** A person fetches one per form (and one more after ten minutes): a script fetching hundreds waits. */
const LIMIT = { limit: 120, windowSeconds: 600 };

/**
 * A fresh proof-of-work challenge: `?for=sign-up` sizes it by the address's recent sign-ups; the
 * sign-in form's (asked only after failed attempts) is of the standard size.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ip } = context.get(requestInfoContext);
  const limited = await hitRateLimit(db(), `bot-check:${ip}`, LIMIT);
  const headers = { 'Cache-Control': 'no-store' };
  if (!limited.ok) return Response.json({ error: 'too-many-requests' }, { status: 429, headers: { ...headers, 'Retry-After': String(limited.retryAfter) } });
  const forSignUp = new URL(request.url).searchParams.get('for') === 'sign-up';
  return Response.json(forSignUp ? await signUpChallenge(ip) : createChallenge(authSecret(config().dataDir)), { headers });
}
