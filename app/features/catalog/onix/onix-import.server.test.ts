/**
 * ONIX 3.0 import: our own feed into an empty catalog and out again, the same products; another
 * press's feed (short tags, composite names, several currencies, a product without ISBN, codes we
 * do not take) with the preview it should give; the same file twice changes nothing; XXE refused;
 * a ZIP with the message and its covers, uploaded through the import page.
 */
import { randomBytes } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formats, publications, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { localStorage } from '#app/lib/storage/storage.server.ts';
import { seedCatalog } from '../seed/seed-catalog.server.ts';
import { onixProducts } from './onix.server.ts';
import { onixMessage, type OnixProduct } from './onix.ts';
import { applyOnixImport, previewOnixImport } from './onix-import.server.ts';
import { onixImportAction, type OnixImportResult } from './onix-import-page.server.ts';
import { OnixReadError } from './onix-read.server.ts';

// The import page keeps uploads, and the import stores covers, under DATA_DIR: a scratch folder for this file.
const dataDir = fsSync.mkdtempSync(path.join(os.tmpdir(), 'ipe-onix-data-'));
process.env.DATA_DIR = dataDir;
process.env.APP_URL = 'https://editora.example';

const APP = 'https://editora.example';
const HOST = 'editora.example';
let source: TestDatabase;
let target: TestDatabase;
let uploads: string;
const admin = 'onix-admin-0001';

async function* chunks(text: string, size = 4096) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

beforeAll(async () => {
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-onix-'));
  await seedCatalog(source.db, { files: localStorage(uploads) });
  for (const database of [source, target])
    await database.db
      .insert(users)
      .values({ id: admin, name: 'Equipe', lastName: 'Catálogo', email: 'catalogo@example.com', role: 'admin', emailVerified: true });
});
afterAll(async () => {
  await Promise.all([source.dispose(), target.dispose()]);
  await fs.rm(uploads, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** What a product says, without what only the source can know (files, covers, accessibility of an EPUB). */
const normal = (p: OnixProduct) => ({
  formatSlug: p.formatSlug,
  kind: p.kind,
  isbn: p.isbn ? p.isbn.replace(/[^0-9X]/gi, '') : null,
  workSlug: p.workSlug,
  workType: p.workType,
  title: p.title,
  subtitle: p.subtitle,
  contributors: p.contributors.map((c) => ({ given: c.given, family: c.family, role: c.role === 'organizer' ? 'editor' : c.role, orcid: c.orcid ?? null })),
  language: p.language,
  edition: p.edition,
  pages: p.pages,
  // The catalog's subjects go out in the press's own scheme, and are not read back as keywords.
  keywords: p.keywords.join('; '),
  description: p.description,
  publishedOn: p.publishedOn,
  license: p.kind === 'ebook' ? p.license : null,
  openAccess: p.openAccess,
  // A free open-access format says so in ONIX without a price: 0 and none are the same.
  priceBrl: p.openAccess && !p.priceBrl ? null : p.priceBrl,
  priceUsd: p.openAccess && !p.priceUsd ? null : p.priceUsd,
  stock: p.kind === 'print' ? p.stock : null,
  size: p.size,
  collection: p.collection,
});

describe('our own ONIX feed', () => {
  it('imports into an empty catalog and exports again the same products; a second import changes nothing', async () => {
    const exported = await onixProducts(source.db, APP);
    expect(exported.length).toBeGreaterThan(10);
    const message = onixMessage(exported, { appUrl: APP, sentAt: new Date(), contactEmail: 'x@example.com' });
    const preview = await previewOnixImport(target.db, () => chunks(message), HOST);
    expect(preview.skipped).toEqual([]);
    expect(preview.works.every((w) => w.action === 'create')).toBe(true);
    expect(await target.db.select().from(publications)).toEqual([]);

    const applied = await applyOnixImport(target.db, () => chunks(message), HOST, admin);
    expect(applied.works.length).toBe(new Set(exported.map((p) => p.workSlug)).size);
    const again = await onixProducts(target.db, APP);
    const key = (p: { formatSlug: string }) => p.formatSlug;
    expect(again.map(normal).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(exported.map(normal).sort((a, b) => key(a).localeCompare(key(b))));
    const [entry] = await target.db.select().from(auditLog).where(eq(auditLog.action, 'catalog.onix-import'));
    expect(entry).toMatchObject({ actorId: admin, details: expect.objectContaining({ created: applied.works.length }) });

    const second = await previewOnixImport(target.db, () => chunks(message), HOST);
    expect(second.works.filter((w) => w.action !== 'unchanged')).toEqual([]);
  });
});

describe('our own ONIX feed, read back into the catalog it came from', () => {
  it('changes nothing: every work and format of the demo catalog is unchanged, and applying it writes nothing', async () => {
    const exported = await onixProducts(source.db, APP);
    const message = onixMessage(exported, { appUrl: APP, sentAt: new Date(), contactEmail: 'x@example.com' });
    const preview = await previewOnixImport(source.db, () => chunks(message), HOST);
    expect(preview.skipped).toEqual([]);
    const changes = preview.works.flatMap((w) => [
      ...(w.action === 'unchanged' ? [] : [`${w.title}: ${w.action} ${w.changes.join(', ')}`]),
      ...w.formats.filter((f) => f.action !== 'unchanged').map((f) => `${w.title} (${f.kind}): ${f.action} ${f.changes.join(', ')}`),
    ]);
    expect(changes).toEqual([]);
    expect(preview.works.length).toBe(new Set(exported.map((p) => p.workSlug)).size);

    const catalog = async () => ({
      works: await source.db.select().from(publications).orderBy(publications.id),
      formats: await source.db.select().from(formats).orderBy(formats.id),
    });
    const before = await catalog();
    const applied = await applyOnixImport(source.db, () => chunks(message), HOST, admin);
    expect(applied.works.every((w) => w.action === 'unchanged')).toBe(true);
    expect(await catalog()).toEqual(before);
  });
});

/** Another press's feed, in short tags (fixtures/onix/README.md says what it holds). */
const foreign = await fs.readFile(new URL('../../../../fixtures/onix/outra-editora.xml', import.meta.url), 'utf8');

describe('another press’s feed', () => {
  it('previews the works and formats it takes, and each product it cannot, with the reason', async () => {
    const preview = await previewOnixImport(target.db, () => chunks(foreign, 300), HOST);
    expect(preview.products).toBe(6);
    expect(preview.skipped).toEqual([
      { reference: 'br.outra.0004', title: 'Audiolivro', reason: 'not-a-book' },
      { reference: 'br.outra.0005', title: 'Retirado', reason: 'delete-notice' },
      { reference: 'br.outra.0006', title: 'ISBN errado', reason: 'bad-isbn' },
    ]);
    const [cities, noIsbn] = preview.works;
    expect(cities).toMatchObject({
      title: 'Cidades que ensinam',
      action: 'create',
      formats: [
        { kind: 'print', isbn: '9786500000016' },
        { kind: 'ebook', isbn: '9786500000023' },
      ],
    });
    expect(cities!.warnings.sort()).toEqual(['other-currency', 'unknown-role']);
    expect(noIsbn).toMatchObject({ title: 'Um livro sem ISBN', action: 'create', formats: [{ kind: 'print', isbn: null }] });
  });

  it('applies it in one transaction: composite names, the store’s currencies, stock and size; again, nothing changes', async () => {
    await applyOnixImport(target.db, () => chunks(foreign), HOST, admin);
    const [work] = await target.db.select().from(publications).where(eq(publications.titlePt, 'Cidades que ensinam'));
    expect(work).toMatchObject({
      subtitlePt: 'escolas e bairros',
      language: 'pt',
      pages: 212,
      publishedOn: '2025-03-10',
      keywordsPt: ['cidades', 'educação'],
      status: 'published',
    });
    expect(work!.contributors).toEqual([
      { given: 'Helena', family: 'Prado', role: 'author' },
      { given: 'Ciro', family: 'Moura', role: 'author' },
      { given: 'Lia', family: 'Campos', role: 'author' },
    ]);
    const made = await target.db.select().from(formats).where(eq(formats.publicationId, work!.id));
    expect(made.map((f) => [f.kind, f.isbn, f.priceBrl, f.priceUsd, f.stock, f.heightMm]).sort()).toEqual([
      ['ebook', '9786500000023', 3990, null, null, null],
      ['print', '9786500000016', 8990, 2400, 40, 230],
    ]);
    const [english] = await target.db.select().from(publications).where(eq(publications.titleEn, 'Um livro sem ISBN'));
    expect(english).toMatchObject({ language: 'en', titlePt: null });
    // A field the file does not carry is kept: staff's abstract in English stays.
    await target.db.update(publications).set({ abstractEn: 'Written by staff.' }).where(eq(publications.id, work!.id));
    const again = await previewOnixImport(target.db, () => chunks(foreign), HOST);
    expect(again.works.map((w) => w.action)).toEqual(['unchanged', 'unchanged']);
    await applyOnixImport(target.db, () => chunks(foreign), HOST, admin);
    const [kept] = await target.db.select().from(publications).where(eq(publications.id, work!.id));
    expect(kept!.abstractEn).toBe('Written by staff.');
    expect(await target.db.select().from(publications).where(eq(publications.titlePt, 'Cidades que ensinam'))).toHaveLength(1);
  });
});

describe('a file that is not a plain ONIX message', () => {
  it('refuses a document type (no entity is ever expanded) and anything that is not ONIX', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE ONIXMessage [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<ONIXMessage release="3.0"><Product><RecordReference>&secret;</RecordReference></Product></ONIXMessage>`;
    await expect(previewOnixImport(target.db, () => chunks(xxe, 10), HOST)).rejects.toEqual(new OnixReadError('doctype'));
    await expect(previewOnixImport(target.db, () => chunks('<rss><channel/></rss>'), HOST)).rejects.toEqual(new OnixReadError('not-onix'));
    await expect(previewOnixImport(target.db, () => chunks('just text'), HOST)).rejects.toEqual(new OnixReadError('not-onix'));
  });
});

/** A product of a third press naming its cover by a link whose last part is the file's name. */
const productWithCover = (n: number, title: string, link: string) =>
  `<Product><RecordReference>br.terceira.000${n}</RecordReference><NotificationType>03</NotificationType>
<DescriptiveDetail><ProductForm>BC</ProductForm><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail></DescriptiveDetail>
<CollateralDetail><SupportingResource><ResourceContentType>01</ResourceContentType><ContentAudience>00</ContentAudience><ResourceMode>03</ResourceMode><ResourceVersion><ResourceForm>02</ResourceForm><ResourceLink>${link}</ResourceLink></ResourceVersion></SupportingResource></CollateralDetail>
</Product>`;
const messageOf = (...products: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference"><Header><Sender><SenderName>Terceira</SenderName></Sender><SentDateTime>20261101</SentDateTime></Header>
${products.join('\n')}
</ONIXMessage>`;

/** A PNG's header saying `width` × `height`, then pixel data that does not decode: only a check of the header can call it too large. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sizes = Buffer.alloc(8);
    sizes.writeUInt32BE(data.length, 0);
    sizes.writeUInt32BE(zlib.crc32(body), 4);
    return Buffer.concat([sizes.subarray(0, 4), body, sizes.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a ZIP with the message and its covers', () => {
  it('takes a product’s cover from the upload (no network), for a work without one; a ZIP bomb is refused before inflating', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const sharp = (await import('sharp')).default;
    const { onixZip } = await import('./onix-import.server.ts');
    const { overlappingZipBomb } = await import('#app/lib/archive/zip-bombs.server.ts');
    const { ArchiveRefused } = await import('#app/lib/archive/zip-reader.server.ts');
    const cover = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const message = messageOf(productWithCover(1, 'Livro com capa', 'https://terceira.example/imagens/Capa-1.JPG'));
    const zip = zipSync({ 'feed/onix.xml': strToU8(message), 'feed/capa-1.jpg': new Uint8Array(cover), 'feed/leia-me.txt': strToU8('nada') });
    const opened = (await onixZip(zip))!;
    expect([...opened.covers.names]).toEqual(['capa-1.jpg']);
    const plan = await applyOnixImport(target.db, () => Readable.from([opened.xml]), HOST, admin, opened.covers);
    expect(plan.works).toMatchObject([{ title: 'Livro com capa', action: 'create' }]);
    const [work] = await target.db.select().from(publications).where(eq(publications.titlePt, 'Livro com capa'));
    expect(work!.cover).toMatch(/^covers\/capa-1-[0-9a-f]{12}\.jpg$/);
    expect([work!.coverWidth, work!.coverHeight]).toEqual([400, 600]);
    await expect(onixZip(overlappingZipBomb({ firstName: 'onix.xml' }))).rejects.toBeInstanceOf(ArchiveRefused);
  });

  it('uploaded on the import page, previews and imports with its covers: images it does not name are never read, one too large is refused by its header or its size, and the preview says why', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const sharp = (await import('sharp')).default;
    const cover = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#993366' } })
      .png()
      .toBuffer();
    const message = messageOf(
      productWithCover(2, 'Capa enviada no ZIP', 'capas/enviada.png'),
      productWithCover(3, 'Capa de 64 megapixels', 'https://terceira.example/gigante.png'),
      productWithCover(4, 'Capa de 6 MB', 'pesada.jpg'),
    );
    // An image no product names, whose data is damaged: reading it would refuse the whole upload.
    const unnamed = Buffer.concat([Buffer.from('NAO-LIDA'), randomBytes(64)]);
    const zip = Buffer.from(
      zipSync({
        'onix.xml': strToU8(message),
        'capas/enviada.png': new Uint8Array(cover),
        'gigante.png': new Uint8Array(pngClaiming(8000, 8000)),
        'pesada.jpg': [new Uint8Array(randomBytes(6 * 1024 * 1024)), { level: 0 }],
        'solta.png': [new Uint8Array(unnamed), { level: 0 }],
      }),
    );
    const damaged = zip.indexOf('NAO-LIDA');
    zip[damaged] = zip[damaged]! ^ 0xff;

    const send = async (fields: Record<string, string | File>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return onixImportAction(target.db, admin, new Request('http://localhost:3000/admin/catalog/import', { method: 'POST', body: form }));
    };
    const preview = await send({ intent: 'preview', file: new File([zip], 'terceira.zip', { type: 'application/zip' }) });
    if (preview.kind !== 'state') throw new Error('an import answers on its page');
    expect(preview.status).toBe(200);
    expect(preview.state).toMatchObject({ form: 'onix-import', ok: true, message: 'previewTitle', params: { file: 'terceira.zip', products: 3 } });
    const state = preview.state.result as Extract<OnixImportResult, { step: 'preview' }>;
    expect(state.step).toBe('preview');
    expect(state.plan.works.map((w) => [w.title, w.action, w.warnings])).toEqual([
      ['Capa enviada no ZIP', 'create', []],
      ['Capa de 64 megapixels', 'create', ['cover-too-large']],
      ['Capa de 6 MB', 'create', ['cover-too-large']],
    ]);

    const applied = await send({ intent: 'apply', token: state.token });
    expect(applied).toMatchObject({ status: 200, state: { ok: true, message: 'applied', params: { create: 3, update: 0 }, result: { step: 'applied' } } });
    // Applied once: the same token again has nothing kept, and a post without a file says so.
    expect(await send({ intent: 'apply', token: state.token })).toMatchObject({ status: 410, state: { form: 'onix-import', message: 'refused.expired' } });
    expect(await send({ intent: 'preview' })).toMatchObject({ status: 400, state: { form: 'onix-import', message: 'refused.no-file' } });
    const made = await target.db
      .select({ title: publications.titlePt, cover: publications.cover, width: publications.coverWidth })
      .from(publications)
      .where(eq(publications.type, 'book'));
    const byTitle = new Map(made.map((w) => [w.title, w]));
    expect(byTitle.get('Capa enviada no ZIP')).toMatchObject({ cover: expect.stringMatching(/^covers\/enviada-[0-9a-f]{12}\.jpg$/), width: 300 });
    expect(fsSync.existsSync(path.join(dataDir, 'uploads', byTitle.get('Capa enviada no ZIP')!.cover!))).toBe(true);
    expect(byTitle.get('Capa de 64 megapixels')!.cover).toBeNull();
    expect(byTitle.get('Capa de 6 MB')!.cover).toBeNull();
  });

  it('cuts a description longer than the catalog takes at a word, and says so', async () => {
    const long = `${'Uma descrição longa demais. '.repeat(400)}`;
    const message = messageOf(
      productWithCover(5, 'Descrição longa', 'nenhuma.jpg').replace(
        '<CollateralDetail>',
        `<CollateralDetail><TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience><Text>${long}</Text></TextContent>`,
      ),
    );
    const plan = await applyOnixImport(target.db, () => chunks(message), HOST, admin);
    expect(plan.works).toMatchObject([{ title: 'Descrição longa', warnings: ['description-cut'] }]);
    const [work] = await target.db.select().from(publications).where(eq(publications.titlePt, 'Descrição longa'));
    expect(work!.abstractPt!.length).toBeLessThanOrEqual(5_000);
    expect(work!.abstractPt).toMatch(/^Uma descrição longa demais\. .*[a-zç.] …$/);
  });
});
