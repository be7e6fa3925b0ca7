import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { formats, publications } from '#app/lib/db/schema.ts';

/**
 * The stored file of an open-access ebook, or null. Bought ebooks are delivered through the
 * buyer's orders (the store), never through this public address.
 */
export async function openAccessFile(db: Db, formatSlug: string, kind: 'epub' | 'pdf'): Promise<{ key: string; filename: string } | null> {
  const [row] = await db
    .select({ epubFile: formats.epubFile, pdfFile: formats.pdfFile, slug: publications.slug })
    .from(formats)
    .innerJoin(publications, eq(publications.id, formats.publicationId))
    .where(and(eq(formats.slug, formatSlug), eq(formats.kind, 'ebook'), eq(publications.openAccess, true), eq(publications.status, 'published')));
  const key = kind === 'epub' ? row?.epubFile : row?.pdfFile;
  return row && key ? { key, filename: row.slug } : null;
}
