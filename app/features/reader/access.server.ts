/**
 * What the reading page shows: the whole book to those with a reading right (reading-right.ts,
 * through library.server.ts), and to everyone else the preview chapter only.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReadableParts } from '#app/features/fulltext/api.server.ts';
import type { Role } from '#app/lib/auth/roles.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { readerChapters, readerEditions } from '#app/lib/db/schema.ts';
import { readingRightFor, readingRightsFor } from './library.server.ts';
import { firstChapter, type ChapterRef } from './reader.server.ts';

export type ReaderAccess = 'full' | 'preview';

export async function readerAccess(
  db: Db,
  book: { id: number; openAccess: boolean },
  user: { id: string; roles: readonly Role[] } | null | undefined,
): Promise<ReaderAccess> {
  return (await readingRightFor(db, book, user)) ? 'full' : 'preview';
}

/** With a preview, only the first chapter may be shown; the others answer 403 with the way to buy. */
export function mayRead(access: ReaderAccess, chapters: ChapterRef[], chapter: string): boolean {
  return access === 'full' || firstChapter(chapters)?.slug === chapter;
}

/** The test "may this person read that chapter of the book": known to the edition, and open to them (the whole book, or the preview). */
export async function readableChapters(
  db: Db,
  book: { id: number; openAccess: boolean; chapters: ChapterRef[] },
  user: { id: string; roles: readonly Role[] } | null | undefined,
): Promise<(slug: string) => boolean> {
  const access = await readerAccess(db, book, user);
  return (slug) => book.chapters.some((c) => c.slug === slug) && mayRead(access, book.chapters, slug);
}

/**
 * What a person may read of each book, as the search shows it (mayRead's rule for a page of
 * results): all of it with a reading right, else its preview chapter (none without an edition).
 */
export async function readableParts(
  db: Db,
  books: readonly { id: number; openAccess: boolean }[],
  user: { id: string; roles: readonly Role[] } | null | undefined,
): Promise<Map<number, ReadableParts>> {
  const rights = await readingRightsFor(db, books, user);
  const previewed = books.filter((book) => !rights.get(book.id)).map((book) => book.id);
  const chapters = previewed.length
    ? await db
        .select({ publicationId: readerEditions.publicationId, slug: readerChapters.slug, linear: readerChapters.linear })
        .from(readerChapters)
        .innerJoin(readerEditions, and(eq(readerEditions.id, readerChapters.editionId), eq(readerEditions.current, true)))
        .where(inArray(readerEditions.publicationId, previewed))
        .orderBy(asc(readerChapters.position))
    : [];
  return new Map(
    books.map((book): [number, ReadableParts] => {
      if (rights.get(book.id)) return [book.id, 'all'];
      const preview = firstChapter(chapters.filter((chapter) => chapter.publicationId === book.id));
      return [book.id, preview ? [preview.slug] : []];
    }),
  );
}
