import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { formats, jobs, publications, publicationSubjects, rateLimits, stockAlerts, subjects } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action as productAction, loader as productLoader } from '#app/routes/catalog/product.tsx';
import { loader as bookLoader } from '#app/routes/catalog/book.tsx';
import { formRequest, routeArgs, unwrap } from '#app/test/route-args.ts';
import { openAccessFile } from './downloads.server.ts';
import { refreshAllPublicationIndexes } from './search-index.server.ts';
import { notifyStockAlerts } from './stock-alerts/stock-alerts.server.ts';

let database: TestDatabase;
let printId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const [work, draft] = await database.db
    .insert(publications)
    .values([
      {
        type: 'book',
        slug: 'cidades',
        status: 'published',
        titlePt: 'Cidades que cuidam',
        titleEn: 'Caring cities',
        abstractPt: 'Resumo.',
        abstractEn: 'Abstract.',
        openAccess: true,
        publishedOn: '2024-05-01',
        contributors: [{ given: 'Lia', family: 'Rocha', role: 'author', orcid: '0000-0002-1825-0097' }],
      },
      { type: 'book', slug: 'rascunho', status: 'draft', titlePt: 'Rascunho' },
      { type: 'book', slug: 'vizinhos', status: 'published', titlePt: 'Vizinhos', publishedOn: '2023-01-01' },
    ])
    .returning();
  const [print] = await database.db
    .insert(formats)
    .values([
      { publicationId: work!.id, kind: 'print', slug: 'cidades-impresso', isbn: '9786500000001', priceBrl: 7900, priceUsd: 2200, stock: 0 },
      { publicationId: work!.id, kind: 'ebook', slug: 'cidades-ebook', epubFile: 'ebooks/cidades.epub' },
      { publicationId: draft!.id, kind: 'ebook', slug: 'rascunho-ebook', epubFile: 'ebooks/rascunho.epub' },
    ])
    .returning();
  printId = print!.id;
  await refreshAllPublicationIndexes(database.db);
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(stockAlerts);
  await database.db.delete(jobs);
  await database.db.delete(rateLimits);
  await database.db.update(formats).set({ stock: 0 }).where(eq(formats.id, printId));
});

const notify = (email: string, path = '/product/cidades-impresso', ip?: string) =>
  productAction(routeArgs(formRequest(path, { intent: 'notify', email, website: '' }), { slug: 'cidades-impresso' }, ip)).then(unwrap);

describe('book and product pages', () => {
  it('a published book answers with its formats and JSON-LD; a draft or unknown slug is 404; /book alone goes to the books', async () => {
    const book = (await bookLoader(routeArgs(new Request('http://localhost:3000/en/book/cidades'), { slug: 'cidades' }))) as Awaited<
      ReturnType<typeof bookLoader>
    >;
    expect(book.view.title).toBe('Caring cities');
    // In English, the printed book's dollar price; the open-access ebook is a free download, not an offer.
    expect(book.view.offers).toEqual([
      {
        id: printId,
        name: 'Printed book',
        price: '$22.00',
        availability: 'Temporarily out of stock',
        outOfStock: true,
        link: { to: '/product/cidades-impresso', label: 'Tell me when it is back' },
      },
    ]);
    expect(book.view.openAccess?.files).toEqual([{ href: '/download/cidades-ebook/epub', label: 'Download EPUB' }]);
    expect(book.view.details).toContainEqual({ term: 'ISBN (Printed book)', value: '9786500000001' });
    expect(book.meta).toContainEqual({ title: 'Caring cities · Editora Ipê' });
    const jsonLd = (book.meta.find((tag) => 'script:ld+json' in tag) as { 'script:ld+json': { url: string; image?: string; workExample: { isbn: string }[] } })[
      'script:ld+json'
    ];
    expect(jsonLd.url).toBe('http://localhost:3000/en/book/cidades');
    expect(jsonLd.workExample.map((w) => w.isbn)).toContain('9786500000001');
    expect(book.meta).toContainEqual({ name: 'citation_title', content: 'Caring cities' });
    // No cover: no image in the JSON-LD, and link previews show the press's picture instead.
    expect(jsonLd.image).toBeUndefined();
    expect(book.meta.find((tag) => 'property' in tag && tag.property === 'og:image')).toMatchObject({
      content: expect.stringMatching(/^http:\/\/localhost:3000\/_ipx\/.*\/images\/ipe-hero-bc8c00ea74a06c9b\.jpg$/),
    });
    await expect(bookLoader(routeArgs(new Request('http://localhost:3000/book/rascunho'), { slug: 'rascunho' }))).rejects.toMatchObject({ status: 404 });
    await expect(bookLoader(routeArgs(new Request('http://localhost:3000/book/nada'), { slug: 'nada' }))).rejects.toMatchObject({ status: 404 });
    const toBooks = await bookLoader(routeArgs(new Request('http://localhost:3000/en/book'), {})).catch((r: Response) => r);
    expect((toBooks as Response).headers.get('Location')).toBe('/en/catalog/books');
  });

  it('product page: out of stock, with the dollar price in English', async () => {
    const product = (await productLoader(routeArgs(new Request('http://localhost:3000/en/product/cidades-impresso'), { slug: 'cidades-impresso' }))) as Awaited<
      ReturnType<typeof productLoader>
    >;
    expect(product.title).toBe('Printed book of Caring cities');
    expect((product.structuredMeta[0] as { 'script:ld+json': { offers: unknown } })['script:ld+json'].offers).toMatchObject({
      price: '79.00',
      priceCurrency: 'BRL',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('where one buys: an ebook says what its files state, a printed copy where to read the work otherwise, in the page’s language', async () => {
    const load = async (url: string, slug: string) => (await productLoader(routeArgs(new Request(url), { slug }))) as Awaited<ReturnType<typeof productLoader>>;
    const print = await load('http://localhost:3000/en/product/cidades-impresso', 'cidades-impresso');
    expect(print.accessibility).toContain('A printed copy is read by sight');
    expect(print.accessibility).toContain('href="/en/book/cidades#accessibility"');
    expect(print.accessibility).toMatch(/href="\/en\/accessible-version\/request\?work=\d+"/);
    // An EPUB with no edition read yet says it knows nothing; a PDF-only one says what its PDF stated.
    const ebook = await load('http://localhost:3000/product/cidades-ebook', 'cidades-ebook');
    expect(ebook.accessibility).toContain('Nenhum arquivo desta obra declara sua acessibilidade.');
    await database.db
      .update(formats)
      .set({
        epubFile: null,
        pdfFile: 'ebooks/cidades.pdf',
        pdfAccessibility: { tagged: true, lang: 'pt-BR', title: null, images: false, figuresDescribed: false },
      })
      .where(eq(formats.slug, 'cidades-ebook'));
    try {
      const pdf = await load('http://localhost:3000/product/cidades-ebook', 'cidades-ebook');
      for (const said of ['Do PDF, como o próprio arquivo declara.', 'Pode ser lido em voz alta', 'O PDF tem marcação de estrutura'])
        expect(pdf.accessibility).toContain(said);
    } finally {
      await database.db
        .update(formats)
        .set({ epubFile: 'ebooks/cidades.epub', pdfFile: null, pdfAccessibility: null })
        .where(eq(formats.slug, 'cidades-ebook'));
    }
  });
});

describe('e-mail me when available', () => {
  it('stores one request per address, refuses bad e-mail with 400 keeping it, and mails once when stock returns', async () => {
    expect(await notify('leitor@example.com')).toMatchObject({
      status: 200,
      body: { form: 'stock-alert', ok: true, message: 'notifySaved', params: { email: 'leitor@example.com' } },
    });
    expect((await notify('Leitor@Example.com')).status).toBe(200);
    const bad = await notify('não é e-mail');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { email: 'emailInvalid' }, values: { email: 'não é e-mail' } });
    await notify('outra@example.com');
    expect(await database.db.select().from(stockAlerts)).toHaveLength(2);

    await database.db.transaction(async (tx) => {
      await tx.update(formats).set({ stock: 12 }).where(eq(formats.id, printId));
      expect(await notifyStockAlerts(tx, printId)).toBe(2);
    });
    const mails = await database.db.select().from(jobs);
    expect(mails.map((j) => (j.payload as { to: string }).to).sort()).toEqual(['leitor@example.com', 'outra@example.com']);
    expect((mails[0]!.payload as { text: string }).text).toContain('/product/cidades-impresso');
    // Each request is mailed once.
    expect(await notifyStockAlerts(database.db, printId)).toBe(0);
    // In stock now: nothing to wait for.
    expect((await notify('mais@example.com')).body).toMatchObject({ ok: true, message: 'notifyInStock' });
  });

  it('does not mail while the stock is still zero, and limits requests per address', async () => {
    await notify('leitor@example.com');
    expect(await notifyStockAlerts(database.db, printId)).toBe(0);
    let last = { status: 200 };
    for (let i = 0; i < 11; i++) last = await notify(`p${i}@example.com`, undefined, '198.51.100.9');
    expect(last.status).toBe(429);
  });
});

describe('open-access downloads', () => {
  it('serves the files of published open-access works only', async () => {
    expect(await openAccessFile(database.db, 'cidades-ebook', 'epub')).toEqual({ key: 'ebooks/cidades.epub', filename: 'cidades' });
    expect(await openAccessFile(database.db, 'cidades-ebook', 'pdf')).toBeNull();
    expect(await openAccessFile(database.db, 'rascunho-ebook', 'epub')).toBeNull();
    expect(await openAccessFile(database.db, 'cidades-impresso', 'epub')).toBeNull();
  });
});

describe('related works', () => {
  it('a book without a collection finds works that share a subject', async () => {
    const works = await database.db.select().from(publications);
    const id = (slug: string) => works.find((w) => w.slug === slug)!.id;
    const [subject] = await database.db.insert(subjects).values({ slug: 'urbanismo', namePt: 'Urbanismo', nameEn: 'Urbanism' }).returning();
    await database.db.insert(publicationSubjects).values([
      { publicationId: id('cidades'), subjectId: subject!.id },
      { publicationId: id('vizinhos'), subjectId: subject!.id },
      { publicationId: id('rascunho'), subjectId: subject!.id },
    ]);
    const book = (await bookLoader(routeArgs(new Request('http://localhost:3000/book/cidades'), { slug: 'cidades' }))) as Awaited<
      ReturnType<typeof bookLoader>
    >;
    expect(book.related.map((r) => r.slug)).toEqual(['vizinhos']);
  });
});
