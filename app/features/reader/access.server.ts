/**
 * What the reading page shows: the whole book to those with a reading right (reading-right.ts,
 * through library.server.ts), and to everyone else the preview chapter only.
 */
import type { Role } from '#app/lib/auth/roles.ts';
import type { Db } from '#app/lib/db/client.ts';
import { readingRightFor } from './library.server.ts';
import { firstChapter, type ChapterRef } from './reader.server.ts';

export type ReaderAccess = 'full' | 'preview';

export async function readerAccess(db: Db, book: { id: number; openAccess: boolean }, user: { id: string; roles: readonly Role[] } | null | undefined): Promise<ReaderAccess> {
  return (await readingRightFor(db, book, user)) ? 'full' : 'preview';
}

/** With a preview, only the first chapter may be shown; the others answer 403 with the way to buy. */
export function mayRead(access: ReaderAccess, chapters: ChapterRef[], chapter: string): boolean {
  return access === 'full' || firstChapter(chapters)?.slug === chapter;
}

/** The test "may this person read that chapter of the book": known to the edition, and open to them (the whole book, or the preview). */
export async function readableChapters(db: Db, book: { id: number; openAccess: boolean; chapters: ChapterRef[] }, user: { id: string; roles: readonly Role[] } | null | undefined): Promise<(slug: string) => boolean> {
  const access = await readerAccess(db, book, user);
  return (slug) => book.chapters.some((c) => c.slug === slug) && mayRead(access, book.chapters, slug);
}
