import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formats, publications, readerChapters, readerEditions, readerNotes, users, textPassages } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { localStorage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { describeSelection } from './anchoring.ts';
import { contributorsOf, EpubError, guessLicense, importEpub, normalizeDate, splitName, type ImportEpubOptions } from './import-epub.server.ts';
import { defaultChapters, makeEpub, PNG } from './import/test-epub.ts';

let database: TestDatabase;
let uploads: string;
let files: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-epub-'));
  files = localStorage(uploads);
  await database.db.insert(users).values({ id: 'reader-1', name: 'Rita', email: 'rita@example.com' });
});
afterAll(async () => {
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

const run = (data: Uint8Array, options: ImportEpubOptions = {}) => importEpub(database.db, data, { files, ...options });
const stored = async (key: string) =>
  fs.stat(path.join(uploads, key)).then(
    () => true,
    () => false,
  );

async function listFiles(dir = uploads): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(uploads, path.join(e.parentPath, e.name)));
}

async function rowCounts() {
  const { db } = database;
  return {
    publications: await db.$count(publications),
    formats: await db.$count(formats),
    editions: await db.$count(readerEditions),
    chapters: await db.$count(readerChapters),
  };
}

describe('importing the fixtures', () => {
  it.each([
    ['moby-dick', 140],
    ['childrens-literature', 3],
    ['wasteland', 1],
  ])('%s imports as an open-access book', async (name, minChapters) => {
    const data = await fs.readFile(path.resolve('fixtures/epub', `${name}.epub`));
    const started = performance.now();
    const result = await run(data, { slug: name, openAccess: true });
    const ms = performance.now() - started;
    console.log(`import time ${name}: ${ms.toFixed(0)} ms (${result.chapters} chapters)`);

    expect(result).toMatchObject({ slug: name, version: 1, created: true, notes: { reattached: 0, orphaned: 0 } });
    expect(result.chapters).toBeGreaterThanOrEqual(minChapters);
    const [work] = await database.db.select().from(publications).where(eq(publications.id, result.publicationId));
    expect(work).toMatchObject({ type: 'book', slug: name, status: 'published', openAccess: true, language: 'en', available: true, hasEbook: true });
    // The cover sits outside the edition's access-checked assets: it is public like any catalog cover.
    expect(work!.cover).toMatch(new RegExp(`^reader/${result.publicationId}/1/cover\\.(jpg|png)$`));
    expect(work!.coverWidth).toBeGreaterThan(0);
    expect(await stored(work!.cover!)).toBe(true);
    const [format] = await database.db.select().from(formats).where(eq(formats.publicationId, result.publicationId));
    expect(format).toMatchObject({ kind: 'ebook', slug: `${name}-ebook`, priceBrl: 0, priceUsd: 0, epubFile: `reader/${result.publicationId}/1/${name}.epub` });
    // The file handed out is the same book, stating its language and accessibility.
    const kept = unzipSync(new Uint8Array(await fs.readFile(path.join(uploads, format!.epubFile!))));
    const original = unzipSync(new Uint8Array(data));
    expect(Object.keys(kept).sort()).toEqual(Object.keys(original).sort());
    const text = (name: string) => new TextDecoder().decode(kept[name]!);
    const opf = Object.keys(kept).find((n) => n.endsWith('.opf'))!;
    // Its summary in the book's language, marked with it (these are English).
    expect(text(opf)).toContain('<meta property="schema:accessibilitySummary" xml:lang="en">This publication meets');
    for (const name of Object.keys(kept).filter((n) => n.endsWith('.xhtml'))) expect(text(name), name).toMatch(/<html\b[^>]*\slang="[^"]+"[^>]*>/);
    // Stylesheets may have had light text darkened (epub/readable-colours.ts); everything else is untouched.
    for (const name of Object.keys(kept).filter((n) => !/\.(xhtml|opf|css)$/.test(n))) expect(Buffer.compare(kept[name]!, original[name]!), name).toBe(0);

    const [edition] = await database.db.select().from(readerEditions).where(eq(readerEditions.id, result.editionId));
    expect(edition).toMatchObject({ version: 1, current: true, cover: work!.cover, assetsPrefix: `reader/${result.publicationId}/1/assets` });
    expect(edition!.toc.length).toBeGreaterThan(0);
    const chapters = await database.db
      .select()
      .from(readerChapters)
      .where(eq(readerChapters.editionId, result.editionId))
      .orderBy(asc(readerChapters.position));
    expect(chapters).toHaveLength(result.chapters);
    expect(chapters.every((c) => c.html && c.text)).toBe(true);
    // Every chapter the table of contents names exists.
    const slugs = new Set(chapters.map((c) => c.slug));
    type Toc = (typeof readerEditions.$inferSelect)['toc'];
    const named = (entries: Toc): string[] => entries.flatMap((e) => [e.chapter, ...named(e.children as Toc)]);
    expect(named(edition!.toc).every((slug) => slugs.has(slug))).toBe(true);
  });

  it('kept the metadata of each book in the catalog', async () => {
    const works = await database.db.select().from(publications).orderBy(asc(publications.id));
    const bySlug = Object.fromEntries(works.map((w) => [w.slug, w]));
    expect(bySlug['moby-dick']).toMatchObject({
      titleEn: 'Moby-Dick',
      titlePt: null,
      license: 'CC-BY-SA-3.0',
      contributors: [{ given: 'Herman', family: 'Melville', role: 'author' }],
    });
    expect(bySlug['childrens-literature']).toMatchObject({
      titleEn: "Children's Literature",
      subtitleEn: 'A Textbook of Sources for Teachers and Teacher-Training Classes',
      license: null,
      publishedOn: '2008-05-20',
      keywordsEn: ['Children -- Books and reading', "Children's literature -- Study and teaching"],
      contributors: [
        { given: 'Charles Madison', family: 'Curry', role: 'author' },
        { given: 'Erle Elsworth', family: 'Clippinger', role: 'author' },
      ],
    });
    expect(bySlug.wasteland).toMatchObject({
      titleEn: 'The Waste Land',
      license: 'CC-BY-SA-3.0',
      contributors: [{ given: 'T.S.', family: 'Eliot', role: 'author' }],
    });
    // The catalog's search finds a book by its chapters' words through the index refresh.
    const [hit] = await database.db
      .select({ slug: publications.slug })
      .from(publications)
      .where(sql`${publications.search} @@ websearch_to_tsquery('ipe_en', 'Melville')`);
    expect(hit?.slug).toBe('moby-dick');
    // Its paragraphs are in the full-text search, in the book's language.
    const [passage] = await database.db
      .select({ chapter: textPassages.partKey, config: textPassages.config })
      .from(textPassages)
      .where(sql`${textPassages.search} @@ websearch_to_tsquery('ipe_en', '"Call me Ishmael"')`);
    expect(passage).toEqual({ chapter: 'chapter-001', config: 'ipe_en' });
  });

  it('refuses a slug in use, and a bad one, before writing anything', async () => {
    const before = { rows: await rowCounts(), files: await listFiles() };
    await expect(run(makeEpub(), { slug: 'moby-dick' })).rejects.toMatchObject({ code: 'slug-taken' });
    await expect(run(makeEpub(), { slug: 'Not a slug!' })).rejects.toMatchObject({ code: 'slug-invalid' });
    await expect(run(makeEpub(), { publicationId: 999_999 })).rejects.toMatchObject({ code: 'publication-not-found' });
    expect({ rows: await rowCounts(), files: await listFiles() }).toEqual(before);
  });
});

describe('a failed import saves nothing', () => {
  it('refuses broken files with an EpubError and no rows or files', async () => {
    const before = { rows: await rowCounts(), files: await listFiles() };
    for (const [data, code] of [
      [new TextEncoder().encode('not a zip at all, just words'), 'not-zip'],
      [makeEpub({ files: { 'META-INF/container.xml': null } }), 'no-container'],
      [makeEpub({ files: { 'OEBPS/two.xhtml': null } }), 'spine-item-missing'],
    ] as const) {
      const error = await run(data, { slug: `broken-${code}` }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EpubError);
      expect((error as EpubError).code).toBe(code);
    }
    expect({ rows: await rowCounts(), files: await listFiles() }).toEqual(before);
  });

  it('removes the files written when storing fails halfway', async () => {
    const before = { rows: await rowCounts(), files: await listFiles() };
    let puts = 0;
    const failing: FileStorage = { ...files, put: async (key, data) => (++puts === 2 ? Promise.reject(new Error('disk full')) : files.put(key, data)) };
    const data = makeEpub({
      chapters: [{ file: 'one.xhtml', title: 'One', body: '<p><img src="pic.png" alt="x"/></p>' }],
      manifest: '<item id="pic" href="pic.png" media-type="image/png"/>',
      files: { 'OEBPS/pic.png': PNG },
    });
    await expect(importEpub(database.db, data, { slug: 'half-written', files: failing })).rejects.toThrow('disk full');
    expect(puts).toBe(2);
    expect({ rows: await rowCounts(), files: await listFiles() }).toEqual(before);
  });

  it('rolls back every row and removes the files when the database fails after they were written', async () => {
    const { db } = database;
    // A real failure inside the transaction, after the files are stored: a trigger refuses a chapter.
    await db.execute(sql`create function refuse_chapter() returns trigger language plpgsql as $$
      begin if new.title = 'Refused' then raise exception 'chapter refused'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_chapter before insert on reader_chapters for each row execute function refuse_chapter()`);
    try {
      const before = { rows: await rowCounts(), files: await listFiles() };
      const data = makeEpub({ chapters: [{ file: 'one.xhtml', title: 'Refused', body: '<h1>Refused</h1><p>Text.</p>' }] });
      await expect(run(data, { slug: 'refused-book', openAccess: true })).rejects.toThrow();
      expect({ rows: await rowCounts(), files: await listFiles() }).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_chapter on reader_chapters`);
      await db.execute(sql`drop function refuse_chapter()`);
    }
  });
});

describe('a new edition', () => {
  const first = [
    { file: 'one.xhtml', title: 'One', body: '<h1>Chapter One</h1><p>It was a bright cold day in April, and the clocks were striking thirteen.</p>' },
    { file: 'two.xhtml', title: 'Two', body: '<h1>Chapter Two</h1><p>Outside, even through the shut window-pane, the world looked cold.</p>' },
  ];
  const second = [
    {
      file: 'one.xhtml',
      title: 'One',
      body: '<h1>Chapter One</h1><p>A new opening line.</p><p>It was a bright cold day in April, and the clocks were striking thirteen.</p>',
    },
    { file: 'two.xhtml', title: 'Two', body: '<h1>Chapter Two</h1><p>Outside, the world looked warm.</p>' },
    { file: 'three.xhtml', title: 'Three', body: '<h1>Chapter Three</h1><p>More.</p>' },
  ];

  it('becomes current, re-attaches the notes it can and reports the orphans', async () => {
    const created = await run(makeEpub({ chapters: first }), { slug: 'nineteen', actorId: 'reader-1' });
    const chapterText = async (editionId: number, slug: string) =>
      (
        await database.db
          .select({ text: readerChapters.text })
          .from(readerChapters)
          .where(and(eq(readerChapters.editionId, editionId), eq(readerChapters.slug, slug)))
      )[0]!.text;
    const oneText = await chapterText(created.editionId, 'one');
    const twoText = await chapterText(created.editionId, 'two');
    const quote = (text: string, phrase: string) => describeSelection(text, text.indexOf(phrase), text.indexOf(phrase) + phrase.length);
    await database.db.insert(readerNotes).values([
      {
        id: 'n-kept',
        userId: 'reader-1',
        publicationId: created.publicationId,
        chapter: 'one',
        selector: quote(oneText, 'clocks were striking'),
        comment: 'Thirteen!',
      },
      {
        id: 'n-lost',
        userId: 'reader-1',
        publicationId: created.publicationId,
        chapter: 'two',
        selector: quote(twoText, 'through the shut window-pane'),
        comment: '',
      },
    ]);

    const started = performance.now();
    const result = await run(makeEpub({ chapters: second }), { publicationId: created.publicationId, actorId: 'reader-1' });
    console.log(`re-import time: ${(performance.now() - started).toFixed(0)} ms; notes ${JSON.stringify(result.notes)}`);
    expect(result).toMatchObject({ publicationId: created.publicationId, version: 2, created: false, chapters: 3, notes: { reattached: 1, orphaned: 1 } });

    const editions = await database.db
      .select()
      .from(readerEditions)
      .where(eq(readerEditions.publicationId, created.publicationId))
      .orderBy(asc(readerEditions.version));
    expect(editions.map((e) => [e.version, e.current])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(editions[1]!.assetsPrefix).toBe(`reader/${created.publicationId}/2/assets`);
    expect(await stored(editions[1]!.sourceFile)).toBe(true);
    expect(await stored(editions[0]!.sourceFile)).toBe(true);

    const newOne = await chapterText(result.editionId, 'one');
    const [kept] = await database.db.select().from(readerNotes).where(eq(readerNotes.id, 'n-kept'));
    expect(kept!.orphaned).toBe(false);
    expect(kept!.selector.position.start).toBeGreaterThan(quote(oneText, 'clocks were striking').position.start);
    expect(newOne.slice(kept!.selector.position.start, kept!.selector.position.end)).toBe('clocks were striking');
    const [lost] = await database.db.select().from(readerNotes).where(eq(readerNotes.id, 'n-lost'));
    expect(lost!.orphaned).toBe(true);
  });
});

describe('reading the package into the catalog', () => {
  it('guesses CC BY and CC BY-SA licences only', () => {
    expect(guessLicense('This work is shared under the Attribution-ShareAlike 3.0 Unported (CC BY-SA 3.0) license.')).toBe('CC-BY-SA-3.0');
    expect(guessLicense('Creative Commons Attribution 4.0 International')).toBe('CC-BY-4.0');
    expect(guessLicense('CC BY')).toBe('CC-BY-4.0');
    expect(guessLicense('CC BY-NC-ND 4.0')).toBeNull();
    expect(guessLicense('All rights reserved.')).toBeNull();
    expect(guessLicense(undefined)).toBeNull();
  });

  it('reads dates, names and roles', () => {
    expect(normalizeDate('2011')).toBe('2011-01-01');
    expect(normalizeDate('2008-05-20T00:00:00Z')).toBe('2008-05-20');
    expect(normalizeDate('May 2008')).toBeNull();
    expect(splitName({ name: 'Herman Melville', fileAs: 'MELVILLE, HERMAN' })).toEqual({ given: 'Herman', family: 'Melville' });
    expect(splitName({ name: 'Gabriel García Márquez', fileAs: 'García Márquez, Gabriel' })).toEqual({ given: 'Gabriel', family: 'García Márquez' });
    expect(splitName({ name: 'Homer' })).toEqual({ given: '', family: 'Homer' });
    const metadata = {
      title: 'x',
      titles: [],
      language: 'pt',
      identifiers: [],
      subjects: [],
      creators: [{ name: 'Ana Souza', role: 'edt' }],
      contributors: [
        { name: 'Bruno Lima', role: 'trl' },
        { name: 'Dave Cramer', role: 'mrk' },
      ],
    };
    expect(contributorsOf(metadata)).toEqual([
      { given: 'Ana', family: 'Souza', role: 'editor' },
      { given: 'Bruno', family: 'Lima', role: 'translator' },
    ]);
  });

  it('puts a Portuguese book’s texts in the Portuguese columns', async () => {
    const result = await run(makeEpub({ title: 'Memórias Póstumas', language: 'pt-BR', chapters: defaultChapters }), {});
    const [work] = await database.db.select().from(publications).where(eq(publications.id, result.publicationId));
    expect(work).toMatchObject({
      slug: 'memorias-postumas',
      titlePt: 'Memórias Póstumas',
      titleEn: null,
      language: 'pt',
      openAccess: false,
      license: 'CC-BY-4.0',
    });
    const [format] = await database.db.select().from(formats).where(eq(formats.publicationId, result.publicationId));
    expect(format).toMatchObject({ priceBrl: null, priceUsd: null });
    // Its paragraphs are searched with Portuguese stemming.
    const configs = await database.db
      .selectDistinct({ config: textPassages.config })
      .from(textPassages)
      .where(eq(textPassages.publicationId, result.publicationId));
    expect(configs).toEqual([{ config: 'ipe_pt' }]);
  });
});
