/** What a signed-in person can do with their own account. */
import { verifyPassword } from 'better-auth/crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { askedFrom, auth, forgetResetLinks } from '#app/lib/auth/auth.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { prepared } from '#app/lib/db/prepared.server.ts';
import { deleteUser, endSessions, updateUser } from '#app/lib/auth/users.server.ts';
import { forgetSubscriber } from '#app/features/newsletter/api.server.ts';
import { forgetSharedAuthor } from '#app/features/reading-groups/api.server.ts';
import { forgetRequestsOf } from '#app/features/accessible-versions/api.server.ts';
import { removeFiles } from '#app/lib/uploads.server.ts';
import { accounts, contactMessages, newsletterSubscriptions, sessions, users } from '#app/lib/db/schema.ts';
import type { AuthErrorCode } from './auth-errors.ts';
import { attempt, authHeaders, withCookies, type Attempt } from './auth-request.server.ts';

export async function updateProfile(userId: string, input: { name: string; lastName: string; phone: string }): Promise<void> {
  await updateUser(db(), userId, { name: input.name, lastName: input.lastName, phone: input.phone || null });
}

/** Changes the password and signs out every other session (this one gets a fresh cookie); reset links sent before stop working. */
export async function changePassword(request: Request, ip: string, input: { currentPassword: string; newPassword: string }): Promise<Attempt<Headers>> {
  return attempt(async () => {
    const { headers, response } = await auth().api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: authHeaders(request, ip),
      returnHeaders: true,
    });
    await forgetResetLinks(db(), response.user.id);
    return withCookies(headers);
  });
}

export interface SessionSummary {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
}

/** The newest sessions the account page lists (each sign-in makes one; "sign out everywhere" ends them all). */
export const LISTED_SESSIONS = 20;

// On every visit to the account page: built once (lib/db/prepared.server.ts).
const liveSessionsOf = (database: Db) =>
  database
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, sql.placeholder('userId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(LISTED_SESSIONS)
    .prepare('live_sessions_of');

export async function listSessions(userId: string, currentSessionId: string): Promise<SessionSummary[]> {
  const rows = await prepared(db(), 'live_sessions_of', liveSessionsOf).execute({ userId, now: new Date() });
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Ends one of the person's own sessions (never someone else's: the user id is part of the match). */
export async function revokeSession(userId: string, sessionId: string): Promise<boolean> {
  return (await endSessions(db(), userId, sessionId)) > 0;
}

export async function revokeAllSessions(userId: string): Promise<void> {
  await endSessions(db(), userId);
}

/** Everything the site keeps about a person, as one JSON document (LGPD/GDPR portability). */
export async function exportUserData(userId: string) {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [newsletter] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
  const messages = await db().select().from(contactMessages).where(eq(contactMessages.email, user.email));
  const signIns = await db().select().from(accounts).where(eq(accounts.userId, userId));
  const activeSessions = await db().select().from(sessions).where(eq(sessions.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      name: user.name,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      locale: user.locale,
      roles: user.role.split(','),
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    },
    signInMethods: signIns.map((a) => ({ provider: a.providerId, since: a.createdAt })),
    sessions: activeSessions.map((s) => ({ since: s.createdAt, expiresAt: s.expiresAt, userAgent: s.userAgent, ipAddress: s.ipAddress })),
    newsletter: newsletter ? { status: newsletter.status, since: newsletter.createdAt } : null,
    contactMessages: messages.map((m) => ({ sentAt: m.createdAt, message: m.message })),
    // Filled as those capabilities arrive: orders, reading notes and bookmarks, proposals.
    orders: [],
    notes: [],
    proposals: [],
  };
}

/**
 * Deletes the account after checking its password. Sessions, sign-in methods and everything
 * that belongs only to the person go with it (foreign keys cascade); orders, when they exist,
 * are kept without personal data for fiscal records.
 */
export async function deleteAccount(
  userId: string,
  password: string,
  shared: 'keep' | 'delete' = 'keep',
): Promise<{ ok: true } | { ok: false; code: AuthErrorCode }> {
  const [credential] = await db()
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password }))) return { ok: false, code: 'wrong-password' };
  const answerFiles = await db().transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) await forgetSubscriber(tx, user.email);
    await forgetSharedAuthor(tx, userId, shared);
    // Requests for accessible versions say something of the person's health: gone with them, their files too.
    const files = await forgetRequestsOf(tx, userId);
    await deleteUser(tx, userId);
    return files;
  });
  await removeFiles(answerFiles);
  return { ok: true };
}

/** Asks for a new e-mail: confirmed from the current address, then verified at the new one. */
export async function requestEmailChange(request: Request, ip: string, newEmail: string, callbackURL: string): Promise<Attempt<void>> {
  return attempt(async () => {
    await askedFrom(requestLocale(request), () => auth().api.changeEmail({ body: { newEmail, callbackURL }, headers: authHeaders(request, ip) }));
  });
}
