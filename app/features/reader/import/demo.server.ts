/** Imports the demo books (see demo-queue.server.ts). Idempotent by slug. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { publications } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.ts';
import type { FileStorage } from '#app/lib/storage/storage.server.ts';
import { EpubError, importEpub } from '../import-epub.server.ts';
import { generateMissingEditions } from './demo-generated.server.ts';
import { DEMO_BOOKS, importedDemoSlugs } from './demo-queue.server.ts';

const fixturesDir = () => path.resolve(process.env.READER_FIXTURES_DIR || 'fixtures/epub');

/**
 * Imports each demo book not imported yet (a file that is missing or refused is logged and
 * skipped), then writes an edition for every other book that promises reading and has none.
 */
export async function importDemoBooks(db: Db, { dir = fixturesDir(), files, generate = true }: { dir?: string; files?: FileStorage; generate?: boolean } = {}): Promise<string[]> {
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
