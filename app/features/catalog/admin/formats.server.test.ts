import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { auditLog, formats, jobs, publications, stockAlerts } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { deleteFormat, saveFormat } from './formats.server.ts';
import { listWorks, loadWorkEditor, parseWorkFilters } from './works.server.ts';
import { createAdmin, epubFile, noFile, pdfFile, removeTemporaryDataDir, storedFiles, useTemporaryDataDir } from './test-support.ts';

const dataDir = useTemporaryDataDir();
let database: TestDatabase;
let admin: string;
let workId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  admin = await createAdmin(database.db);
  const [work] = await database.db
    .insert(publications)
    .values({ type: 'book', slug: 'educar-com-servicos', titlePt: 'Educar com serviços', titleEn: 'Teaching with services', status: 'published' })
    .returning({ id: publications.id });
  workId = work!.id;
});
afterAll(async () => {
  await database.dispose();
  removeTemporaryDataDir(dataDir);
});

const print = (overrides: Record<string, string> = {}) => ({
  kind: 'print',
  slug: '',
  isbn: '978-85-7326-981-9',
  priceBrl: '89,90',
  priceUsd: '24.00',
  stock: '0',
  weightGrams: '420',
  widthMm: '160',
  heightMm: '230',
  depthMm: '',
  ...overrides,
});

const ebook = (overrides: Record<string, string> = {}) => ({
  kind: 'ebook',
  slug: '',
  isbn: '978-0-306-40615-7',
  priceBrl: '39,90',
  priceUsd: '',
  ...overrides,
});

const save = (formatId: number | null, values: Record<string, string>, files: { epub?: File; pdf?: File } = {}) =>
  saveFormat(database.db, admin, { workId, formatId, values, epub: files.epub ?? noFile(), pdf: files.pdf ?? noFile() });

const mailsTo = async () =>
  (await database.db.select().from(jobs))
    .filter((job) => job.type === 'mail.send')
    .map((job) => (job.payload as { to: string }).to)
    .sort();

describe('print formats', () => {
  let printId: number;

  it('adds one: default slug, money in cents, ISBN kept as typed; the work is then sold in print', async () => {
    const saved = await save(null, print());
    expect(saved).toMatchObject({ ok: true, alerts: 0 });
    printId = (saved as { id: number }).id;
    const [row] = await database.db.select().from(formats).where(eq(formats.id, printId));
    expect(row).toMatchObject({
      kind: 'print',
      slug: 'educar-com-servicos-impresso',
      isbn: '978-85-7326-981-9',
      priceBrl: 8990,
      priceUsd: 2400,
      stock: 0,
      weightGrams: 420,
      depthMm: null,
    });
    const [work] = await database.db.select().from(publications).where(eq(publications.id, workId));
    expect(work).toMatchObject({ hasPrint: true, hasEbook: false, available: false, minPriceBrl: 8990 });
  });

  it('refuses an invalid ISBN, an ISBN another format has (however hyphenated), a slug in use, negative money and stock', async () => {
    expect(await save(null, print({ slug: 'outro', isbn: '978-85-7326-981-2' }))).toEqual({ ok: false, errors: { isbn: 'isbnInvalid' } });
    expect(await save(null, print({ slug: 'outro', isbn: '9788573269819' }))).toEqual({ ok: false, errors: { isbn: 'isbnTaken' } });
    expect(await save(null, print({ isbn: '' }))).toEqual({ ok: false, errors: { slug: 'slugTaken' } });
    expect(await save(null, print({ slug: 'outro', isbn: '', priceBrl: '-5,00', priceUsd: '12,345.678', stock: '-1' }))).toEqual({
      ok: false,
      errors: { priceBrl: 'moneyNegative', priceUsd: 'moneyInvalid', stock: 'numberInvalid' },
    });
    expect(await save(null, print({ slug: 'outro', isbn: '', stock: '' }))).toEqual({ ok: false, errors: { stock: 'required' } });
    expect(await database.db.select().from(formats)).toHaveLength(1);
  });

  it('stock from 0 to 3 queues exactly one mail per pending alert, in the same change; a second change queues none', async () => {
    await database.db.insert(stockAlerts).values([
      { formatId: printId, email: 'ana@example.com', locale: 'pt' },
      { formatId: printId, email: 'ben@example.com', locale: 'en' },
      { formatId: printId, email: 'old@example.com', locale: 'pt', notifiedAt: new Date('2025-01-01') },
    ]);
    expect(await save(printId, print({ slug: 'educar-com-servicos-impresso', stock: '3' }))).toEqual({ ok: true, id: printId, alerts: 2 });
    expect(await mailsTo()).toEqual(['ana@example.com', 'ben@example.com']);
    const pending = (await database.db.select().from(stockAlerts)).filter((alert) => alert.notifiedAt === null);
    expect(pending).toEqual([]);
    expect(await save(printId, print({ slug: 'educar-com-servicos-impresso', stock: '5' }))).toEqual({ ok: true, id: printId, alerts: 0 });
    expect(await mailsTo()).toHaveLength(2);
    const [work] = await database.db.select().from(publications).where(eq(publications.id, workId));
    expect(work!.available).toBe(true);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'format.update'));
    expect(entry!.details).toMatchObject({ formatId: printId, stock: { from: 0, to: 3 }, alertsQueued: 2 });
  });

  it('sold out and back again: only the request made meanwhile is mailed', async () => {
    await database.db.delete(jobs);
    await save(printId, print({ slug: 'educar-com-servicos-impresso', stock: '0' }));
    await database.db.insert(stockAlerts).values({ formatId: printId, email: 'caio@example.com', locale: 'pt' });
    expect(await save(printId, print({ slug: 'educar-com-servicos-impresso', stock: '2' }))).toMatchObject({ alerts: 1 });
    expect(await mailsTo()).toEqual(['caio@example.com']);
  });
});

describe('ebook formats and their files', () => {
  let ebookId: number;

  it('stores a checked EPUB and PDF under ebooks/<slug>-<random>', async () => {
    const saved = await save(null, ebook(), { epub: epubFile(), pdf: pdfFile() });
    expect(saved).toMatchObject({ ok: true });
    ebookId = (saved as { id: number }).id;
    const [row] = await database.db.select().from(formats).where(eq(formats.id, ebookId));
    expect(row).toMatchObject({ slug: 'educar-com-servicos-ebook', stock: null, priceBrl: 3990, priceUsd: null });
    expect(row!.epubFile).toMatch(/^ebooks\/educar-com-servicos-ebook-[0-9a-f]{12}\.epub$/);
    expect(row!.pdfFile).toMatch(/^ebooks\/educar-com-servicos-ebook-[0-9a-f]{12}\.pdf$/);
    // What the PDF states of its accessibility, read as it came: this one states nothing.
    expect(row!.pdfAccessibility).toEqual({ tagged: false, lang: null, title: null, images: false, figuresDescribed: false });
    expect(storedFiles(dataDir, 'ebooks')).toEqual([row!.epubFile!, row!.pdfFile!].map((key) => key.slice('ebooks/'.length)).sort());
    const [work] = await database.db.select().from(publications).where(eq(publications.id, workId));
    expect(work).toMatchObject({ hasEbook: true, minPriceBrl: 3990 });
    // The admin list and the work page count and list this work's formats only.
    await database.db.insert(publications).values({ type: 'book', slug: 'sem-formatos', titlePt: 'Sem formatos' });
    const listed = await listWorks(database.db, parseWorkFilters(new URLSearchParams()), 'pt');
    expect(listed.works.map((w) => [w.slug, w.formats])).toEqual([
      ['sem-formatos', 0],
      ['educar-com-servicos', 2],
    ]);
    expect((await listWorks(database.db, parseWorkFilters(new URLSearchParams('q=978-0-306-40615-7')), 'pt')).works.map((w) => w.slug)).toEqual([
      'educar-com-servicos',
    ]);
    const editor = await loadWorkEditor(database.db, workId, 'pt');
    expect(editor!.formats.map((f) => [f.kind, f.files])).toEqual([
      ['ebook', ['EPUB', 'PDF']],
      ['print', []],
    ]);
    expect(editor!.history[0]).toMatchObject({ action: 'format.create', actor: 'Clara Editora' });
  });

  it('refuses files that are not what they claim, storing nothing', async () => {
    const before = storedFiles(dataDir, 'ebooks');
    const pdfAsEpub = new File([await pdfFile().arrayBuffer()], 'livro.epub', { type: 'application/epub+zip' });
    const zipNotEpub = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(80).fill(0)])], 'livro.epub');
    expect(await save(ebookId, ebook({ slug: 'educar-com-servicos-ebook' }), { epub: pdfAsEpub, pdf: epubFile('x.pdf') })).toEqual({
      ok: false,
      errors: { epub: 'epubInvalid', pdf: 'pdfInvalid' },
    });
    expect(await save(ebookId, ebook({ slug: 'educar-com-servicos-ebook' }), { epub: zipNotEpub })).toEqual({ ok: false, errors: { epub: 'epubInvalid' } });
    expect(storedFiles(dataDir, 'ebooks')).toEqual(before);
  });

  it('a failed transaction removes the uploaded file; a replaced file is removed after the change', async () => {
    const before = storedFiles(dataDir, 'ebooks');
    // The slug belongs to the print format: refused inside the transaction, after the upload.
    expect(await save(ebookId, ebook({ slug: 'educar-com-servicos-impresso' }), { pdf: pdfFile() })).toEqual({ ok: false, errors: { slug: 'slugTaken' } });
    expect(storedFiles(dataDir, 'ebooks')).toEqual(before);

    const [old] = await database.db.select().from(formats).where(eq(formats.id, ebookId));
    expect(await save(ebookId, ebook({ slug: 'educar-com-servicos-ebook', removeEpub: 'on' }), { pdf: pdfFile() })).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(formats).where(eq(formats.id, ebookId));
    expect(row!.epubFile).toBeNull();
    expect(row!.pdfFile).not.toBe(old!.pdfFile);
    expect(storedFiles(dataDir, 'ebooks')).toEqual([row!.pdfFile!.slice('ebooks/'.length)]);
  });

  it('deleting a format removes its files and updates the work', async () => {
    expect(await deleteFormat(database.db, admin, workId, ebookId)).toBe(true);
    expect(storedFiles(dataDir, 'ebooks')).toEqual([]);
    const [work] = await database.db.select().from(publications).where(eq(publications.id, workId));
    expect(work!.hasEbook).toBe(false);
    expect(await deleteFormat(database.db, admin, workId, ebookId)).toBe(false);
  });
});
