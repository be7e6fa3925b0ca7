import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '#app/features/catalog/seed/seed-catalog.server.ts';
import { chapters, formats, publications, readerChapters, readerEditions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.ts';
import { openZip } from '#app/lib/archive/zip-reader.server.ts';
import { localStorage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { epubFromSources, generateMissingEditions, MissingDemoText } from './demo-generated.server.ts';
import { booksWithoutEdition } from './demo-queue.server.ts';

let database: TestDatabase;
let uploads: string;
let files: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-demo-sources-'));
  files = localStorage(uploads);
  await seedCatalog(database.db, { files });
});
afterAll(async () => {
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

const EPUBCHECK = process.env.EPUBCHECK_JAR || '/usr/share/java/epubcheck.jar';

describe('the demo books built from their sources', () => {
  it('import every readable book with chapters of real length, figures and notes', async () => {
    const waiting = await booksWithoutEdition(database.db);
    expect(waiting.length).toBeGreaterThanOrEqual(13);
    const done = await generateMissingEditions(database.db, files);
    expect(done.sort()).toEqual(waiting.map((w) => w.slug).sort());
    expect(await booksWithoutEdition(database.db)).toEqual([]);
    for (const slug of done) {
      const [work] = await database.db.select({ id: publications.id }).from(publications).where(eq(publications.slug, slug));
      const [edition] = await database.db.select().from(readerEditions).where(eq(readerEditions.publicationId, work!.id));
      const parts = await database.db.select().from(readerChapters).where(eq(readerChapters.editionId, edition!.id)).orderBy(asc(readerChapters.position));
      const catalog = await database.db.select().from(chapters).where(eq(chapters.publicationId, work!.id));
      const body = parts.filter((p) => p.words >= 1000);
      expect(body.length, `${slug}: chapters of 1,000 words or more`).toBe(catalog.length);
      const html = parts.map((p) => p.html).join('\n');
      expect(html, slug).toMatch(/<img [^>]*src="\/reader-assets\/[^"]+\.svg"[^>]*alt="[^"]{20,}/);
      expect(html, slug).toContain('<figcaption');
      expect(html, slug).toContain('<table');
      // The ebook format now has a file to sell.
      const [ebook] = await database.db
        .select()
        .from(formats)
        .where(and(eq(formats.publicationId, work!.id), eq(formats.kind, 'ebook')));
      if (ebook) expect(ebook.epubFile, slug).toBeTruthy();
    }
  });

  it('refuses a readable book without sources, loudly', async () => {
    const [work] = await database.db
      .insert(publications)
      .values({ type: 'book', slug: 'sem-texto', titlePt: 'Sem texto', status: 'published', openAccess: true, language: 'pt' })
      .returning({ id: publications.id });
    await expect(epubFromSources(database.db, work!.id)).rejects.toBeInstanceOf(MissingDemoText);
    await database.db.delete(publications).where(eq(publications.id, work!.id));
  });

  // Ace by DAISY's "epub-type-has-matching-role": structural semantics reach assistive technology
  // only through the DPUB-ARIA role. (Ace itself runs outside the suite; see the reader's docs.)
  it('give every structural epub:type its matching DPUB-ARIA role', async () => {
    const [work] = await database.db.select({ id: publications.id }).from(publications).where(eq(publications.slug, 'modernismo-grafico-no-brasil'));
    const zip = openZip((await epubFromSources(database.db, work!.id))!);
    const withRole = ['chapter', 'colophon', 'footnote', 'noteref', 'bibliography', 'toc', 'endnotes', 'preface', 'appendix'];
    let checked = 0;
    for (const name of [...zip.names].filter((n) => n.endsWith('.xhtml'))) {
      const xhtml = new TextDecoder().decode((await zip.read(name))!);
      for (const [element, type] of xhtml.matchAll(/<(?:section|aside|nav|a|div)\b[^>]*\bepub:type="([^"]+)"[^>]*>/g)) {
        if (!withRole.includes(type!)) continue;
        checked++;
        expect(element, `${name}: ${type}`).toContain(`role="doc-${type}"`);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('are valid EPUB 3 (EPUBCheck)', async () => {
    const [work] = await database.db.select({ id: publications.id }).from(publications).where(eq(publications.slug, 'avaliacao-formativa-educacao-basica'));
    const file = path.join(uploads, 'check.epub');
    await fs.writeFile(file, (await epubFromSources(database.db, work!.id))!);
    const result = spawnSync('java', ['-jar', EPUBCHECK, file], { encoding: 'utf8', timeout: 120_000 });
    expect(`${result.stdout}${result.stderr}`).toContain('No errors or warnings detected');
  });
});
