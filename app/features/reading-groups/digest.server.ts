/**
 * The daily mail of replies to a person's shared notes (issue 39, point 4): asked for on the
 * groups page, written in the account's language, with a link that stops it without signing in.
 * The hourly housekeeping sends what is due; a claim on the row keeps two servers from sending twice.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { groupAnnotations, groupDigests, groupReplies, publications, readingGroups, users } from '#app/lib/db/schema.ts';
import { pick } from '#app/lib/localized.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { seesAnnotations } from './group-rules.ts';
import { membershipsOf, type Person } from './groups.server.ts';
import { mayReadWork, nameOf } from './group-annotations.server.ts';
import { groupMessages } from './messages.ts';

/** A day between two mails to the same person. */
export const DIGEST_EVERY_MS = 24 * 3_600_000;
/** Replies named in one mail; the rest are counted. */
export const DIGEST_REPLIES_MAX = 30;
/** People mailed per run of the hourly housekeeping (the rest wait an hour). */
const DIGESTS_PER_RUN = 500;

export async function digestWanted(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: groupDigests.userId }).from(groupDigests).where(eq(groupDigests.userId, userId));
  return Boolean(row);
}

/** Starts or stops the person's digest. Starting counts replies from now on. */
export async function setDigest(db: Db, person: Person, wanted: boolean): Promise<void> {
  if (!wanted) {
    await db.delete(groupDigests).where(eq(groupDigests.userId, person.id));
    return;
  }
  await db
    .insert(groupDigests)
    .values({ userId: person.id, token: randomBytes(24).toString('base64url'), sentThrough: new Date() })
    .onConflictDoNothing();
}

/** The unsubscribe link's page: whether the link is current. */
export async function isDigestToken(db: Db, token: string): Promise<boolean> {
  if (!/^[\w-]{20,64}$/.test(token)) return false;
  const [row] = await db.select({ userId: groupDigests.userId }).from(groupDigests).where(eq(groupDigests.token, token));
  return Boolean(row);
}

/** Stops the digest from its mail's link (the page's button, or a mail client's one-click unsubscribe). */
export async function stopDigest(db: Db, token: string): Promise<boolean> {
  if (!/^[\w-]{20,64}$/.test(token)) return false;
  return (await db.delete(groupDigests).where(eq(groupDigests.token, token)).returning({ userId: groupDigests.userId })).length > 0;
}

const stopUrl = (token: string, locale: Locale) => `${config().appUrl}${localizePath(`/groups/digest/stop/${token}`, locale)}`;
const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What one person's mail says: the replies others wrote to their notes since the last one, that they may still see. */
async function repliesFor(db: Db, userId: string, since: Date, until: Date) {
  const rows = await db
    .select({
      body: groupReplies.body,
      name: users.name,
      lastName: users.lastName,
      quote: sql<string>`${groupAnnotations.selector}->'quote'->>'exact'`,
      chapter: groupAnnotations.chapter,
      annotationId: groupAnnotations.id,
      groupId: groupAnnotations.groupId,
      groupName: readingGroups.name,
      publicationId: publications.id,
      openAccess: publications.openAccess,
      slug: publications.slug,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
    })
    .from(groupReplies)
    .innerJoin(groupAnnotations, eq(groupAnnotations.id, groupReplies.annotationId))
    .innerJoin(readingGroups, eq(readingGroups.id, groupAnnotations.groupId))
    .innerJoin(publications, and(eq(publications.id, groupAnnotations.publicationId), eq(publications.status, 'published')))
    .leftJoin(users, eq(users.id, groupReplies.userId))
    .where(
      and(
        eq(groupAnnotations.userId, userId),
        sql`${groupReplies.userId} is distinct from ${userId}`,
        isNull(groupReplies.hiddenAt),
        isNull(groupAnnotations.hiddenAt),
        gt(groupReplies.createdAt, since),
        lte(groupReplies.createdAt, until),
      ),
    )
    .orderBy(asc(groupReplies.createdAt), asc(groupReplies.id))
    .limit(500);
  if (!rows.length) return [];
  // The one rule of the pages: still a member, and still allowed to read the work.
  const person: Person = { id: userId, roles: ['user'] };
  const groups = new Set((await membershipsOf(db, userId)).map((m) => m.groupId));
  const readable = new Map<number, boolean>();
  const seen = [];
  for (const row of rows) {
    if (!readable.has(row.publicationId)) readable.set(row.publicationId, await mayReadWork(db, person, row.publicationId));
    if (seesAnnotations({ role: groups.has(row.groupId) ? 'member' : null, mayReadWork: readable.get(row.publicationId)! })) seen.push(row);
  }
  return seen;
}

/**
 * Sends the digests that are due (a day after the last), one mail per person with replies, and
 * moves everyone's mark forward. Returns how many mails were queued.
 */
export async function sendGroupDigests(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ userId: groupDigests.userId, token: groupDigests.token, sentThrough: groupDigests.sentThrough, email: users.email, locale: users.locale })
    .from(groupDigests)
    .innerJoin(users, and(eq(users.id, groupDigests.userId), eq(users.banned, false)))
    .where(lte(groupDigests.sentThrough, new Date(now.getTime() - DIGEST_EVERY_MS)))
    .orderBy(asc(groupDigests.sentThrough))
    .limit(DIGESTS_PER_RUN);
  let sent = 0;
  for (const row of due) {
    const queued = await db.transaction(async (tx) => {
      // The claim: only the server that moves the mark from where it was sends this mail.
      const claimed = await tx
        .update(groupDigests)
        .set({ sentThrough: now })
        .where(and(eq(groupDigests.userId, row.userId), eq(groupDigests.sentThrough, row.sentThrough)))
        .returning({ userId: groupDigests.userId });
      if (!claimed.length) return false;
      const replies = await repliesFor(tx, row.userId, row.sentThrough, now);
      if (!replies.length) return false;
      const locale: Locale = row.locale === 'en' ? 'en' : 'pt';
      const t = translator(groupMessages, locale);
      const stop = stopUrl(row.token, locale);
      const paragraphs = replies.slice(0, DIGEST_REPLIES_MAX).map((reply) => {
        const where = `${config().appUrl}${localizePath(`/book/${reply.slug}/read/${encodeURIComponent(reply.chapter)}`, locale)}#shared-${reply.annotationId}`;
        return t('digestReply', {
          name: nameOf(reply) ?? t('formerMember'),
          quote: excerpt(reply.quote.replace(/\s+/g, ' '), 120),
          work: pick(reply, 'title', locale) || reply.slug,
          group: reply.groupName,
          body: excerpt(reply.body),
          url: where,
        });
      });
      if (replies.length > DIGEST_REPLIES_MAX) paragraphs.push(t('digestMore', { count: replies.length - DIGEST_REPLIES_MAX }));
      const mail = renderMail(
        { title: t('digestTitle', { count: replies.length }), paragraphs, footer: [t('digestWhy'), t('digestStop', { url: stop })] },
        localeInfo[locale].iso,
      );
      await queueMail(tx, {
        to: row.email,
        subject: t('digestSubject', { count: replies.length }),
        ...mail,
        headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** For the hourly housekeeping. */
export const groupDigestsHourly = async (db: Db) => void (await sendGroupDigests(db));
