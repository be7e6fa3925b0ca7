/**
 * Imports an EPUB as a new edition of a book in the online reader (creating the book first when
 * none is given). The file is read and checked completely before anything is written; then one
 * transaction adds the rows while the files are stored under reader/<publication>/<version>/, and
 * a failure leaves no row and removes every file written. Notes readers kept on the previous
 * edition are re-attached to the new text (or marked orphaned).
 */
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { formats, publications, readerChapters, readerEditions, readerNotes, type Contributor } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.server.ts';
import { storage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { isValidIsbn13 } from '#app/lib/identifiers.ts';
import { attachEditionFile, createWorkFromEdition, refreshPublicationIndex } from '#app/features/catalog/api.server.ts';
import { indexEdition } from '#app/features/fulltext/api.server.ts';
import { reattach } from './anchoring.ts';
import { readAccessibility, type AccessibilityMetadata } from './epub/accessibility.ts';
import { makeAccessible, packageDocument } from './epub/package-edit.server.ts';
import { openEpub, RASTER_TYPES, renderEpub, type RenderedChapter } from './import/epub.server.ts';
import { EpubError } from './import/errors.ts';
import type { Creator, EpubMetadata } from './import/package.server.ts';
import { slugify } from './import/paths.ts';

export { EpubError } from './import/errors.ts';

export interface ImportEpubOptions {
  /** Add an edition to this work; without it a new book is created. */
  publicationId?: number;
  /** The new book's slug (default: from its title). */
  slug?: string;
  openAccess?: boolean;
  /** The admin who imported it, if any. */
  actorId?: string | null;
  /** Where files go (tests pass a temporary folder). */
  files?: FileStorage;
}

export interface ImportEpubResult {
  publicationId: number;
  editionId: number;
  version: number;
  slug: string;
  title: string;
  created: boolean;
  chapters: number;
  notes: { reattached: number; orphaned: number };
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CHAPTER_BATCH = 20;

/** An ISBN-13 among the package's identifiers ("urn:isbn:978…", "978-…", scheme ISBN), or null. */
export function isbnOf(identifiers: { value: string; scheme?: string }[]): string | null {
  for (const { value } of identifiers) {
    const digits = value.replace(/^urn:isbn:/i, '').replace(/[\s-]/g, '');
    if (/^97[89]\d{10}$/.test(digits) && isValidIsbn13(digits)) return digits;
  }
  return null;
}

/** An SPDX id when the rights statement names CC BY or CC BY-SA (the version it gives, else 4.0). */
export function guessLicense(rights: string | undefined): string | null {
  if (!rights) return null;
  const version = /\b([1-4]\.0)\b/.exec(rights)?.[1] ?? '4.0';
  if (/\bCC[\s-]*BY[\s-]*SA\b|Attribution[\s-]*Share[\s-]*Alike/i.test(rights)) return `CC-BY-SA-${version}`;
  if (/\bCC[\s-]*BY[\s-]*(NC|ND)\b|Non[\s-]*Commercial|No[\s-]*Deriv/i.test(rights)) return null;
  if (/\bCC[\s-]*BY\b|Creative Commons Attribution\b/i.test(rights)) return `CC-BY-${version}`;
  return null;
}

/** "YYYY", "YYYY-MM" or an ISO date → "YYYY-MM-DD"; null when it is not a date. */
export function normalizeDate(value: string | undefined): string | null {
  const match = value && /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const [, year, month = '01', day = '01'] = match;
  const date = `${year}-${month}-${day}`;
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? null : date;
}

const CONTRIBUTOR_ROLES: Record<string, Contributor['role']> = { aut: 'author', edt: 'editor', trl: 'translator', com: 'organizer', pbd: 'organizer' };

/** "Herman Melville" (file-as "MELVILLE, HERMAN") → given Herman, family Melville. */
export function splitName(creator: Creator): { given: string; family: string } {
  const name = creator.name.trim();
  const family = creator.fileAs?.split(',')[0]?.trim();
  if (family && creator.fileAs!.includes(',')) {
    const at = name.toLowerCase().lastIndexOf(family.toLowerCase());
    if (at !== -1) {
      return { given: `${name.slice(0, at)} ${name.slice(at + family.length)}`.replace(/\s+/g, ' ').trim(), family: name.slice(at, at + family.length) };
    }
  }
  const space = name.lastIndexOf(' ');
  return space === -1 ? { given: '', family: name } : { given: name.slice(0, space).trim(), family: name.slice(space + 1) };
}

export function contributorsOf(metadata: EpubMetadata): Contributor[] {
  const people: Contributor[] = [];
  // A creator without a role is an author; a contributor only counts with a role we know.
  for (const creator of metadata.creators) people.push({ ...splitName(creator), role: CONTRIBUTOR_ROLES[creator.role ?? 'aut'] ?? 'author' });
  for (const contributor of metadata.contributors) {
    const role = contributor.role ? CONTRIBUTOR_ROLES[contributor.role] : undefined;
    if (role) people.push({ ...splitName(contributor), role });
  }
  return people;
}

/** What the package says of its accessibility (shown on the book page and in its JSON-LD). */
function accessibilityOf(data: Uint8Array): AccessibilityMetadata | null {
  try {
    return readAccessibility(packageDocument(data));
  } catch {
    return null;
  }
}

/** The file as we hand it out; one our rewriter cannot read (ZIP64) is kept as it came. */
function accessibleCopy(data: Uint8Array): Uint8Array {
  try {
    return makeAccessible(data);
  } catch (error) {
    log.warn({ err: error }, 'an imported EPUB is stored without accessibility changes');
    return data;
  }
}

async function nextId(db: Db, table: 'publications' | 'reader_editions'): Promise<number> {
  const result = await db.execute<{ id: string | number }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`);
  return Number((result as unknown as { rows: { id: string | number }[] }).rows[0]!.id);
}

async function imageSize(data: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(data).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

async function removeFiles(files: FileStorage, keys: string[]) {
  for (const key of keys) {
    await files.delete(key).catch((err: unknown) => log.warn({ err, key }, 'an imported file could not be removed'));
  }
}

/** Re-attaches the work's notes to the new chapters: same chapter first, else any chapter holding the quote. */
async function reanchorNotes(tx: Db, publicationId: number, chapters: RenderedChapter[]) {
  const notes = await tx
    .select({ id: readerNotes.id, chapter: readerNotes.chapter, selector: readerNotes.selector })
    .from(readerNotes)
    .where(eq(readerNotes.publicationId, publicationId));
  let reattached = 0;
  let orphaned = 0;
  for (const note of notes) {
    const place = reattach(note.selector, note.chapter, chapters);
    if (place) reattached++;
    else orphaned++;
    const change = place ? { chapter: place.chapter, selector: place.selector, orphaned: false } : { orphaned: true };
    await tx
      .update(readerNotes)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(readerNotes.id, note.id));
  }
  return { reattached, orphaned };
}

interface Target {
  id: number;
  slug: string;
  version: number;
  created: boolean;
}

async function chooseTarget(db: Db, metadata: EpubMetadata, options: ImportEpubOptions): Promise<Target> {
  if (options.publicationId !== undefined) {
    const [work] = await db.select({ id: publications.id, slug: publications.slug }).from(publications).where(eq(publications.id, options.publicationId));
    if (!work) throw new EpubError('publication-not-found', `There is no work with id ${options.publicationId}.`, String(options.publicationId));
    const [row] = await db
      .select({ version: max(readerEditions.version) })
      .from(readerEditions)
      .where(eq(readerEditions.publicationId, work.id));
    return { id: work.id, slug: work.slug, version: (row?.version ?? 0) + 1, created: false };
  }
  const slug = options.slug?.trim().toLowerCase() || slugify(metadata.title).slice(0, 80).replace(/-+$/, '');
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) {
    throw new EpubError('slug-invalid', `"${slug}" cannot be a book's address: use lowercase letters, digits and single hyphens.`, slug);
  }
  const [taken] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.type, 'book'), eq(publications.slug, slug)));
  if (taken) throw new EpubError('slug-taken', `A book with the address "${slug}" exists already: choose another slug, or import into that book.`, slug);
  const [format] = await db
    .select({ id: formats.id })
    .from(formats)
    .where(eq(formats.slug, `${slug}-ebook`));
  if (format) throw new EpubError('slug-taken', `A product with the address "${slug}-ebook" exists already: choose another slug.`, slug);
  return { id: await nextId(db, 'publications'), slug, version: 1, created: true };
}

export async function importEpub(db: Db, data: Uint8Array, options: ImportEpubOptions = {}): Promise<ImportEpubResult> {
  const files = options.files ?? storage();
  const opened = await openEpub(data);
  const { metadata } = opened.pkg;
  const target = await chooseTarget(db, metadata, options);
  // Ids are drawn before rendering: the chapters' image URLs name the edition and its folder.
  const editionId = await nextId(db, 'reader_editions');
  const folder = `reader/${target.id}/${target.version}`;
  const assetsPrefix = `${folder}/assets`;
  const sourceFile = `${folder}/${target.slug}.epub`;
  const book = await renderEpub(opened, { bookSlug: target.slug, editionId, assetsPrefix });
  // The cover is public like any catalog cover (served by /_ipx); the edition's other files are
  // served by /reader-assets, which applies the reader's access rules.
  const coverKey = book.cover ? `${folder}/cover${book.cover.path.slice(book.cover.path.lastIndexOf('.'))}` : null;
  const coverSize = book.cover && book.cover.contentType in RASTER_TYPES ? await imageSize(book.cover.data) : null;

  const written: string[] = [];
  const put = async (key: string, bytes: Uint8Array) => {
    written.push(key);
    await files.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };
  try {
    return await db.transaction(async (tx) => {
      if (target.created) {
        // The book's own language decides which of the bilingual columns its texts go in.
        const [title, subtitle, abstract, keywords] = [metadata.title, metadata.subtitle ?? null, metadata.description ?? null, metadata.subjects];
        const texts = metadata.language.toLowerCase().startsWith('pt')
          ? { titlePt: title, subtitlePt: subtitle, abstractPt: abstract, keywordsPt: keywords }
          : { titleEn: title, subtitleEn: subtitle, abstractEn: abstract, keywordsEn: keywords };
        const openAccess = options.openAccess ?? false;
        const work = {
          id: target.id,
          slug: target.slug,
          ...texts,
          contributors: contributorsOf(metadata),
          language: metadata.language.toLowerCase().split('-')[0] || 'und',
          publishedOn: normalizeDate(metadata.date),
          license: guessLicense(metadata.rights),
          openAccess,
          cover: coverSize ? coverKey : null,
          coverWidth: coverSize?.width ?? null,
          coverHeight: coverSize?.height ?? null,
        };
        // The EPUB's own ISBN, when it states a valid one that no other format has.
        await createWorkFromEdition(tx, work, { epubFile: sourceFile, isbn: isbnOf(metadata.identifiers) });
      } else {
        // One import of a work at a time: the version drawn above must still be the next one.
        await tx.execute(sql`select id from publications where id = ${target.id} for update`);
        const [row] = await tx
          .select({ version: max(readerEditions.version) })
          .from(readerEditions)
          .where(eq(readerEditions.publicationId, target.id));
        if ((row?.version ?? 0) + 1 !== target.version) throw new EpubError('busy', 'Another edition of this work was imported meanwhile: try again.');
      }

      // The file handed out (downloads, personalised copies) states its language and accessibility.
      const handedOut = accessibleCopy(data);
      await put(sourceFile, handedOut);
      const accessibility = accessibilityOf(handedOut);
      // The work's ebook format gets this file when it has none, or had the previous edition's
      // (a file the admin uploaded apart from the reader's editions stays).
      if (!target.created) {
        const [previous] = await tx
          .select({ sourceFile: readerEditions.sourceFile })
          .from(readerEditions)
          .where(and(eq(readerEditions.publicationId, target.id), eq(readerEditions.current, true)));
        await attachEditionFile(tx, target.id, sourceFile, previous?.sourceFile ?? null);
      }
      for (const asset of book.assets) await put(`${assetsPrefix}/${asset.path}`, asset.data);
      if (book.cover && coverKey) await put(coverKey, book.cover.data);

      await tx
        .update(readerEditions)
        .set({ current: false })
        .where(and(eq(readerEditions.publicationId, target.id), eq(readerEditions.current, true)));
      await tx.insert(readerEditions).values({
        id: editionId,
        publicationId: target.id,
        version: target.version,
        current: true,
        sourceFile,
        title: metadata.title,
        language: metadata.language,
        metadata: { ...metadata, ...(accessibility ? { accessibility } : {}) },
        toc: book.toc,
        cover: coverKey,
        assetsPrefix,
        importedBy: options.actorId ?? null,
      });
      for (let i = 0; i < book.chapters.length; i += CHAPTER_BATCH) {
        await tx.insert(readerChapters).values(
          book.chapters.slice(i, i + CHAPTER_BATCH).map((c) => ({
            editionId,
            position: c.position,
            slug: c.slug,
            title: c.title,
            html: c.html,
            text: c.text,
            words: c.words,
            linear: c.linear,
          })),
        );
      }
      // The edition's paragraphs replace the previous edition's in the full-text search.
      await indexEdition(tx, target.id, metadata.language, book.chapters);
      const notes = target.created ? { reattached: 0, orphaned: 0 } : await reanchorNotes(tx, target.id, book.chapters);
      await refreshPublicationIndex(tx, target.id);
      return {
        publicationId: target.id,
        editionId,
        version: target.version,
        slug: target.slug,
        title: metadata.title,
        created: target.created,
        chapters: book.chapters.length,
        notes,
      };
    });
  } catch (error) {
    await removeFiles(files, written);
    throw error;
  }
}

/** The work's current edition, for the admin page. */
export async function currentEdition(db: Db, publicationId: number) {
  const [edition] = await db
    .select({
      id: readerEditions.id,
      version: readerEditions.version,
      title: readerEditions.title,
      importedAt: readerEditions.importedAt,
      // Spelled out: inside a subquery Drizzle would leave the column names unqualified.
      chapters: sql<number>`(select count(*)::int from reader_chapters c where c.edition_id = reader_editions.id)`,
    })
    .from(readerEditions)
    .where(and(eq(readerEditions.publicationId, publicationId), eq(readerEditions.current, true)));
  return edition ?? null;
}
