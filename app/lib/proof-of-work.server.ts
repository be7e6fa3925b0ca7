/**
 * A bot check without third parties (in the manner of ALTCHA): the server hands out a signed
 * challenge — find the number n ≤ max with sha256(salt + n) = hash — that a browser solves in
 * about a second and a spam script must pay for on every attempt. Each solution works once.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/client.server.ts';
import { hitRateLimit } from './rate-limit.server.ts';

export interface Challenge {
  algorithm: 'SHA-256';
  salt: string;
  hash: string;
  max: number;
  signature: string;
}

const TTL_SECONDS = 10 * 60;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

export function createChallenge(secret: string, { max = 60_000, now = Date.now() } = {}): Challenge {
  const salt = `${randomBytes(12).toString('hex')}.${Math.floor(now / 1000) + TTL_SECONDS}`;
  const hash = sha256(salt + randomInt(0, max + 1));
  return { algorithm: 'SHA-256', salt, hash, max, signature: sign(secret, `${salt}:${hash}:${max}`) };
}

/** `too-easy`: solved, but for less work than the sender is now asked (fetched long before, or for another form). */
export type Verdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'reused' | 'too-easy';

/**
 * `solution` is the form field the browser filled: base64 JSON of the challenge and the number found.
 * A challenge signed for less than `minimumWork` is refused before it is used up.
 */
export async function verifySolution(db: Db, secret: string, solution: unknown, { now = Date.now(), minimumWork = 0 } = {}): Promise<Verdict> {
  if (typeof solution !== 'string' || !solution) return 'missing';
  let parsed: Challenge & { number: number };
  try {
    parsed = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const { salt, hash, max, signature, number } = parsed ?? {};
  if (typeof salt !== 'string' || typeof hash !== 'string' || typeof signature !== 'string' || !Number.isInteger(number) || !Number.isInteger(max))
    return 'invalid';
  const expected = Buffer.from(sign(secret, `${salt}:${hash}:${max}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (Number(salt.split('.')[1]) * 1000 < now) return 'expired';
  if (number < 0 || number > max || sha256(salt + number) !== hash) return 'invalid';
  if (max < minimumWork) return 'too-easy';
  const firstUse = await hitRateLimit(db, `pow:${hash}`, { limit: 1, windowSeconds: TTL_SECONDS });
  return firstUse.ok ? 'ok' : 'reused';
}
