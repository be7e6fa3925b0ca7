import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIsbn13 } from '#app/lib/identifiers.ts';
import { isbnOf } from '../import-epub.server.ts';
import { jobHandlers } from '#app/jobs.server.ts';
import { entitlements, formats, jobs, publications, readerEditions, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { localStorage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { seeders } from '#app/seed/seed.server.ts';
import { importEpub } from '../import-epub.server.ts';
import { editionAssetResponse, SVG_POLICY } from './assets.server.ts';
import { DEMO_BOOKS, DEMO_JOB, queueDemoImport } from './demo-queue.server.ts';
import { importDemoBooks } from './demo.server.ts';
import { makeEpub, PNG } from './test-epub.ts';

let database: TestDatabase;
let uploads: string;
let demoDir: string;
let files: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-demo-'));
  demoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-demo-epubs-'));
  files = localStorage(uploads);
  // Small stand-ins for the fixtures (the fixtures themselves are imported in import-epub.server.test.ts).
  for (const slug of DEMO_BOOKS) await fs.writeFile(path.join(demoDir, `${slug}.epub`), makeEpub({ title: `Demo ${slug}` }));
});
afterAll(async () => {
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
  await fs.rm(demoDir, { recursive: true, force: true });
});

describe('the demo books', () => {
  it('are queued by a seeder, as a job that runs after boot, once', async () => {
    expect(seeders.map((s) => s.name)).toContain('reader-demo');
    expect(DEMO_JOB in jobHandlers).toBe(true);
    expect(await queueDemoImport(database.db)).toBe(true);
    expect(await queueDemoImport(database.db)).toBe(false);
    const queued = await database.db.select().from(jobs).where(eq(jobs.type, DEMO_JOB));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('are imported as open-access books, once each', async () => {
    expect((await importDemoBooks(database.db, { dir: demoDir, files })).sort()).toEqual([...DEMO_BOOKS].sort());
    expect(await importDemoBooks(database.db, { dir: demoDir, files })).toEqual([]);
    const works = await database.db.select().from(publications);
    expect(works.map((w) => [w.slug, w.openAccess]).sort()).toEqual(DEMO_BOOKS.map((slug) => [slug, true]).sort());
    expect(await database.db.$count(readerEditions)).toBe(3);
    // Each with the ISBN and the descriptions the press gives it (the files have neither).
    for (const work of works) {
      expect([work.slug, Boolean(work.abstractPt), Boolean(work.abstractEn)]).toEqual([work.slug, true, true]);
      const [ebook] = await database.db.select().from(formats).where(eq(formats.publicationId, work.id));
      expect(isValidIsbn13(ebook!.isbn ?? ''), work.slug).toBe(true);
    }
    // All in: nothing more to queue, even once the pending job is gone.
    await database.db.delete(jobs);
    expect(await queueDemoImport(database.db)).toBe(false);
  });
});

describe('an EPUB’s own ISBN', () => {
  it('is taken from its identifiers when valid, as urn:isbn:, hyphenated or bare', () => {
    expect(isbnOf([{ value: 'http://www.gutenberg.org/ebooks/25545' }, { value: 'urn:isbn:978-65-86543-90-2' }])).toBe('9786586543902');
    expect(isbnOf([{ value: '9786586543919', scheme: 'ISBN' }])).toBe('9786586543919');
    expect(isbnOf([{ value: 'urn:isbn:9786586543900' }, { value: 'urn:uuid:1234' }])).toBeNull();
  });
});

describe('/reader-assets', () => {
  it('serves an edition’s images with a fixed type, and SVG under a policy that runs nothing', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>';
    const data = makeEpub({
      chapters: [{ file: 'one.xhtml', title: 'One', body: '<p><img src="img/fig.svg" alt="Figure"/><img src="img/dot.png" alt="Dot"/></p>' }],
      manifest: '<item id="fig" href="img/fig.svg" media-type="image/svg+xml"/><item id="dot" href="img/dot.png" media-type="image/png"/>',
      files: { 'OEBPS/img/fig.svg': svg, 'OEBPS/img/dot.png': PNG },
    });
    const { editionId } = await importEpub(database.db, data, { slug: 'figures', files });
    const response = await editionAssetResponse(database.db, String(editionId), 'OEBPS/img/fig.svg', null, files);
    expect(response?.status).toBe(200);
    expect(response!.headers.get('content-type')).toBe('image/svg+xml');
    expect(response!.headers.get('content-security-policy')).toBe(SVG_POLICY);
    expect(response!.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response!.text()).toBe(svg);
    const png = await editionAssetResponse(database.db, String(editionId), 'OEBPS/img/dot.png', null, files);
    expect(png!.headers.get('content-type')).toBe('image/png');
    expect(png!.headers.get('content-security-policy')).toBeNull();

    for (const [edition, file] of [
      [String(editionId), 'OEBPS/one.xhtml'],
      [String(editionId), '../../../figures.epub'],
      [String(editionId), 'OEBPS/img/missing.png'],
      ['999999', 'OEBPS/img/fig.svg'],
      ['x', 'OEBPS/img/fig.svg'],
    ]) {
      expect(await editionAssetResponse(database.db, edition, file, null, files)).toBeNull();
    }
  });

  it('keeps a paid book’s pictures to its readers: a preview gets only what the first chapter shows', async () => {
    const data = makeEpub({
      chapters: [
        { file: 'one.xhtml', title: 'One', body: '<p><img src="img/open.png" alt="Open"/></p>' },
        { file: 'two.xhtml', title: 'Two', body: '<p><img src="img/paid.png" alt="Paid"/></p>' },
      ],
      manifest: '<item id="open" href="img/open.png" media-type="image/png"/><item id="paid" href="img/paid.png" media-type="image/png"/>',
      files: { 'OEBPS/img/open.png': PNG, 'OEBPS/img/paid.png': PNG },
    });
    const { editionId, publicationId } = await importEpub(database.db, data, { slug: 'paid-pictures', files });
    const asset = (file: string, viewer: Parameters<typeof editionAssetResponse>[3]) =>
      editionAssetResponse(database.db, String(editionId), file, viewer, files);
    expect((await asset('OEBPS/img/open.png', null))?.status).toBe(200);
    expect((await asset('OEBPS/img/open.png', null))!.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(await asset('OEBPS/img/paid.png', null)).toBeNull();
    const reader = { id: 'reader-with-book', roles: ['user'] as const };
    expect(await asset('OEBPS/img/paid.png', reader)).toBeNull();
    await database.db.insert(users).values({ id: reader.id, name: 'Leitora', email: 'leitora.paga@example.com' });
    await database.db.insert(entitlements).values({ userId: reader.id, publicationId, source: 'grant' });
    expect((await asset('OEBPS/img/paid.png', reader))?.status).toBe(200);
    expect((await asset('OEBPS/img/paid.png', { id: 'someone-else', roles: ['user', 'admin'] }))?.status).toBe(200);
  });
});
