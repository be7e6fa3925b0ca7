/** Imports the demo books (see demo-queue.server.ts). Idempotent by slug. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.server.ts';
import { completeWorkMetadata } from '#app/features/catalog/api.server.ts';
import type { FileStorage } from '#app/lib/storage/storage.server.ts';
import { EpubError, importEpub } from '../import-epub.server.ts';
import { generateMissingEditions } from './demo-generated.server.ts';
import { DEMO_BOOKS, importedDemoSlugs } from './demo-queue.server.ts';

/**
 * What the press adds to the demo EPUBs, whose files (Project Gutenberg, EPUB samples) carry no
 * ISBN and no description: the ebook's ISBN it assigns, and the catalog's description in both
 * languages. Applied where the work still lacks them.
 */
const DEMO_METADATA: Record<(typeof DEMO_BOOKS)[number], { isbn: string; abstractPt: string; abstractEn: string }> = {
  'moby-dick': {
    isbn: '978-65-86543-90-2',
    abstractPt:
      'O romance de Herman Melville (1851) sobre a caça do capitão Ahab à baleia branca, narrado por Ismael: uma viagem pelo trabalho no mar, pela ciência e pela obsessão. Edição digital de acesso aberto, com sumário navegável.',
    abstractEn:
      'Herman Melville’s 1851 novel of Captain Ahab’s hunt for the white whale, told by Ishmael: a voyage through work at sea, science and obsession. An open-access digital edition with a navigable table of contents.',
  },
  'childrens-literature': {
    isbn: '978-65-86543-91-9',
    abstractPt:
      'Antologia organizada por Charles Madison Curry e Erle Elsworth Clippinger (1920) para a formação de professores: contos populares, fábulas, mitos, poesia e narrativas para a infância, com notas sobre como ensiná-los.',
    abstractEn:
      'An anthology edited by Charles Madison Curry and Erle Elsworth Clippinger (1920) for teacher training: folk tales, fables, myths, poetry and stories for children, with notes on teaching them.',
  },
  wasteland: {
    isbn: '978-65-86543-92-6',
    abstractPt:
      'O poema de T. S. Eliot (1922), marco do modernismo em língua inglesa, em cinco partes, com as notas do autor. Edição digital de acesso aberto.',
    abstractEn: 'T. S. Eliot’s 1922 poem, a landmark of modernism in English, in five parts, with the author’s notes. An open-access digital edition.',
  },
};

/** Gives a demo work the ISBN and descriptions it lacks (never overwriting what staff entered). */
async function completeDemoMetadata(db: Db, slug: (typeof DEMO_BOOKS)[number]) {
  const [work] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.type, 'book'), eq(publications.slug, slug)));
  if (!work) return;
  await completeWorkMetadata(db, work.id, DEMO_METADATA[slug]);
}

const fixturesDir = () => path.resolve(process.env.READER_FIXTURES_DIR || 'fixtures/epub');

/**
 * Imports each demo book not imported yet (a file that is missing or refused is logged and
 * skipped), then writes an edition for every other book that promises reading and has none.
 */
export async function importDemoBooks(
  db: Db,
  { dir = fixturesDir(), files, generate = true }: { dir?: string; files?: FileStorage; generate?: boolean } = {},
): Promise<string[]> {
  const done = await importedDemoSlugs(db);
  const imported: string[] = [];
  for (const slug of DEMO_BOOKS) {
    if (done.has(slug)) continue;
    const data = await fs.readFile(path.join(dir, `${slug}.epub`)).catch(() => null);
    if (!data) {
      log.warn({ slug, dir }, 'demo EPUB not found');
      continue;
    }
    // A work with that slug but no edition yet (made by hand) gets the edition.
    const [work] = await db
      .select({ id: publications.id })
      .from(publications)
      .where(and(eq(publications.type, 'book'), eq(publications.slug, slug)));
    try {
      const result = await importEpub(db, data, work ? { publicationId: work.id, files } : { slug, openAccess: true, files });
      await completeDemoMetadata(db, slug);
      imported.push(slug);
      log.info({ slug, chapters: result.chapters }, 'demo book imported into the reader');
    } catch (error) {
      if (!(error instanceof EpubError)) throw error;
      log.error({ slug, code: error.code, err: error }, 'demo EPUB refused');
    }
  }
  if (generate) imported.push(...(await generateMissingEditions(db, files)));
  return imported;
}
