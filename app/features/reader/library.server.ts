/**
 * A person's library: the works they may read (the reading rule in reading-right.ts), where they
 * stopped, and their ebook files. Downloads go through links signed for the person and the work
 * that expire (a link copied elsewhere stops working; signed in again, the library signs a new
 * one); a copy that is not open access is personalised with its reader's name and order.
 * Admins grant and revoke reading (review copies), each change in the audit log.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { authSecret } from '#app/lib/auth/secret.server.ts';
import { hasRole, type Role } from '#app/lib/auth/roles.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { grantMessages } from './grant-messages.ts';
import {
  courseAccess,
  courseBooks,
  entitlements,
  formats,
  orders,
  publications,
  readerChapters,
  readerEditions,
  readingProgress,
  users,
} from '#app/lib/db/schema.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { personalize } from './epub/package-edit.server.ts';
import { isPersonalCopy, readingRight, type ReadingRight } from './reading-right.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { countDownload } from '#app/features/reading-records/api.server.ts';
import { calendarDate } from '#app/lib/publisher-time.ts';

/** The works read in the reader: books, and proceedings volumes read whole. */
const READABLE_TYPES = ['book', 'proceedings'] as const;

type Person = { id: string; roles: readonly Role[] };

/** Why this person may read this work in full, or null (then only the preview). */
export async function readingRightFor(db: Db, work: { id: number; openAccess: boolean }, person: Person | null | undefined): Promise<ReadingRight | null> {
  return (await readingRightsFor(db, [work], person)).get(work.id) ?? null;
}

/** readingRightFor for a list of works (a page of search results), in two queries whatever their number. */
export async function readingRightsFor(
  db: Db,
  works: readonly { id: number; openAccess: boolean }[],
  person: Person | null | undefined,
): Promise<Map<number, ReadingRight | null>> {
  const paid = works.filter((work) => !work.openAccess).map((work) => work.id);
  const [owned, viaCourse] =
    person && paid.length
      ? await Promise.all([
          db
            .select({ publicationId: entitlements.publicationId, source: entitlements.source })
            .from(entitlements)
            .where(and(eq(entitlements.userId, person.id), inArray(entitlements.publicationId, paid))),
          db
            .selectDistinct({ publicationId: courseBooks.publicationId })
            .from(courseBooks)
            .innerJoin(courseAccess, and(eq(courseAccess.courseId, courseBooks.courseId), eq(courseAccess.userId, person.id)))
            .where(inArray(courseBooks.publicationId, paid)),
        ])
      : [[], []];
  const entitlement = new Map(owned.map((row) => [row.publicationId, row.source]));
  const courses = new Set(viaCourse.map((row) => row.publicationId));
  const admin = person ? hasRole(person, 'admin') : false;
  return new Map(
    works.map((work) => [
      work.id,
      readingRight({ openAccess: work.openAccess, entitlement: entitlement.get(work.id) ?? null, viaCourse: courses.has(work.id), admin }),
    ]),
  );
}

// --- Signed download links ---------------------------------------------------------------------

export type FileKind = 'epub' | 'pdf';
const LINK_LIFETIME_MS = 60 * 60 * 1000;

const signature = (userId: string, slug: string, kind: FileKind, expires: number) =>
  createHmac('sha256', authSecret(config().dataDir)).update(`library-download:${userId}:${slug}:${kind}:${expires}`).digest('base64url');

/** The download address of a work's file for this person, valid for an hour (in the page's language: the copy's colophon is). */
export function signedDownloadPath(userId: string, slug: string, kind: FileKind, locale: Locale, now = Date.now()): string {
  const expires = Math.ceil((now + LINK_LIFETIME_MS) / 1000);
  return localizePath(`/account/library/${slug}/${kind}`, locale) + `?expires=${expires}&signature=${signature(userId, slug, kind, expires)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkDownloadLink(
  userId: string,
  slug: string,
  kind: FileKind,
  expiresParam: string | null,
  signatureParam: string | null,
  now = Date.now(),
): LinkCheck {
  if (!expiresParam || !signatureParam || !/^\d{1,12}$/.test(expiresParam) || !/^[\w-]{1,100}$/.test(signatureParam)) return 'invalid';
  const expires = Number(expiresParam);
  const expected = Buffer.from(signature(userId, slug, kind, expires));
  const given = Buffer.from(signatureParam);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'valid';
}

// --- Files -------------------------------------------------------------------------------------

export interface LibraryFile {
  body: Uint8Array | ReadableStream;
  size: number;
  filename: string;
  contentType: string;
}

const TYPES: Record<FileKind, string> = { epub: 'application/epub+zip', pdf: 'application/pdf' };

/** São Paulo's calendar day, for the copy's date and the daily counts. */

/** The person's copy of a work's file (personalised unless open access), or null: no right, or no such file. */
export async function libraryFile(db: Db, person: Person, slug: string, kind: FileKind, locale: 'pt' | 'en', now = new Date()): Promise<LibraryFile | null> {
  const [work] = await db
    .select({ id: publications.id, openAccess: publications.openAccess, epub: formats.epubFile, pdf: formats.pdfFile })
    .from(publications)
    .innerJoin(formats, and(eq(formats.publicationId, publications.id), eq(formats.kind, 'ebook')))
    .where(and(eq(publications.slug, slug), inArray(publications.type, READABLE_TYPES), eq(publications.status, 'published')))
    // A book and a proceedings volume may share a slug: the book's file, as the reader reads the book.
    .orderBy(sql`${publications.type} = 'book' desc`)
    .limit(1);
  if (!work) return null;
  const right = await readingRightFor(db, work, person);
  const key = kind === 'epub' ? work.epub : work.pdf;
  if (!right || !key) return null;
  const stored = await storage().open(key);
  if (!stored) return null;
  await countDownload(db, work.id, right === 'open-access' ? 'open' : 'entitled', now);
  if (kind === 'pdf' || !isPersonalCopy(right)) return { body: stored.stream, size: stored.size, filename: `${slug}.${kind}`, contentType: TYPES[kind] };
  const bytes = new Uint8Array(await new Response(stored.stream).arrayBuffer());
  // The buyer as named in the order; a granted copy (or a course's) names the account.
  const [entitlement] = await db
    .select({ orderId: entitlements.orderId })
    .from(entitlements)
    .where(and(eq(entitlements.userId, person.id), eq(entitlements.publicationId, work.id)));
  const orderId = entitlement?.orderId && /^\d{1,15}$/.test(entitlement.orderId) ? Number(entitlement.orderId) : null;
  const [order] = orderId
    ? await db
        .select({ buyer: orders.buyer })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, person.id)))
    : [];
  const [account] = await db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, person.id));
  const name = order ? `${order.buyer.name} ${order.buyer.surname}` : `${account?.name ?? ''} ${account?.lastName ?? ''}`;
  const copy = personalize(bytes, { name: name.trim(), orderId: order ? orderId : null, date: calendarDate(now), locale });
  return { body: copy, size: copy.length, filename: `${slug}.epub`, contentType: TYPES.epub };
}

// --- The library page --------------------------------------------------------------------------

export interface LibraryItem {
  publicationId: number;
  slug: string;
  /** The work's own page: a book's, or a proceedings volume's. */
  workPath: string;
  titlePt: string | null;
  titleEn: string | null;
  cover: string | null;
  right: ReadingRight;
  /** Where the reader stopped, if they started. */
  progress: { chapter: string; chapterTitle: string; paragraph: string | null; position: number } | null;
  readable: boolean;
  files: { kind: FileKind; href: string }[];
}

const LIBRARY_MAX = 500;

/**
 * Every work the person may read that is theirs: bought, granted, in a course they follow, and the
 * open-access books they started reading. Last read first, then by title.
 */
export async function myLibrary(db: Db, userId: string, locale: Locale, now = Date.now()): Promise<LibraryItem[]> {
  const [owned, viaCourses, progress] = await Promise.all([
    db.select({ id: entitlements.publicationId, source: entitlements.source }).from(entitlements).where(eq(entitlements.userId, userId)).limit(LIBRARY_MAX),
    db
      .selectDistinct({ id: courseBooks.publicationId })
      .from(courseBooks)
      .innerJoin(courseAccess, and(eq(courseAccess.courseId, courseBooks.courseId), eq(courseAccess.userId, userId)))
      .limit(LIBRARY_MAX),
    db
      .select({
        id: readingProgress.publicationId,
        chapter: readingProgress.chapter,
        paragraph: readingProgress.paragraph,
        position: readingProgress.position,
        updatedAt: readingProgress.updatedAt,
      })
      .from(readingProgress)
      .where(eq(readingProgress.userId, userId))
      .orderBy(desc(readingProgress.updatedAt))
      .limit(LIBRARY_MAX),
  ]);
  const ids = [...new Set([...owned.map((o) => o.id), ...viaCourses.map((c) => c.id), ...progress.map((p) => p.id)])];
  if (!ids.length) return [];
  const works = await db
    .select({
      id: publications.id,
      slug: publications.slug,
      type: publications.type,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      cover: publications.cover,
      openAccess: publications.openAccess,
      editionId: readerEditions.id,
      epub: formats.epubFile,
      pdf: formats.pdfFile,
    })
    .from(publications)
    .leftJoin(readerEditions, and(eq(readerEditions.publicationId, publications.id), eq(readerEditions.current, true)))
    .leftJoin(formats, and(eq(formats.publicationId, publications.id), eq(formats.kind, 'ebook')))
    .where(and(inArray(publications.id, ids), eq(publications.status, 'published'), inArray(publications.type, READABLE_TYPES)));
  const titles = progress.length
    ? await db
        .select({ editionId: readerChapters.editionId, slug: readerChapters.slug, title: readerChapters.title })
        .from(readerChapters)
        .where(
          inArray(
            sql`(${readerChapters.editionId}, ${readerChapters.slug})`,
            works.flatMap((w) => progress.filter((p) => p.id === w.id && w.editionId).map((p) => sql`(${w.editionId}, ${p.chapter})`)),
          ),
        )
    : [];
  const items: (LibraryItem & { lastRead: number })[] = [];
  const seen = new Set<number>();
  for (const work of works) {
    if (seen.has(work.id)) continue;
    seen.add(work.id);
    const own = owned.find((o) => o.id === work.id)?.source ?? null;
    const right = readingRight({ openAccess: work.openAccess, entitlement: own, viaCourse: viaCourses.some((c) => c.id === work.id), admin: false });
    // An open-access book is in the library once started; a paid one only with a right to it.
    if (!right) continue;
    const place = progress.find((p) => p.id === work.id);
    const chapterTitle = place ? (titles.find((t) => t.editionId === work.editionId && t.slug === place.chapter)?.title ?? null) : null;
    items.push({
      publicationId: work.id,
      slug: work.slug,
      workPath: work.type === 'proceedings' ? `/proceedings/${work.slug}` : `/book/${work.slug}`,
      titlePt: work.titlePt,
      titleEn: work.titleEn,
      cover: work.cover,
      right,
      progress: place && chapterTitle ? { chapter: place.chapter, chapterTitle, paragraph: place.paragraph, position: place.position } : null,
      readable: Boolean(work.editionId),
      files: [...(work.epub ? (['epub'] as const) : []), ...(work.pdf ? (['pdf'] as const) : [])].map((kind) => ({
        kind,
        href: signedDownloadPath(userId, work.slug, kind, locale, now),
      })),
      lastRead: place?.updatedAt.getTime() ?? 0,
    });
  }
  items.sort((a, b) => b.lastRead - a.lastRead || (a.titlePt ?? a.titleEn ?? '').localeCompare(b.titlePt ?? b.titleEn ?? '', 'pt'));
  return items.map(({ lastRead: _, ...item }) => item);
}

/** Signed download links of the works an order delivered (the order page's ebooks). */
export function downloadLinks(userId: string, works: { slug: string; files: FileKind[] }[], locale: Locale, now = Date.now()) {
  return Object.fromEntries(works.map((w) => [w.slug, w.files.map((kind) => ({ kind, href: signedDownloadPath(userId, w.slug, kind, locale, now) }))]));
}

// --- Grants (review copies) --------------------------------------------------------------------

export interface Grant {
  publicationId: number;
  slug: string;
  titlePt: string | null;
  titleEn: string | null;
  source: 'purchase' | 'grant';
  createdAt: string;
}

/** A person's entitlements (bought and granted), for the admin's user page. */
export async function listEntitlements(db: Db, userId: string): Promise<Grant[]> {
  const rows = await db
    .select({
      publicationId: publications.id,
      slug: publications.slug,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      source: entitlements.source,
      createdAt: entitlements.createdAt,
    })
    .from(entitlements)
    .innerJoin(publications, eq(publications.id, entitlements.publicationId))
    .where(eq(entitlements.userId, userId))
    .orderBy(desc(entitlements.createdAt))
    .limit(LIBRARY_MAX);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Books an admin may grant: published books that are not open access. */
export async function grantableBooks(db: Db) {
  return db
    .select({ id: publications.id, titlePt: publications.titlePt, titleEn: publications.titleEn })
    .from(publications)
    .where(and(eq(publications.type, 'book'), eq(publications.status, 'published'), eq(publications.openAccess, false)))
    .orderBy(sql`coalesce(${publications.titlePt}, ${publications.titleEn})`)
    .limit(LIBRARY_MAX);
}

export type GrantOutcome = 'granted' | 'already' | 'revoked' | 'not-granted' | 'not-found';

export async function grantReading(db: Db, actorId: string, userId: string, publicationId: number): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const [work] = await tx
      .select({ id: publications.id, slug: publications.slug })
      .from(publications)
      .where(and(eq(publications.id, publicationId), eq(publications.type, 'book'), eq(publications.openAccess, false)));
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!work || !person) return 'not-found';
    const added = await tx
      .insert(entitlements)
      .values({ userId, publicationId, source: 'grant' })
      .onConflictDoNothing()
      .returning({ userId: entitlements.userId });
    if (!added.length) return 'already';
    await recordAudit(tx, { actorId, action: 'user.reading-grant', targetType: 'user', targetId: userId, details: { publicationId, slug: work.slug } });
    return 'granted';
  });
}

/**
 * Staff give a book to people (a class list): those who could not read it now may; returns who.
 * The caller runs it in its transaction and records who enrolled whom.
 */
export async function grantReadingTo(tx: Db, userIds: string[], publicationId: number): Promise<string[]> {
  if (!userIds.length) return [];
  const added = await tx
    .insert(entitlements)
    .values(userIds.map((userId) => ({ userId, publicationId, source: 'grant' as const })))
    .onConflictDoNothing()
    .returning({ userId: entitlements.userId });
  return added.map((row) => row.userId);
}

/** Takes back a grant; a purchase is taken back only by a refund (the store's order transitions). */
export async function revokeReading(db: Db, actorId: string, userId: string, publicationId: number): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.publicationId, publicationId), eq(entitlements.source, 'grant')))
      .returning({ userId: entitlements.userId });
    if (!removed.length) return 'not-granted';
    await recordAudit(tx, { actorId, action: 'user.reading-revoke', targetType: 'user', targetId: userId, details: { publicationId } });
    return 'revoked';
  });
}

type GrantKey = KeyOf<typeof grantMessages>;
/** The staff's review copy form on a user's page (grant or take back): its notice, or why nothing changed. */
export const READING_GRANT_FORM = 'reading-grant';
export type ReadingGrantState = FormState<GrantKey, typeof READING_GRANT_FORM>;

/** A review copy granted or taken back from the staff's user page (audited); the status says how it went. */
export async function grantAction(db: Db, adminId: string, userId: string, formData: FormData): Promise<Outcome<GrantKey, typeof READING_GRANT_FORM>> {
  const publicationId = Number(formData.get('publicationId'));
  const refuse = (grant: GrantOutcome, status: number) =>
    refused<GrantKey, typeof READING_GRANT_FORM>(READING_GRANT_FORM, {}, {}, `outcome.${grant}`, {}, status);
  if (!Number.isSafeInteger(publicationId) || publicationId <= 0) return refuse('not-found', 400);
  const grant =
    formData.get('intent') === 'reading-grant'
      ? await grantReading(db, adminId, userId, publicationId)
      : await revokeReading(db, adminId, userId, publicationId);
  if (grant === 'granted' || grant === 'revoked') return done(READING_GRANT_FORM, `outcome.${grant}`);
  // Already there, or nothing to take back: nothing changed, said as a refusal (200 when it already was).
  return refuse(grant, grant === 'already' ? 200 : grant === 'not-found' ? 404 : 409);
}

/** An order paid: its buyer may read the ebooks it holds (the orders feature calls this in its transaction). */
export async function grantPurchasedReading(tx: Db, userId: string, orderId: number, publicationIds: number[]): Promise<void> {
  if (!publicationIds.length) return;
  await tx
    .insert(entitlements)
    .values(publicationIds.map((publicationId) => ({ userId, publicationId, source: 'purchase' as const, orderId: String(orderId) })))
    .onConflictDoNothing();
}

/** An order refunded or canceled after payment: the access it gave goes (the caller grants again what another paid order still holds). */
export async function revokePurchasedReading(tx: Db, userId: string, orderId: number): Promise<void> {
  await tx.delete(entitlements).where(and(eq(entitlements.userId, userId), eq(entitlements.orderId, String(orderId)), eq(entitlements.source, 'purchase')));
}
