import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { formats, publications, readerEditions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { loader as onixLoader } from '#app/routes/resources/onix.ts';
import { routeArgs } from '#app/test/route-args.ts';
import { validateXml } from '#app/test/xml-schema.ts';
import { insertMetadataFixtures, type MetadataFixtures } from '../metadata-test-fixtures.ts';
import { xpath } from '../xml-test-helpers.ts';
import { normalizeAccessibility } from '#app/features/scholarly/api.ts';
import { accessibilityFeatures, onixMessage } from './onix.ts';
import { fullTextPdf } from '#app/features/fulltext/api.server.ts';
import { loader as bookLoader } from '#app/routes/catalog/book.tsx';
import { readPdfAccessibility } from '../pdf-accessibility.server.ts';
import { onixProducts } from './onix.server.ts';

let database: TestDatabase;
let f: MetadataFixtures;
const appUrl = 'https://editoraipe.example';
const ns = { o: 'http://ns.editeur.org/onix/3.0/reference' };
const accessibility = {
  accessModes: ['textual'],
  accessModesSufficient: ['textual'],
  features: ['structuralNavigation', 'tableOfContents', 'readingOrder', 'displayTransformability', 'alternativeText'],
  hazards: ['none'],
  summary: 'This publication meets WCAG 2.1 Level AA.',
  conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA',
};

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  f = await insertMetadataFixtures(database.db);
  await database.db
    .update(formats)
    .set({ priceUsd: 1500, widthMm: 160, heightMm: 230, depthMm: 15, weightGrams: 380 })
    .where(eq(formats.slug, 'design-de-servicos-impresso'));
  await database.db
    .update(publications)
    .set({ license: 'CC-BY-4.0', keywordsPt: ['serviços', 'design'] })
    .where(eq(publications.id, f.pub.book));
  await database.db.update(formats).set({ epubFile: 'ebooks/x.epub' }).where(eq(formats.slug, 'design-de-servicos-ebook'));
  await database.db.insert(readerEditions).values({
    publicationId: f.pub.book,
    version: 1,
    sourceFile: 'x.epub',
    title: 'Design de serviços',
    language: 'pt',
    metadata: { accessibility },
    assetsPrefix: 'reader/x',
  });
});
afterAll(() => database.dispose());

const message = async (workSlug?: string) =>
  onixMessage(await onixProducts(database.db, appUrl, workSlug), {
    appUrl,
    sentAt: new Date('2026-11-26T10:30:00Z'),
    contactEmail: 'livros@editoraipe.example',
  });
const find = (xml: string, path: string) => xpath(database.db, xml, path, ns);

describe('ONIX for Books 3.0', () => {
  it('the catalog: one product per format of each published work, valid against EDItEUR’s schema and code lists', async () => {
    const xml = await message();
    const validation = validateXml('onix-3.0', xml);
    expect(validation.valid, validation.messages).toBe(true);
    expect(await find(xml, '//o:Product/o:RecordReference/text()')).toEqual([
      'example.editoraipe.design-de-servicos-impresso',
      'example.editoraipe.design-de-servicos-ebook',
    ]);
    expect(await find(xml, '//o:Header/o:SentDateTime/text()')).toEqual(['20261126T1030Z']);
    // No draft work, and no work without a format.
    expect(xml).not.toContain('rascunho');
  });

  it('a printed book: ISBN, people, pages, sizes, stock, and a price per currency and territory', async () => {
    const xml = await message('design-de-servicos');
    const print = "//o:Product[o:RecordReference='example.editoraipe.design-de-servicos-impresso']";
    expect(await find(xml, `${print}/o:ProductIdentifier/o:IDValue/text()`)).toEqual(['9786500000000']);
    expect(await find(xml, `${print}/o:DescriptiveDetail/o:ProductForm/text()`)).toEqual(['BC']);
    expect(await find(xml, `${print}//o:TitleElement/o:TitleText/text()`)).toEqual(['Design de serviços']);
    expect(await find(xml, `${print}//o:Contributor/o:KeyNames/text()`)).toEqual(['Souza']);
    expect(await find(xml, `${print}//o:Contributor/o:ContributorRole/text()`)).toEqual(['A01']);
    expect(await find(xml, `${print}//o:Extent/o:ExtentValue/text()`)).toEqual(['240']);
    expect(await find(xml, `${print}//o:EditionNumber/text()`)).toEqual(['2']);
    expect(await find(xml, `${print}//o:Measure[o:MeasureType='08']/o:Measurement/text()`)).toEqual(['380']);
    // Stock, in each market's supply detail.
    expect(await find(xml, `${print}//o:Stock/o:OnHand/text()`)).toEqual(['3', '3']);
    expect(await find(xml, `${print}//o:Price/o:PriceAmount/text()`)).toEqual(['89.90', '15.00']);
    expect(await find(xml, `${print}//o:Price/o:CurrencyCode/text()`)).toEqual(['BRL', 'USD']);
    expect(await find(xml, `${print}//o:PublishingDate/o:Date/text()`)).toEqual(['20240508']);
    expect(await find(xml, `${print}//o:Subject/o:SubjectHeadingText/text()`)).toEqual(['serviços; design']);
    expect(await find(xml, `${print}//o:ProductFormFeature`)).toEqual([]);
  });

  it('an ebook carries its accessibility (type 09, list 196; hazards as type 12) and its open licence', async () => {
    const xml = await message('design-de-servicos');
    const ebook = "//o:Product[o:RecordReference='example.editoraipe.design-de-servicos-ebook']";
    expect(await find(xml, `${ebook}//o:ProductFormDetail/text()`)).toEqual(['E101']);
    expect(await find(xml, `${ebook}//o:ProductFormFeature[o:ProductFormFeatureType='09']/o:ProductFormFeatureValue/text()`)).toEqual([
      '04',
      '81',
      '85',
      '10',
      '11',
      '13',
      '14',
      '29',
      '36',
      '52',
      '00',
    ]);
    expect(await find(xml, `${ebook}//o:ProductFormFeature[o:ProductFormFeatureValue='00']/o:ProductFormFeatureDescription/text()`)).toEqual([
      'This publication meets WCAG 2.1 Level AA.',
    ]);
    expect(await find(xml, `${ebook}//o:ProductFormFeature[o:ProductFormFeatureType='12']/o:ProductFormFeatureValue/text()`)).toEqual(['14', '16', '18']);
    expect(await find(xml, `${ebook}//o:EpubLicenseExpressionLink/text()`)).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
    expect(await find(xml, `${ebook}//o:ProductAvailability/text()`)).toEqual(['20']);
  });

  it('an ebook with no file yet is announced as not yet available (list 65, code 10), and says neither EPUB nor an accessibility it does not know', async () => {
    await database.db.update(formats).set({ epubFile: null }).where(eq(formats.slug, 'design-de-servicos-ebook'));
    try {
      const xml = await message('design-de-servicos');
      const ebook = "//o:Product[o:RecordReference='example.editoraipe.design-de-servicos-ebook']";
      expect(await find(xml, `${ebook}//o:ProductAvailability/text()`)).toEqual(['10']);
      expect(await find(xml, `${ebook}//o:ProductFormDetail/text()`)).toEqual([]);
      expect(await find(xml, `${ebook}//o:ProductFormFeature[o:ProductFormFeatureType='09']/o:ProductFormFeatureValue/text()`)).toEqual(['08']);
      const validation = validateXml('onix-3.0', xml);
      expect(validation.valid, validation.messages).toBe(true);
    } finally {
      await database.db.update(formats).set({ epubFile: 'ebooks/x.epub' }).where(eq(formats.slug, 'design-de-servicos-ebook'));
    }
  });

  it('every product that says EPUB (E101) states its EPUB accessibility (type 09), in the whole catalog', async () => {
    const xml = await message();
    const epubs = await find(xml, "//o:Product[o:DescriptiveDetail/o:ProductFormDetail='E101']/o:RecordReference/text()");
    expect(epubs.length).toBeGreaterThan(0);
    for (const reference of epubs) {
      const values = await find(
        xml,
        `//o:Product[o:RecordReference='${reference}']//o:ProductFormFeature[o:ProductFormFeatureType='09']/o:ProductFormFeatureValue/text()`,
      );
      expect(values, reference).toContain('10');
      expect(values, reference).not.toContain('08');
    }
  });

  it('maps conformance and hazards it is given, and says nothing it is not told', () => {
    const codes = (a: Record<string, unknown>) =>
      accessibilityFeatures(normalizeAccessibility({ ...accessibility, summary: '', ...a })!).map((x) => `${x.type}:${x.value}`);
    expect(
      codes({ conformsTo: 'EPUB Accessibility 1.0 - WCAG 2.0 Level A', features: [], accessModes: ['textual', 'visual'], accessModesSufficient: [] }),
    ).toEqual(['09:02', '09:80', '09:84', '09:10', '12:14', '12:16', '12:18']);
    // Images and text, with no set of modes said to be enough: not "reading without sight" (52).
    expect(codes({ conformsTo: null, features: ['MathML'], hazards: ['flashing'], accessModes: ['textual', 'visual'], accessModesSufficient: [] })).toEqual([
      '09:10',
      '09:17',
      '12:13',
    ]);
  });

  it('names the certifier and its report, and an EAA exemption (list 196: 90, 94, 75–77), as the work page does', () => {
    const codes = accessibilityFeatures(
      normalizeAccessibility({
        ...accessibility,
        certifiedBy: 'Fundação Dorina Nowill',
        certifierReport: 'https://certifier.example/report/1',
        exemptions: ['eaa-microenterprise'],
        fixedLayout: true,
      })!,
    );
    const values = codes.map((x) => x.value);
    expect(values).toContain('75');
    expect(values).not.toContain('36'); // a fixed layout cannot change its appearance
    expect(codes.find((x) => x.value === '90')?.description).toBe('Fundação Dorina Nowill');
    expect(codes.find((x) => x.value === '94')?.description).toBe('https://certifier.example/report/1');
  });

  it('a certified, exempted ebook stays valid against EDItEUR’s schema and code lists', async () => {
    const products = (await onixProducts(database.db, appUrl, 'design-de-servicos')).map((p) =>
      p.accessibility
        ? {
            ...p,
            accessibility: {
              ...p.accessibility,
              certifiedBy: 'Fundação Dorina Nowill',
              certifierReport: 'https://certifier.example/r/1',
              exemptions: ['eaa-fundamental-alteration'],
              summary: 'Atende ao WCAG 2.1 nível AA.',
              summaryLang: 'pt-BR',
            },
          }
        : p,
    );
    const xml = onixMessage(products, { appUrl, sentAt: new Date('2026-11-26T10:30:00Z'), contactEmail: 'livros@editoraipe.example' });
    const ebook = "//o:Product[o:RecordReference='example.editoraipe.design-de-servicos-ebook']";
    expect(await find(xml, `${ebook}//o:ProductFormFeature[o:ProductFormFeatureValue='90']/o:ProductFormFeatureDescription/text()`)).toEqual([
      'Fundação Dorina Nowill',
    ]);
    expect(await find(xml, `${ebook}//o:ProductFormFeature[o:ProductFormFeatureValue='77']/o:ProductFormFeatureType/text()`)).toEqual(['09']);
    // The summary says its language (a Portuguese book's, as our EPUBs now write it).
    expect(xml).toContain('<ProductFormFeatureDescription language="por">Atende ao WCAG 2.1 nível AA.</ProductFormFeatureDescription>');
    const validation = validateXml('onix-3.0', xml);
    expect(validation.valid, validation.messages).toBe(true);
  });

  it('a PDF-only ebook: ONIX, the JSON-LD and the book’s page say the same of its tagged PDF, read when it was uploaded', async () => {
    // Our own typeset PDF, read as an upload is: tagged, in Portuguese, text only.
    const header = { title: 'Design de serviços', authors: [], source: 'Editora Ipê', abstracts: [], language: 'pt-BR', url: appUrl };
    const pdfAccessibility = readPdfAccessibility(await fullTextPdf(header, '<h2>Introdução</h2><p>Um parágrafo.</p>'));
    expect(pdfAccessibility).toMatchObject({ tagged: true, lang: 'pt-BR', images: false });
    await database.db.update(formats).set({ epubFile: null, pdfFile: 'ebooks/x.pdf', pdfAccessibility }).where(eq(formats.slug, 'design-de-servicos-ebook'));
    await database.db.update(readerEditions).set({ current: false }).where(eq(readerEditions.publicationId, f.pub.book));
    try {
      const xml = await message('design-de-servicos');
      const validation = validateXml('onix-3.0', xml);
      expect(validation.valid, validation.messages).toBe(true);
      const ebook = "//o:Product[o:RecordReference='example.editoraipe.design-de-servicos-ebook']";
      expect(await find(xml, `${ebook}//o:ProductFormDetail/text()`)).toEqual(['E107']);
      // A single logical reading order (its tags), readable without sight (text only); nothing it does not state (no 08, no 10, no hazards, no 36).
      expect(await find(xml, `${ebook}//o:ProductFormFeature/o:ProductFormFeatureValue/text()`)).toEqual(['13', '52']);

      const page = (await bookLoader(routeArgs(new Request(`${appUrl}/book/design-de-servicos`), { slug: 'design-de-servicos' }))) as {
        accessibility: string;
        meta: { 'script:ld+json'?: Record<string, unknown> }[];
      };
      const jsonLd = page.meta.find((m) => m['script:ld+json'])!['script:ld+json']!;
      expect(jsonLd).toMatchObject({
        accessMode: ['textual'],
        accessModeSufficient: [{ '@type': 'ItemList', itemListElement: ['textual'], description: 'textual' }],
        accessibilityFeature: ['taggedPDF', 'readingOrder'],
      });
      expect(jsonLd).not.toHaveProperty('accessibilityHazard');
      for (const said of [
        'Do PDF, como o próprio arquivo declara.',
        'A aparência não pode ser ajustada (diagramação fixa).',
        'Pode ser lido em voz alta ou em braille dinâmico (com leitor de tela).',
        'O PDF tem marcação de estrutura',
        'O PDF declara seu idioma (pt-BR)',
      ])
        expect(page.accessibility).toContain(said);
    } finally {
      await database.db.update(readerEditions).set({ current: true }).where(eq(readerEditions.publicationId, f.pub.book));
      await database.db
        .update(formats)
        .set({ epubFile: 'ebooks/x.epub', pdfFile: null, pdfAccessibility: null })
        .where(eq(formats.slug, 'design-de-servicos-ebook'));
    }
  });

  it('an untagged PDF is said to be of known limited accessibility (09), one nothing read unknown (08)', async () => {
    const untagged = { tagged: false, lang: null, title: null, images: false, figuresDescribed: false };
    await database.db
      .update(formats)
      .set({ epubFile: null, pdfFile: 'ebooks/x.pdf', pdfAccessibility: untagged })
      .where(eq(formats.slug, 'design-de-servicos-ebook'));
    try {
      const ebook = "//o:Product[o:RecordReference='example.editoraipe.design-de-servicos-ebook']";
      const xml = await message('design-de-servicos');
      expect(await find(xml, `${ebook}//o:ProductFormFeature/o:ProductFormFeatureValue/text()`)).toEqual(['09']);
      const validation = validateXml('onix-3.0', xml);
      expect(validation.valid, validation.messages).toBe(true);
      await database.db.update(formats).set({ pdfAccessibility: null }).where(eq(formats.slug, 'design-de-servicos-ebook'));
      expect(await find(await message('design-de-servicos'), `${ebook}//o:ProductFormFeature/o:ProductFormFeatureValue/text()`)).toEqual(['08']);
    } finally {
      await database.db
        .update(formats)
        .set({ epubFile: 'ebooks/x.epub', pdfFile: null, pdfAccessibility: null })
        .where(eq(formats.slug, 'design-de-servicos-ebook'));
    }
  });

  it('GET /onix.xml answers XML; ?work= one work (404 if unknown); ?download as an attachment', async () => {
    const all = (await onixLoader(routeArgs(new Request('http://localhost:3000/onix.xml')))) as Response;
    expect(all.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(await all.text()).toContain('<ONIXMessage xmlns="http://ns.editeur.org/onix/3.0/reference" release="3.0">');
    const one = (await onixLoader(routeArgs(new Request('http://localhost:3000/onix.xml?work=design-de-servicos&download')))) as Response;
    expect(one.headers.get('Content-Disposition')).toBe('attachment; filename="design-de-servicos-onix.xml"');
    for (const work of ['rascunho-secreto', 'nada', '../etc']) {
      await expect(onixLoader(routeArgs(new Request(`http://localhost:3000/onix.xml?work=${work}`)))).rejects.toMatchObject({ status: 404 });
    }
  });
});
