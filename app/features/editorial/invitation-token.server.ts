/**
 * A reviewer's invitation link (issue 51, decision 0045): `/review/invitation/<token>` (and
 * `/en/review/invitation/<token>`). The token is 32 random bytes; only its SHA-256 is kept
 * (`review_assignments.token_hash`), so the database never holds a working link. A link works once
 * (`token_used_at`) and until the assignment's response date; an altered token finds no row.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new token and the hash to store. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: invitationTokenHash(token) };
}

/** The stored form of a token from a link (any string: a malformed one simply matches no row). */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link's path in the reviewer's language (prefix the site's origin for mails). */
export function invitationPath(token: string, locale: 'pt' | 'en'): string {
  return `${locale === 'en' ? '/en' : ''}/review/invitation/${token}`;
}
