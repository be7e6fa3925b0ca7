/**
 * Who may read what: open-access books are for everyone; a paid ebook is for those entitled to it
 * (a purchase or a grant) and for admins; everyone else may read the first chapter as a preview.
 */
import { and, eq } from 'drizzle-orm';
import { hasRole, type Role } from '#app/lib/auth/roles.ts';
import type { Db } from '#app/lib/db/client.ts';
import { entitlements } from '#app/lib/db/schema.ts';
import { firstChapter, type ChapterRef } from './reader.server.ts';

export type ReaderAccess = 'full' | 'preview';

export async function readerAccess(
  db: Db,
  book: { id: number; openAccess: boolean },
  user: { id: string; roles: readonly Role[] } | null | undefined,
): Promise<ReaderAccess> {
  if (book.openAccess) return 'full';
  if (!user) return 'preview';
  if (hasRole(user, 'admin')) return 'full';
  const [row] = await db
    .select({ userId: entitlements.userId })
    .from(entitlements)
    .where(and(eq(entitlements.userId, user.id), eq(entitlements.publicationId, book.id)));
  return row ? 'full' : 'preview';
}

/** With a preview, only the first chapter may be shown; the others answer 403 with the way to buy. */
export function mayRead(access: ReaderAccess, chapters: ChapterRef[], chapter: string): boolean {
  return access === 'full' || firstChapter(chapters)?.slug === chapter;
}
