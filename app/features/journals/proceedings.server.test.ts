import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, events, formats, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { routeArgs, thrownStatus } from '#app/test/route-args.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { loader as paperLoader } from '#app/routes/journals/paper.tsx';
import { paperPage, paperPdf, proceedingsLayout, proceedingsPage, proceedingsPdf } from './pages.server.ts';
import { findPaper, findProceedings, listPapers } from './proceedings.server.ts';

// Stored PDFs live under DATA_DIR/uploads: a scratch folder for this file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proceedings-test-'));
process.env.DATA_DIR = dataDir;

let database: TestDatabase;
const ids = {} as Record<'volume' | 'draft' | 'book' | 'paper1' | 'paper2' | 'draftPaper' | 'bookChapter', number>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [event] = await db
    .insert(events)
    .values({
      slug: 'sbds-2024',
      namePt: 'Simpósio de Design de Serviços 2024',
      nameEn: 'Service Design Symposium 2024',
      startsOn: '2024-05-08',
      endsOn: '2024-05-10',
      place: 'Recife, PE',
    })
    .returning({ id: events.id });
  const [volume, draft, book] = await db
    .insert(publications)
    .values([
      {
        type: 'proceedings',
        slug: 'anais-sbds-2024',
        status: 'published',
        titlePt: 'Anais do Simpósio',
        eventId: event!.id,
        volume: 1,
        publishedOn: '2024-09-01',
        contributors: [{ given: 'Carla', family: 'Dias', role: 'editor' }],
      },
      { type: 'proceedings', slug: 'anais-2025', status: 'draft', titlePt: 'Anais em preparação' },
      { type: 'book', slug: 'anais-sbds-2024-livro', status: 'published', titlePt: 'Um livro' },
    ])
    .returning({ id: publications.id });
  Object.assign(ids, { volume: volume!.id, draft: draft!.id, book: book!.id });
  await db.insert(formats).values([
    { publicationId: ids.volume, kind: 'print', slug: 'anais-impresso', isbn: '9786500000019' },
    { publicationId: ids.volume, kind: 'ebook', slug: 'anais-ebook', isbn: '9786500000026' },
  ]);
  const rows = await db
    .insert(chapters)
    .values([
      { publicationId: ids.volume, position: 2, titlePt: 'Segundo trabalho', firstPage: 15, lastPage: 28 },
      { publicationId: ids.volume, position: 1, titlePt: 'Primeiro trabalho', firstPage: 1, lastPage: 14 },
      { publicationId: ids.draft, position: 1, titlePt: 'Trabalho não publicado' },
      { publicationId: ids.book, position: 1, titlePt: 'Capítulo de livro' },
    ])
    .returning({ id: chapters.id });
  Object.assign(ids, { paper2: rows[0]!.id, paper1: rows[1]!.id, draftPaper: rows[2]!.id, bookChapter: rows[3]!.id });
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('proceedings', () => {
  it('finds a published volume with its event, editors and ISBN (the ebook’s)', async () => {
    const volume = await findProceedings(database.db, 'anais-sbds-2024');
    expect(volume).toMatchObject({ id: ids.volume, volume: 1, year: 2024, isbn: '9786500000026' });
    expect(volume?.event).toMatchObject({ namePt: 'Simpósio de Design de Serviços 2024', startsOn: '2024-05-08', endsOn: '2024-05-10', place: 'Recife, PE' });
    expect(volume?.contributors).toEqual([{ given: 'Carla', family: 'Dias', role: 'editor' }]);
  });

  it('hides drafts, books and unknown slugs', async () => {
    expect(await findProceedings(database.db, 'anais-2025')).toBeNull();
    expect(await findProceedings(database.db, 'anais-sbds-2024-livro')).toBeNull();
    expect(await findProceedings(database.db, 'nada')).toBeNull();
  });

  it('lists papers in printed order and finds a paper only in its own volume', async () => {
    expect((await listPapers(database.db, ids.volume)).map((p) => p.titlePt)).toEqual(['Primeiro trabalho', 'Segundo trabalho']);
    expect((await findPaper(database.db, ids.volume, ids.paper2))?.firstPage).toBe(15);
    expect(await findPaper(database.db, ids.volume, ids.bookChapter)).toBeNull();
    expect(await findPaper(database.db, ids.volume, ids.draftPaper)).toBeNull();
    expect(await findPaper(database.db, ids.volume, 999_999)).toBeNull();
  });
});

describe('proceedings pages', () => {
  const statusOf = (promise: Promise<unknown>) => promise.then(() => 'ok', thrownStatus);

  it('answer 404 for a draft or unknown volume, a book’s chapter, another volume’s paper, and a paper without PDF', async () => {
    const { db } = database;
    expect(await statusOf(proceedingsPage(db, 'anais-2025', 'pt'))).toBe(404);
    expect(await statusOf(proceedingsPage(db, 'anais-sbds-2024-livro', 'pt'))).toBe(404);
    expect(await statusOf(paperPage(db, 'anais-sbds-2024', String(ids.bookChapter), 'pt'))).toBe(404);
    expect(await statusOf(paperPage(db, 'anais-sbds-2024', String(ids.draftPaper), 'pt'))).toBe(404);
    expect(await statusOf(paperPage(db, 'anais-sbds-2024', 'x1', 'pt'))).toBe(404);
    expect(await statusOf(paperPdf(db, 'anais-sbds-2024', String(ids.paper1)))).toBe(404);
  });

  it('a paper page cites the volume, its editors and the event', async () => {
    const page = await paperPage(database.db, 'anais-sbds-2024', String(ids.paper1), 'en');
    expect(page.pdfPath).toBeNull();
    expect(page.citation).toMatchObject({
      kind: 'paper',
      exportKind: 'paper',
      exportId: ids.paper1,
      title: 'Primeiro trabalho',
      isbn: '9786500000026',
      firstPage: 1,
      lastPage: 14,
      container: { title: 'Anais do Simpósio', contributors: [{ family: 'Dias', role: 'editor' }] },
      event: { name: 'Service Design Symposium 2024', year: 2024, place: 'Recife, PE' },
    });
    expect(page.citation.url).toMatch(new RegExp(`/en/proceedings/anais-sbds-2024/paper/${ids.paper1}$`));
    const volume = await proceedingsPage(database.db, 'anais-sbds-2024', 'pt');
    expect(volume.papers.map((p) => p.id)).toEqual([ids.paper1, ids.paper2]);
  });

  it('the whole volume: its PDF when every paper has a full text, typeset once per content and again when a text changes; its EPUB when open access', async () => {
    const { db } = database;
    expect((await proceedingsPage(db, 'anais-sbds-2024', 'pt')).pdfPath).toBeNull();
    expect(await statusOf(proceedingsPdf(db, 'anais-sbds-2024'))).toBe(404);
    const paragraphs = (n: number) =>
      Array.from({ length: n }, (_, i) => `<p>Parágrafo ${i + 1} ${'de um trabalho que ocupa algumas páginas '.repeat(12)}</p>`).join('');
    await db
      .update(chapters)
      .set({ fullText: `<h2>Introdução</h2>${paragraphs(3)}` })
      .where(eq(chapters.id, ids.paper1));
    expect((await proceedingsPage(db, 'anais-sbds-2024', 'pt')).pdfPath).toBeNull();
    await db
      .update(chapters)
      .set({ fullText: `<h2>Introdução</h2>${paragraphs(20)}` })
      .where(eq(chapters.id, ids.paper2));
    expect((await proceedingsPage(db, 'anais-sbds-2024', 'en')).pdfPath).toBe('/proceedings/anais-sbds-2024/pdf');

    const response = await proceedingsPdf(db, 'anais-sbds-2024');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="anais-sbds-2024.pdf"');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const folder = path.join(dataDir, 'uploads', 'proceedings');
    const [file] = fs.readdirSync(folder);
    expect(file).toMatch(new RegExp(`^${ids.volume}-[0-9a-f]{16}\\.pdf$`));
    // The next reader gets the stored file.
    const written = fs.statSync(path.join(folder, file!)).mtimeMs;
    await (await proceedingsPdf(db, 'anais-sbds-2024')).arrayBuffer();
    expect(fs.readdirSync(folder)).toEqual([file]);
    expect(fs.statSync(path.join(folder, file!)).mtimeMs).toBe(written);
    // The first paper's catalog page (1) is inside the front matter (half-title, title, record, contents: no presentation without an abstract): it follows it; the second keeps 15.
    const layout = (await proceedingsLayout(db, 'anais-sbds-2024'))!;
    expect(layout.papers.map((p) => ({ id: p.id, firstPage: p.firstPage }))).toEqual([
      { id: ids.paper1, firstPage: 6 },
      { id: ids.paper2, firstPage: 15 },
    ]);
    // A paper's new text is a new volume.
    await db
      .update(chapters)
      .set({ fullText: `<h2>Introdução</h2>${paragraphs(4)}` })
      .where(eq(chapters.id, ids.paper1));
    await (await proceedingsPdf(db, 'anais-sbds-2024')).arrayBuffer();
    expect(fs.readdirSync(folder)).toHaveLength(2);
    expect(await statusOf(proceedingsPdf(db, 'anais-2025'))).toBe(404);
    expect(await statusOf(proceedingsPdf(db, 'anais-sbds-2024-livro'))).toBe(404);

    // The EPUB downloads from the ebook format once it has a file, when the volume is open access.
    await db
      .update(formats)
      .set({ epubFile: 'reader/1/1/anais.epub' })
      .where(and(eq(formats.publicationId, ids.volume), eq(formats.kind, 'ebook')));
    expect((await proceedingsPage(db, 'anais-sbds-2024', 'pt')).epubPath).toBeNull();
    await db.update(publications).set({ openAccess: true }).where(eq(publications.id, ids.volume));
    expect((await proceedingsPage(db, 'anais-sbds-2024', 'pt')).epubPath).toBe('/download/anais-ebook/epub');
  });
});

describe('a paper in Spanish', () => {
  it('is titled and tagged in Spanish in its own PDF and in the volume’s, by the same header', async () => {
    const { db } = database;
    const [volume] = await db
      .insert(publications)
      .values({ type: 'proceedings', slug: 'actas-2024', status: 'published', language: 'es', titlePt: 'Atas do Encontro', publishedOn: '2024-10-01' })
      .returning({ id: publications.id });
    const [paper] = await db
      .insert(chapters)
      .values({
        publicationId: volume!.id,
        position: 1,
        titleOriginal: 'Cuidados en los barrios',
        titlePt: 'Cuidados nos bairros',
        abstractOriginal: 'Las redes de cuidado diseñan sus servicios.',
        abstractPt: 'As redes de cuidado projetam seus serviços.',
        contributors: [{ given: 'Laura', family: 'Méndez', role: 'author' }],
        fullText: '<h2>Introducción</h2><p>En los barrios populares, cada mediodía, miles de personas hacen fila.</p>',
      })
      .returning({ id: chapters.id });
    const read = async (response: Response, name: string) => {
      const bytes = Buffer.from(await response.arrayBuffer());
      const file = path.join(dataDir, name);
      fs.writeFileSync(file, bytes);
      return { bytes: bytes.toString('latin1'), text: spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ') };
    };
    const own = await read(await paperPdf(db, 'actas-2024', String(paper!.id)), 'paper-es.pdf');
    expect(/\/Type \/Catalog[^]*?\/Lang \(([^)]*)\)/.exec(own.bytes)?.[1]).toBe('es');
    expect(own.text).toContain('Cuidados en los barrios');
    expect(own.text.indexOf('Resumen Las redes')).toBeLessThan(own.text.indexOf('Resumo As redes'));
    // The volume's front matter is in Portuguese (its words and title); the paper says it is Spanish.
    const whole = await read(await proceedingsPdf(db, 'actas-2024'), 'volume-es.pdf');
    expect(/\/Type \/Catalog[^]*?\/Lang \(([^)]*)\)/.exec(whole.bytes)?.[1]).toBe('pt-BR');
    expect(whole.bytes).toMatch(/\/S \/Art[^>]*\/Lang \(es\)|\/Lang \(es\)[^>]*\/S \/Art/);
    expect(whole.text).toContain('Sumário Cuidados en los barrios');
    expect(whole.text.indexOf('Resumen Las redes')).toBeLessThan(whole.text.indexOf('Resumo As redes'));
    // Each page says the language its PDF declares: the paper's Spanish, the volume's front matter's Portuguese.
    expect((await paperPage(db, 'actas-2024', String(paper!.id), 'pt')).pdf).toEqual({ tagged: true, lang: 'es', images: false });
    expect((await proceedingsPage(db, 'actas-2024', 'pt')).pdf).toEqual({ tagged: true, lang: 'pt-BR', images: false });

    // The paper's page shows its accessibility as its full text and its PDF are, in both languages.
    useDatabase(database);
    for (const [prefix, said] of [
      ['', ['Do texto completo publicado nesta página (HTML), e do seu PDF.', 'Sem riscos', 'O PDF declara seu idioma (es)']],
      ['/en', ['Of the full text published on this page (HTML), and of its PDF.', 'Readable in read aloud or dynamic braille', 'The PDF is tagged']],
    ] as const) {
      const url = `http://localhost:3000${prefix}/proceedings/actas-2024/paper/${paper!.id}`;
      const data = await paperLoader(routeArgs(new Request(url), { slug: 'actas-2024', id: String(paper!.id) }));
      expect(data.accessibility).toMatch(/^<section id="accessibility"/);
      for (const text of said) expect(data.accessibility).toContain(text);
      const jsonLd = (data.meta.find((m) => 'script:ld+json' in m) as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];
      expect(jsonLd).toMatchObject({ accessMode: ['textual'], accessibilityHazard: ['none'] });
    }
  });
});
