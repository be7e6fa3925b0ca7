import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccessFile } from '#app/features/catalog/api.server.ts';
import { DEMO_PROCEEDINGS, proceedingsSeeds } from '#app/features/catalog/seed/proceedings.ts';
import { seedCatalog } from '#app/features/catalog/seed/seed-catalog.server.ts';
import { proceedingsLayout, proceedingsPdf } from '#app/features/journals/api.server.ts';
import { chapters, formats, publications, readerChapters, readerEditions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { openZip } from '#app/lib/archive/zip-reader.server.ts';
import { epubcheck } from '#app/test/java.ts';
import { localStorage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { loadReaderBook } from '../reader.server.ts';
import { epubFromSources, generateMissingEditions, MissingDemoText } from './demo-generated.server.ts';
import { worksWithoutEdition } from './demo-queue.server.ts';

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

/** EPUBCheck starts a JVM: tens of seconds on a busy machine. */
const JAVA_TIMEOUT = 180_000;
const volume = proceedingsSeeds.find((p) => p.slug === DEMO_PROCEEDINGS)!;

async function epubOf(slug: string) {
  const [work] = await database.db.select({ id: publications.id }).from(publications).where(eq(publications.slug, slug));
  return (await epubFromSources(database.db, work!.id))!;
}

async function epubcheckOf(name: string, epub: Uint8Array) {
  const file = path.join(uploads, name);
  await fs.writeFile(file, epub);
  return epubcheck(file, JAVA_TIMEOUT);
}

describe('the demo books built from their sources', () => {
  // Fourteen works imported, the volume's PDF typeset for its page list: a minute on a busy machine.
  it('import every readable book with chapters of real length, figures and notes', { timeout: 120_000 }, async () => {
    const waiting = await worksWithoutEdition(database.db);
    expect(waiting.length).toBeGreaterThanOrEqual(14);
    expect(waiting.map((w) => w.slug)).toContain(DEMO_PROCEEDINGS);
    const done = await generateMissingEditions(database.db, files);
    expect(done.sort()).toEqual(waiting.map((w) => w.slug).sort());
    expect(await worksWithoutEdition(database.db)).toEqual([]);
    for (const slug of done.filter((s) => s !== DEMO_PROCEEDINGS)) {
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
    const withRole: Record<string, string> = { 'page-list': 'doc-pagelist' };
    for (const type of ['chapter', 'colophon', 'footnote', 'noteref', 'bibliography', 'toc', 'endnotes', 'preface', 'appendix', 'abstract', 'pagebreak'])
      withRole[type] = `doc-${type}`;
    for (const slug of ['modernismo-grafico-no-brasil', DEMO_PROCEEDINGS]) {
      const zip = openZip(await epubOf(slug));
      const checked = new Set<string>();
      for (const name of [...zip.names].filter((n) => n.endsWith('.xhtml'))) {
        const xhtml = new TextDecoder().decode((await zip.read(name))!);
        for (const [element, type] of xhtml.matchAll(/<(?:section|aside|nav|a|div|span)\b[^>]*\bepub:type="([^"]+)"[^>]*>/g)) {
          if (!withRole[type!]) continue;
          checked.add(type!);
          expect(element, `${slug} ${name}: ${type}`).toContain(`role="${withRole[type!]}"`);
        }
      }
      expect(checked.size, slug).toBeGreaterThan(5);
      if (slug === DEMO_PROCEEDINGS) expect([...checked]).toEqual(expect.arrayContaining(['abstract', 'pagebreak', 'page-list', 'preface', 'bibliography']));
    }
  });

  it('are valid EPUB 3 (EPUBCheck), the proceedings volume too', { timeout: 2 * JAVA_TIMEOUT }, async () => {
    for (const slug of ['avaliacao-formativa-educacao-basica', DEMO_PROCEEDINGS]) {
      const check = await epubcheckOf(`${slug}.epub`, await epubOf(slug));
      expect(check.ok, `${slug}: ${check.output}`).toBe(true);
    }
  });
});

describe('the proceedings volume read and downloaded whole', () => {
  it('is the volume’s edition: read in the reader from its presentation to its colophon, its EPUB free from its ebook format', async () => {
    const book = (await loadReaderBook(database.db, DEMO_PROCEEDINGS))!;
    expect(book.workPath).toBe(`/proceedings/${DEMO_PROCEEDINGS}`);
    const titles = book.chapters.filter((c) => c.linear).map((c) => c.title);
    expect(titles).toEqual(['Apresentação', ...volume.chapters.map((c) => c.titlePt), 'Colofão']);
    const [ebook] = await database.db
      .select({ slug: formats.slug, epubFile: formats.epubFile })
      .from(formats)
      .innerJoin(publications, eq(publications.id, formats.publicationId))
      .where(and(eq(publications.slug, DEMO_PROCEEDINGS), eq(formats.kind, 'ebook')));
    expect(await openAccessFile(database.db, ebook!.slug, 'epub')).toEqual({ key: ebook!.epubFile, filename: DEMO_PROCEEDINGS });
  });

  it('gives each paper the catalog’s pages in the volume’s PDF, which ends with the last paper', async () => {
    const layout = (await proceedingsLayout(database.db, DEMO_PROCEEDINGS))!;
    const ranges = (parts: { firstPage: number; lastPage: number }[]) => parts.map((p) => `${p.firstPage}–${p.lastPage}`);
    expect(ranges(layout.papers)).toEqual(ranges(volume.chapters));
    expect(layout.pages).toBe(volume.pages);
  });

  it('lists every page of every paper, each marked where the PDF’s page begins', { timeout: 60_000 }, async () => {
    const zip = openZip(await epubOf(DEMO_PROCEEDINGS));
    const read = async (name: string) => new TextDecoder().decode((await zip.read(`OEBPS/${name}`))!);
    const nav = await read('nav.xhtml');
    const pageList = /<nav epub:type="page-list"[\s\S]*?<\/nav>/.exec(nav)![0];
    const listed = [...pageList.matchAll(/<a href="([^"#]+)#([^"]+)">(\d+)<\/a>/g)].map(([, file, id, n]) => ({ file: file!, id: id!, n: Number(n) }));
    expect(listed.map((p) => p.n)).toEqual(volume.chapters.flatMap((c) => Array.from({ length: c.lastPage - c.firstPage + 1 }, (_, i) => c.firstPage + i)));
    // The PDF's pages as text (Poppler), to see that each marker stands where its page's text begins.
    const pdf = path.join(uploads, 'volume.pdf');
    await fs.writeFile(pdf, Buffer.from(await (await proceedingsPdf(database.db, DEMO_PROCEEDINGS)).arrayBuffer()));
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/\[\d+\]/g, ' ')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    // One Poppler run for the whole volume: its pages end with a form feed.
    const pageTexts = spawnSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }).stdout.split('\f').map(words);
    expect(pageTexts.length, 'the PDF read back').toBeGreaterThanOrEqual(volume.pages);
    for (const [i, paper] of volume.chapters.entries()) {
      const xhtml = await read(`chapter-${String(i + 1).padStart(3, '0')}.xhtml`);
      const pages = listed.filter((p) => p.n >= paper.firstPage && p.n <= paper.lastPage);
      expect(new Set(pages.map((p) => p.file)), paper.titlePt!).toEqual(new Set([`chapter-${String(i + 1).padStart(3, '0')}.xhtml`]));
      let before = 0;
      for (const page of pages) {
        const at = xhtml.indexOf(`id="${page.id}"`);
        expect(at, `page ${page.n}`).toBeGreaterThan(before);
        before = at;
        // The block after the marker begins on this page or, when the page begins inside it, on the one before.
        const after = xhtml
          .slice(at)
          .replace(/^[^>]*><\/span>/, '')
          .replace(/<span epub:type="pagebreak"[^>]*><\/span>/g, '');
        const block = words(after.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' '))
          .split(' ')
          .slice(0, 6)
          .join(' ');
        const text = (n: number) => pageTexts[n - 1] ?? '';
        expect(`${text(page.n - 1)} ${text(page.n)}`, `page ${page.n}: ${block}`).toContain(block);
      }
    }
  });
});
