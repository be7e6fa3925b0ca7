/**
 * The reader's data: a published book (or proceedings volume) with its current edition, the edition's chapters (spine
 * order), one chapter's HTML, and the in-book search.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { normalizeAccessibility, type AccessibilityMetadata } from '#app/features/scholarly/api.ts';
import { formats, publications, readerChapters, readerEditions } from '#app/lib/db/schema.ts';

export interface ReaderBook {
  id: number;
  slug: string;
  /** The work's own page: a book's, or a proceedings volume's. */
  workPath: string;
  titlePt: string | null;
  titleEn: string | null;
  openAccess: boolean;
  cover: string | null;
  /** The ebook's store page, for the preview notice. */
  ebookSlug: string | null;
  edition: { id: number; title: string; language: string; cover: string | null; toc: TocEntry[] };
  chapters: ChapterRef[];
}

export interface TocEntry {
  label: string;
  chapter: string;
  fragment?: string;
  children: TocEntry[];
}

export interface ChapterRef {
  slug: string;
  title: string;
  linear: boolean;
  /** Bibliography / references chapters, found by their epub:type or role. */
  references: boolean;
}

/**
 * The published book or proceedings volume, by slug or id, with its current edition, or null: no
 * such work, or nothing to read. A book and a volume may share a slug: the book is read.
 */
export async function loadReaderBook(db: Db, slugOrId: string | number): Promise<ReaderBook | null> {
  const [row] = await db
    .select({
      id: publications.id,
      slug: publications.slug,
      type: publications.type,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      openAccess: publications.openAccess,
      cover: publications.cover,
      edition: { id: readerEditions.id, title: readerEditions.title, language: readerEditions.language, cover: readerEditions.cover, toc: readerEditions.toc },
    })
    .from(publications)
    .innerJoin(readerEditions, and(eq(readerEditions.publicationId, publications.id), eq(readerEditions.current, true)))
    .where(
      and(
        inArray(publications.type, ['book', 'proceedings']),
        typeof slugOrId === 'number' ? eq(publications.id, slugOrId) : eq(publications.slug, slugOrId),
        eq(publications.status, 'published'),
      ),
    )
    .orderBy(sql`${publications.type} = 'book' desc`)
    .limit(1);
  if (!row) return null;
  const [chapters, [ebook]] = await Promise.all([
    chapterList(db, row.edition.id),
    db
      .select({ slug: formats.slug })
      .from(formats)
      .where(and(eq(formats.publicationId, row.id), eq(formats.kind, 'ebook')))
      .limit(1),
  ]);
  const { type, ...book } = row;
  const workPath = type === 'proceedings' ? `/proceedings/${row.slug}` : `/book/${row.slug}`;
  return { ...book, workPath, edition: { ...row.edition, toc: row.edition.toc as TocEntry[] }, ebookSlug: ebook?.slug ?? null, chapters };
}

/**
 * An edition never changes once imported (a re-import makes a new one), so its chapter list is kept
 * in memory, per database: ids repeat from one database to another (the tests' share a process).
 */
const chapterListsByDb = new WeakMap<Db, Map<number, ChapterRef[]>>();

async function chapterList(db: Db, editionId: number): Promise<ChapterRef[]> {
  let chapterLists = chapterListsByDb.get(db);
  if (!chapterLists) chapterListsByDb.set(db, (chapterLists = new Map()));
  const cached = chapterLists.get(editionId);
  if (cached) return cached;
  const rows = await db
    .select({
      slug: readerChapters.slug,
      title: readerChapters.title,
      linear: readerChapters.linear,
      references: sql<boolean>`${readerChapters.html} ~ '(data-epub-type|role)="[^"]*(bibliography|doc-bibliography)'`,
    })
    .from(readerChapters)
    .where(eq(readerChapters.editionId, editionId))
    .orderBy(asc(readerChapters.position));
  if (chapterLists.size > 500) chapterLists.delete(chapterLists.keys().next().value!);
  chapterLists.set(editionId, rows);
  return rows;
}

/** Whether a book has something to read online (the book page's "Read online" button). */
export async function hasCurrentEdition(db: Db, publicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: readerEditions.id })
    .from(readerEditions)
    .where(and(eq(readerEditions.publicationId, publicationId), eq(readerEditions.current, true)));
  return Boolean(row);
}

/** The version of a work's current edition (0 when it has none): what annotations' positions count in. */
export async function currentEditionVersion(db: Db, publicationId: number): Promise<number> {
  const [row] = await db
    .select({ version: readerEditions.version })
    .from(readerEditions)
    .where(and(eq(readerEditions.publicationId, publicationId), eq(readerEditions.current, true)));
  return row?.version ?? 0;
}

/** The current edition's chapters as text, to re-attach annotations kept elsewhere to it. */
export async function currentEditionText(db: Db, publicationId: number): Promise<{ version: number; chapters: { slug: string; text: string }[] } | null> {
  const [edition] = await db
    .select({ id: readerEditions.id, version: readerEditions.version })
    .from(readerEditions)
    .where(and(eq(readerEditions.publicationId, publicationId), eq(readerEditions.current, true)));
  if (!edition) return null;
  const chapters = await db
    .select({ slug: readerChapters.slug, text: readerChapters.text })
    .from(readerChapters)
    .where(eq(readerChapters.editionId, edition.id))
    .orderBy(asc(readerChapters.position));
  return { version: edition.version, chapters };
}

/** A chapter's text in a work's current edition, what notes' positions count in; null when there is no such chapter. */
export async function currentChapterText(db: Db, publicationId: number, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ text: readerChapters.text })
    .from(readerChapters)
    .innerJoin(
      readerEditions,
      and(eq(readerEditions.id, readerChapters.editionId), eq(readerEditions.publicationId, publicationId), eq(readerEditions.current, true)),
    )
    .where(eq(readerChapters.slug, slug));
  return row?.text ?? null;
}

export async function loadChapter(db: Db, editionId: number, slug: string) {
  const [row] = await db
    .select({ id: readerChapters.id, slug: readerChapters.slug, title: readerChapters.title, html: readerChapters.html })
    .from(readerChapters)
    .where(and(eq(readerChapters.editionId, editionId), eq(readerChapters.slug, slug)));
  return row ?? null;
}

/** The chapters a reader steps through with previous / next: the linear spine. */
export function neighbours(chapters: ChapterRef[], slug: string): { previous: ChapterRef | null; next: ChapterRef | null } {
  const linear = chapters.filter((c) => c.linear);
  const at = linear.findIndex((c) => c.slug === slug);
  if (at === -1) return { previous: null, next: null };
  return { previous: linear[at - 1] ?? null, next: linear[at + 1] ?? null };
}

export function firstChapter<T extends Pick<ChapterRef, 'linear'>>(chapters: T[]): T | null {
  return chapters.find((c) => c.linear) ?? chapters[0] ?? null;
}

/** The current edition's EPUB Accessibility metadata (as the stored file states it), or null. */
export async function editionAccessibility(db: Db, publicationId: number): Promise<AccessibilityMetadata | null> {
  const [row] = await db
    .select({ metadata: readerEditions.metadata })
    .from(readerEditions)
    .where(and(eq(readerEditions.publicationId, publicationId), eq(readerEditions.current, true)));
  // Editions imported before certifier and exemptions were read keep the older shape.
  return normalizeAccessibility((row?.metadata as { accessibility?: unknown } | undefined)?.accessibility);
}
