/**
 * Bookmarks, notes and reading progress of signed-in readers. Every query is scoped by the user id,
 * so no one reads or changes another person's items (an id of someone else's item simply matches nothing).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  publications,
  readerBookmarks,
  readerChapters,
  readerEditions,
  readerNotes,
  readerSettings,
  readingProgress,
  type AloudPlaceStored,
  type NoteSelector,
} from '#app/lib/db/schema.ts';
import { ANNOTATION_LIMITS } from './annotation-limits.ts';
import type { Bookmark, LocalItems, NoteInput } from './annotations.schema.ts';
import { normalize, type ReaderSettings } from './settings.ts';
import type { Person } from '#app/lib/db/presence.server.ts';

export type AnnotationKind = 'notes' | 'bookmarks';

/** How many more notes or bookmarks the person may keep in this book (0 when a bound is reached). */
export async function annotationRoom(db: Db, userId: string, publicationId: number, kind: AnnotationKind): Promise<number> {
  const table = kind === 'notes' ? readerNotes : readerBookmarks;
  const [row] = await db
    .select({ inBook: sql<number>`count(*) filter (where ${table.publicationId} = ${publicationId})::int`, inAll: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  const perBook = kind === 'notes' ? ANNOTATION_LIMITS.notesPerBook : ANNOTATION_LIMITS.bookmarksPerBook;
  const inAll = kind === 'notes' ? ANNOTATION_LIMITS.notesInAll : ANNOTATION_LIMITS.bookmarksInAll;
  return Math.max(0, Math.min(perBook - (row?.inBook ?? 0), inAll - (row?.inAll ?? 0)));
}

export interface AccountKept {
  room: { notes: number; bookmarks: number };
  /** The reader's settings as the account keeps them (null: never saved). */
  settings: { settings: ReaderSettings; updatedAt: string } | null;
  /** Where read aloud stopped in this book, and when. */
  aloud: (AloudPlaceStored & { at: string }) | null;
}

/**
 * What the reader page needs of a signed-in reader beside the lists, in one query: room left for
 * notes and bookmarks (as annotationRoom counts it), the settings, read aloud's place in the book.
 */
export async function accountKept(db: Db, userId: string, publicationId: number): Promise<AccountKept> {
  const counts = (table: typeof readerNotes | typeof readerBookmarks) =>
    sql`(select json_build_object('inBook', count(*) filter (where ${table.publicationId} = ${publicationId}), 'inAll', count(*)) from ${table} where ${table.userId} = ${userId})`;
  const [row] = await db
    .select({
      notes: sql<{ inBook: number; inAll: number }>`${counts(readerNotes)}`,
      bookmarks: sql<{ inBook: number; inAll: number }>`${counts(readerBookmarks)}`,
      settings: sql<{
        settings: Record<string, unknown>;
        updatedAt: string;
      } | null>`(select json_build_object('settings', ${readerSettings.settings}, 'updatedAt', ${readerSettings.updatedAt}) from ${readerSettings} where ${readerSettings.userId} = ${userId})`,
      aloud: sql<{
        place: AloudPlaceStored | null;
        at: string | null;
      } | null>`(select json_build_object('place', ${readingProgress.aloud}, 'at', ${readingProgress.aloudAt}) from ${readingProgress} where ${readingProgress.userId} = ${userId} and ${readingProgress.publicationId} = ${publicationId})`,
    })
    .from(sql`(select 1) as one`);
  const room = (kind: AnnotationKind, used: { inBook: number; inAll: number } | undefined) => {
    const perBook = kind === 'notes' ? ANNOTATION_LIMITS.notesPerBook : ANNOTATION_LIMITS.bookmarksPerBook;
    const inAll = kind === 'notes' ? ANNOTATION_LIMITS.notesInAll : ANNOTATION_LIMITS.bookmarksInAll;
    return Math.max(0, Math.min(perBook - Number(used?.inBook ?? 0), inAll - Number(used?.inAll ?? 0)));
  };
  const stamp = (at: string) => new Date(at).toISOString();
  return {
    room: { notes: room('notes', row?.notes), bookmarks: room('bookmarks', row?.bookmarks) },
    settings: row?.settings ? { settings: normalize(row.settings.settings), updatedAt: stamp(row.settings.updatedAt) } : null,
    aloud: row?.aloud?.place && row.aloud.at ? { ...row.aloud.place, at: stamp(row.aloud.at) } : null,
  };
}

/** Keeps the reader's settings, unless the account holds ones changed later (from another device). */
export async function saveSettings(db: Db, userId: string, settings: ReaderSettings, at: Date): Promise<void> {
  await db
    .insert(readerSettings)
    .values({ userId, settings: { ...settings }, updatedAt: at })
    .onConflictDoUpdate({
      target: readerSettings.userId,
      set: { settings: { ...settings }, updatedAt: at },
      setWhere: sql`${readerSettings.updatedAt} <= ${at.toISOString()}::timestamptz`,
    });
}

/**
 * Keeps where read aloud stopped in a book (null: heard to the end), unless a later place is kept
 * (from another device). A book with no reading place yet gets one at that chapter.
 */
export async function saveAloudPlace(db: Db, userId: string, publicationId: number, place: AloudPlaceStored | null, at: Date): Promise<void> {
  const aloud = place ? { chapter: place.chapter, offset: place.offset, inBlock: place.inBlock, excerpt: place.excerpt } : null;
  if (!aloud) {
    await db
      .update(readingProgress)
      .set({ aloud: null, aloudAt: at })
      .where(
        and(
          eq(readingProgress.userId, userId),
          eq(readingProgress.publicationId, publicationId),
          sql`coalesce(${readingProgress.aloudAt} <= ${at.toISOString()}::timestamptz, true)`,
        ),
      );
    return;
  }
  await db
    .insert(readingProgress)
    .values({ userId, publicationId, chapter: aloud.chapter, position: 0, aloud, aloudAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.publicationId],
      set: { aloud, aloudAt: at },
      setWhere: sql`coalesce(${readingProgress.aloudAt} <= ${at.toISOString()}::timestamptz, true)`,
    });
}

export interface StoredBookmark extends Bookmark {
  createdAt: string;
}

export interface StoredNote extends NoteInput {
  orphaned: boolean;
  createdAt: string;
}

export async function listBookmarks(db: Db, userId: string, publicationId: number): Promise<StoredBookmark[]> {
  const rows = await db
    .select()
    .from(readerBookmarks)
    .where(and(eq(readerBookmarks.userId, userId), eq(readerBookmarks.publicationId, publicationId)))
    .orderBy(asc(readerBookmarks.createdAt));
  return rows.map((r) => ({ id: r.id, chapter: r.chapter, paragraph: r.paragraph, excerpt: r.excerpt, createdAt: r.createdAt.toISOString() }));
}

/** Adds a bookmark unless the same id or the same place is already there (then nothing changes). */
export async function addBookmark(db: Db, userId: string, publicationId: number, bookmark: Bookmark): Promise<void> {
  await db
    .insert(readerBookmarks)
    .values({ ...bookmark, userId, publicationId })
    .onConflictDoNothing();
}

export async function removeBookmark(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(readerBookmarks)
    .where(and(eq(readerBookmarks.id, id), eq(readerBookmarks.userId, userId)))
    .returning({ id: readerBookmarks.id });
  return rows.length > 0;
}

export async function listNotes(db: Db, userId: string, publicationId: number): Promise<StoredNote[]> {
  const rows = await db
    .select()
    .from(readerNotes)
    .where(and(eq(readerNotes.userId, userId), eq(readerNotes.publicationId, publicationId)))
    .orderBy(asc(readerNotes.createdAt));
  return rows.map((r) => ({
    id: r.id,
    chapter: r.chapter,
    selector: r.selector,
    comment: r.comment,
    color: r.color as NoteInput['color'],
    orphaned: r.orphaned,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function addNote(db: Db, userId: string, publicationId: number, note: NoteInput): Promise<void> {
  await db
    .insert(readerNotes)
    .values({ ...note, userId, publicationId })
    .onConflictDoNothing();
}

export async function updateNoteComment(db: Db, userId: string, id: string, comment: string): Promise<boolean> {
  const rows = await db
    .update(readerNotes)
    .set({ comment, updatedAt: new Date() })
    .where(and(eq(readerNotes.id, id), eq(readerNotes.userId, userId)))
    .returning({ id: readerNotes.id });
  return rows.length > 0;
}

export async function deleteNote(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(readerNotes)
    .where(and(eq(readerNotes.id, id), eq(readerNotes.userId, userId)))
    .returning({ id: readerNotes.id });
  return rows.length > 0;
}

export async function saveProgress(
  db: Db,
  userId: string,
  publicationId: number,
  progress: { chapter: string; position: number; paragraph?: string | undefined },
  at = new Date(),
): Promise<void> {
  const paragraph = progress.paragraph ?? null;
  await db
    .insert(readingProgress)
    .values({ userId, publicationId, chapter: progress.chapter, position: progress.position, paragraph, updatedAt: at })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.publicationId],
      set: { chapter: progress.chapter, position: progress.position, paragraph, updatedAt: at },
      // An older copy (a merged local one) never overwrites newer progress.
      setWhere: sql`${readingProgress.updatedAt} <= ${at.toISOString()}::timestamptz`,
    });
}

export async function getProgress(db: Db, userId: string, publicationId: number) {
  const [row] = await db
    .select({
      chapter: readingProgress.chapter,
      position: readingProgress.position,
      paragraph: readingProgress.paragraph,
      updatedAt: readingProgress.updatedAt,
    })
    .from(readingProgress)
    .where(and(eq(readingProgress.userId, userId), eq(readingProgress.publicationId, publicationId)));
  return row ?? null;
}

export interface BookInProgress {
  publicationId: number;
  slug: string;
  titlePt: string | null;
  titleEn: string | null;
  cover: string | null;
  chapter: string;
  chapterTitle: string;
  position: number;
  /** The block where the reader stopped (an id in the chapter), if known. */
  paragraph: string | null;
  updatedAt: string;
}

/** Whether the account has a reading place in any book (a question for `presence`: a superset of the list's rows). */
export const hasBooksInProgress = (userId: Person) => sql`exists (select 1 from ${readingProgress} where ${readingProgress.userId} = ${userId})`;

/** The account's books in progress, last read first (only books still readable online). */
export async function booksInProgress(db: Db, userId: string, limit = 20): Promise<BookInProgress[]> {
  const rows = await db
    .select({
      publicationId: publications.id,
      slug: publications.slug,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      cover: publications.cover,
      chapter: readingProgress.chapter,
      chapterTitle: sql<string>`coalesce(${readerChapters.title}, ${readingProgress.chapter})`,
      position: readingProgress.position,
      paragraph: readingProgress.paragraph,
      updatedAt: readingProgress.updatedAt,
    })
    .from(readingProgress)
    .innerJoin(publications, and(eq(publications.id, readingProgress.publicationId), eq(publications.status, 'published')))
    .innerJoin(readerEditions, and(eq(readerEditions.publicationId, publications.id), eq(readerEditions.current, true)))
    .leftJoin(readerChapters, and(eq(readerChapters.editionId, readerEditions.id), eq(readerChapters.slug, readingProgress.chapter)))
    .where(eq(readingProgress.userId, userId))
    .orderBy(desc(readingProgress.updatedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/** The chapter the reader was last in, with its title, for the book page's "Continue reading". */
export async function continueReading(
  db: Db,
  userId: string,
  publicationId: number,
): Promise<{ chapter: string; title: string; paragraph: string | null } | null> {
  const [row] = await db
    .select({ chapter: readingProgress.chapter, title: readerChapters.title, paragraph: readingProgress.paragraph })
    .from(readingProgress)
    .innerJoin(readerEditions, and(eq(readerEditions.publicationId, readingProgress.publicationId), eq(readerEditions.current, true)))
    .innerJoin(readerChapters, and(eq(readerChapters.editionId, readerEditions.id), eq(readerChapters.slug, readingProgress.chapter)))
    .where(and(eq(readingProgress.userId, userId), eq(readingProgress.publicationId, publicationId)));
  return row ?? null;
}

/** Local items ready to merge: each note placed in the chapter's current text, or orphaned. */
export type MergeItems = Omit<LocalItems, 'notes'> & { notes: (LocalItems['notes'][number] & { orphaned: boolean })[] };

export interface MergeResult {
  bookmarks: number;
  notes: number;
  progress: number;
}

/**
 * A visitor's local items, posted once after sign-in: those not yet in the account are added.
 * Bookmarks are the same when their id or their place match; notes when their id does; progress
 * is kept when it is newer. Items of unknown or unpublished works are dropped.
 */
export async function mergeLocalItems(db: Db, userId: string, items: MergeItems): Promise<MergeResult> {
  const ids = [...new Set([...items.bookmarks, ...items.notes, ...items.progress].map((i) => i.publicationId))];
  if (!ids.length) return { bookmarks: 0, notes: 0, progress: 0 };
  const known = new Set(
    (
      await db
        .select({ id: publications.id })
        .from(publications)
        .where(and(inArray(publications.id, ids), eq(publications.status, 'published')))
    ).map((r) => r.id),
  );
  return db.transaction(async (tx) => {
    const bookmarkRows = items.bookmarks
      .filter((b) => known.has(b.publicationId))
      .map((b) => ({
        id: b.id,
        userId,
        publicationId: b.publicationId,
        chapter: b.chapter,
        paragraph: b.paragraph,
        excerpt: b.excerpt,
        ...(validDate(b.createdAt) ? { createdAt: new Date(b.createdAt!) } : {}),
      }));
    const noteRows = items.notes
      .filter((n) => known.has(n.publicationId))
      .map((n) => ({
        id: n.id,
        userId,
        publicationId: n.publicationId,
        chapter: n.chapter,
        selector: n.selector as NoteSelector,
        comment: n.comment,
        color: n.color,
        orphaned: n.orphaned,
        ...(validDate(n.createdAt) ? { createdAt: new Date(n.createdAt!) } : {}),
      }));
    const addedBookmarks = bookmarkRows.length
      ? await tx.insert(readerBookmarks).values(bookmarkRows).onConflictDoNothing().returning({ id: readerBookmarks.id })
      : [];
    const addedNotes = noteRows.length ? await tx.insert(readerNotes).values(noteRows).onConflictDoNothing().returning({ id: readerNotes.id }) : [];
    let progress = 0;
    for (const p of items.progress) {
      if (!known.has(p.publicationId) || !validDate(p.updatedAt)) continue;
      const before = await getProgress(tx as unknown as Db, userId, p.publicationId);
      await saveProgress(tx as unknown as Db, userId, p.publicationId, p, new Date(p.updatedAt));
      if (!before || before.updatedAt <= new Date(p.updatedAt)) progress++;
    }
    return { bookmarks: addedBookmarks.length, notes: addedNotes.length, progress };
  });
}

function validDate(value: string | undefined): boolean {
  return Boolean(value) && !Number.isNaN(Date.parse(value!)) && Date.parse(value!) <= Date.now() + 60_000;
}
