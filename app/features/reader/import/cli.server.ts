/** `npm run cli -- import-epub FILE [--slug SLUG] [--open-access]`. */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { EpubError, importEpub } from '../import-epub.server.ts';

export const IMPORT_EPUB_USAGE = 'import-epub FILE [--slug SLUG] [--open-access]';

/** Imports the file and answers what was imported; a book that has the slug already gets a new edition. */
export async function importEpubCommand(db: Db, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { slug: { type: 'string' }, 'open-access': { type: 'boolean' } },
  });
  const file = positionals.find((arg) => arg !== 'import-epub');
  if (!file) throw new Error(`Usage: npm run cli -- ${IMPORT_EPUB_USAGE}`);
  const data = await fs.readFile(file);
  const [existing] = values.slug
    ? await db
        .select({ id: publications.id })
        .from(publications)
        .where(and(eq(publications.type, 'book'), eq(publications.slug, values.slug)))
    : [];
  const started = performance.now();
  try {
    const result = await importEpub(db, data, existing ? { publicationId: existing.id } : { slug: values.slug, openAccess: values['open-access'] ?? false });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const notes = result.created ? '' : ` Notes: ${result.notes.reattached} re-attached, ${result.notes.orphaned} orphaned.`;
    return `Imported "${result.title}" as ${result.created ? 'a new book' : 'a new edition'} /book/${result.slug} (work ${result.publicationId}, edition ${result.editionId}, version ${result.version}): ${result.chapters} chapters in ${seconds} s.${notes}`;
  } catch (error) {
    if (!(error instanceof EpubError)) throw error;
    // What is wrong with the file, without a stack trace: it is the operator's answer.
    const refused = new Error(`${file} was not imported (${error.code}): ${error.message}`);
    refused.stack = `Error: ${refused.message}`;
    throw refused;
  }
}
