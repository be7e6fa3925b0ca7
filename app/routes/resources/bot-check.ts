import { authSecret } from '#app/lib/auth/secret.server.ts';
import { config } from '#app/lib/config.server.ts';
import { createChallenge } from '#app/lib/proof-of-work.server.ts';

/** A fresh proof-of-work challenge for the sign-up and sign-in forms. */
export function loader() {
  return Response.json(createChallenge(authSecret(config().dataDir)), { headers: { 'Cache-Control': 'no-store' } });
}
