/**
 * ONIX 3.0 import: our own feed into an empty catalog and out again, the same products; another
 * press's feed (short tags, composite names, several currencies, a product without ISBN, codes we
 * do not take) with the preview it should give; the same file twice changes nothing; XXE refused.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formats, publications, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.ts';
import { localStorage } from '#app/lib/storage/storage.server.ts';
import { seedCatalog } from '../seed/seed-catalog.server.ts';
import { onixProducts } from './onix.server.ts';
import { onixMessage, type OnixProduct } from './onix.ts';
import { applyOnixImport, previewOnixImport } from './onix-import.server.ts';
import { OnixReadError } from './onix-read.server.ts';

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
  await target.db.insert(users).values({ id: admin, name: 'Equipe', lastName: 'Catálogo', email: 'catalogo@example.com', role: 'admin', emailVerified: true });
});
afterAll(async () => {
  await Promise.all([source.dispose(), target.dispose()]);
  await fs.rm(uploads, { recursive: true, force: true });
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
  keywords: [...p.subjects, ...p.keywords].join('; '),
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
    expect(cities).toMatchObject({ title: 'Cidades que ensinam', action: 'create', formats: [{ kind: 'print', isbn: '9786500000016' }, { kind: 'ebook', isbn: '9786500000023' }] });
    expect(cities!.warnings.sort()).toEqual(['other-currency', 'unknown-role']);
    expect(noIsbn).toMatchObject({ title: 'Um livro sem ISBN', action: 'create', formats: [{ kind: 'print', isbn: null }] });
  });

  it('applies it in one transaction: composite names, the store’s currencies, stock and size; again, nothing changes', async () => {
    await applyOnixImport(target.db, () => chunks(foreign), HOST, admin);
    const [work] = await target.db.select().from(publications).where(eq(publications.titlePt, 'Cidades que ensinam'));
    expect(work).toMatchObject({ subtitlePt: 'escolas e bairros', language: 'pt', pages: 212, publishedOn: '2025-03-10', keywordsPt: ['cidades', 'educação'], status: 'published' });
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

describe('a ZIP with the message and its covers', () => {
  it('takes a product’s cover from the upload (no network), for a work without one; a ZIP bomb is refused before inflating', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const sharp = (await import('sharp')).default;
    const { onixZip } = await import('./onix-import.server.ts');
    const { overlappingZipBomb } = await import('#app/lib/archive/zip-bombs.server.ts');
    const { ArchiveRefused } = await import('#app/lib/archive/zip-reader.server.ts');
    const cover = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const message = `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference"><Header><Sender><SenderName>Terceira</SenderName></Sender><SentDateTime>20261101</SentDateTime></Header>
<Product><RecordReference>br.terceira.0001</RecordReference><NotificationType>03</NotificationType>
<DescriptiveDetail><ProductForm>BC</ProductForm><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Livro com capa</TitleText></TitleElement></TitleDetail></DescriptiveDetail>
<CollateralDetail><SupportingResource><ResourceContentType>01</ResourceContentType><ContentAudience>00</ContentAudience><ResourceMode>03</ResourceMode><ResourceVersion><ResourceForm>02</ResourceForm><ResourceLink>https://terceira.example/imagens/Capa-1.JPG</ResourceLink></ResourceVersion></SupportingResource></CollateralDetail>
</Product></ONIXMessage>`;
    const zip = zipSync({ 'feed/onix.xml': strToU8(message), 'feed/capa-1.jpg': new Uint8Array(cover), 'feed/leia-me.txt': strToU8('nada') });
    const opened = (await onixZip(zip))!;
    expect([...opened.covers.keys()]).toEqual(['capa-1.jpg']);
    const plan = await applyOnixImport(target.db, () => Readable.from([opened.xml]), HOST, admin, opened.covers);
    expect(plan.works).toMatchObject([{ title: 'Livro com capa', action: 'create' }]);
    const [work] = await target.db.select().from(publications).where(eq(publications.titlePt, 'Livro com capa'));
    expect(work!.cover).toMatch(/^covers\/capa-1-[0-9a-f]{12}\.jpg$/);
    expect([work!.coverWidth, work!.coverHeight]).toEqual([400, 600]);
    await expect(onixZip(overlappingZipBomb({ firstName: 'onix.xml' }))).rejects.toBeInstanceOf(ArchiveRefused);
  });
});
