/**
 * Proof that a chapter was served: the reader page of a chapter that needs a reading right carries
 * a short-lived signed token for that book and chapter, and its reading events count only with it
 * (events.server.ts). Each token stands for one page served: it counts one open, one end and the
 * day's time steps, however many pseudonyms post it. Nothing in it names the reader.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authSecret } from '#app/lib/auth/secret.server.ts';
import { config } from '#app/lib/config.server.ts';

/** A reading session of a chapter fits in it; an old page left open stops counting after it. */
export const VIEW_PROOF_SECONDS = 6 * 60 * 60;

const sign = (publicationId: number, chapter: string, expires: number, nonce: string) =>
  createHmac('sha256', authSecret(config().dataDir)).update(`reading-view:${publicationId}:${chapter}:${expires}:${nonce}`).digest('base64url');

export function issueViewProof(publicationId: number, chapter: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VIEW_PROOF_SECONDS;
  const nonce = randomBytes(12).toString('base64url');
  return `${expires}.${nonce}.${sign(publicationId, chapter, expires, nonce)}`;
}

/** The token's nonce when it was issued for this book and chapter and has not expired; null otherwise. */
export function checkViewProof(token: string | undefined, publicationId: number, chapter: string, now = Date.now()): string | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const expires = Number(match[1]);
  if (expires * 1000 < now || expires * 1000 > now + VIEW_PROOF_SECONDS * 1000 + 60_000) return null;
  const expected = Buffer.from(sign(publicationId, chapter, expires, match[2]!));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[2]! : null;
}
