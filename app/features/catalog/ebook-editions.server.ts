/**
 * What the reader's EPUB import asks of the catalog: a work made from an edition's metadata, the
 * work's ebook given the edition's file, and a demo work's missing descriptions. Works and formats
 * are the catalog's; the reader writes neither.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { formats, publications } from '#app/lib/db/schema.ts';
import { refreshPublicationIndex } from './search-index.server.ts';

export type WorkFromEdition = Omit<typeof publications.$inferInsert, 'type' | 'status'> & { id: number; slug: string; openAccess: boolean };

/** A published book made from an EPUB, with its ebook format holding the file (and the EPUB's ISBN when no other format has it). */
export async function createWorkFromEdition(tx: Db, work: WorkFromEdition, ebook: { epubFile: string; isbn: string | null }): Promise<void> {
  await tx.insert(publications).values({ ...work, type: 'book', status: 'published' });
  const isbnTaken = ebook.isbn ? (await tx.select({ id: formats.id }).from(formats).where(eq(formats.isbn, ebook.isbn))).length > 0 : true;
  await tx.insert(formats).values({
    publicationId: work.id,
    kind: 'ebook',
    slug: `${work.slug}-ebook`,
    isbn: isbnTaken ? null : ebook.isbn,
    epubFile: ebook.epubFile,
    priceBrl: work.openAccess ? 0 : null,
    priceUsd: work.openAccess ? 0 : null,
  });
}

/**
 * A new edition's file becomes the work's ebook file when it has none or had the previous
 * edition's (a file staff uploaded apart from the reader's editions stays).
 */
export async function attachEditionFile(tx: Db, publicationId: number, file: string, previousFile: string | null): Promise<void> {
  await tx
    .update(formats)
    .set({ epubFile: file, updatedAt: new Date() })
    .where(
      and(
        eq(formats.publicationId, publicationId),
        eq(formats.kind, 'ebook'),
        previousFile ? or(isNull(formats.epubFile), eq(formats.epubFile, previousFile)) : isNull(formats.epubFile),
      ),
    );
}

/** Gives a work the summaries and ebook ISBN it lacks, never overwriting what staff entered. */
export async function completeWorkMetadata(db: Db, workId: number, fill: { abstractPt: string; abstractEn: string; isbn: string }): Promise<void> {
  await db
    .update(publications)
    .set({ abstractPt: fill.abstractPt })
    .where(and(eq(publications.id, workId), isNull(publications.abstractPt)));
  await db
    .update(publications)
    .set({ abstractEn: fill.abstractEn })
    .where(and(eq(publications.id, workId), isNull(publications.abstractEn)));
  const [taken] = await db.select({ id: formats.id }).from(formats).where(eq(formats.isbn, fill.isbn));
  if (!taken)
    await db
      .update(formats)
      .set({ isbn: fill.isbn })
      .where(and(eq(formats.publicationId, workId), eq(formats.kind, 'ebook'), isNull(formats.isbn)));
  await refreshPublicationIndex(db, workId);
}
