import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { chapters, formats, publications, publicationSubjects, readerEditions, subjects } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { catalogQuery, parseCatalogFilters, type CatalogSection } from './catalog-filters.ts';
import { refreshAllPublicationIndexes, refreshPublicationIndex } from './search-index.server.ts';
import { facetGroups, searchCatalog } from './search.server.ts';

let database: TestDatabase;

const search = (query: string, section: CatalogSection | null = null, locale: 'pt' | 'en' = 'pt') =>
  searchCatalog(database.db, parseCatalogFilters(new URLSearchParams(query), section), locale);
const titles = async (query: string, section: CatalogSection | null = null) => (await search(query, section)).items.map((i) => i.titlePt ?? i.titleEn);

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [design, education] = await db
    .insert(subjects)
    .values([
      { slug: 'design', namePt: 'Design', nameEn: 'Design' },
      { slug: 'educacao', namePt: 'Educação', nameEn: 'Education' },
    ])
    .returning();
  const works = await db
    .insert(publications)
    .values([
      {
        type: 'book',
        slug: 'universidade',
        status: 'published',
        titlePt: 'A universidade pública e a educação',
        titleEn: 'The public university and education',
        abstractPt: 'Um estudo sobre políticas de acesso.',
        language: 'pt',
        publishedOn: '2024-03-01',
        openAccess: true,
        contributors: [{ given: 'Márcia', family: 'Guimarães', role: 'author' }],
      },
      {
        type: 'book',
        slug: 'bibliotecas',
        status: 'published',
        titleEn: 'Designing services for public libraries',
        language: 'en',
        publishedOn: '2022-06-01',
        contributors: [{ given: 'John', family: 'Carter', role: 'author' }],
      },
      {
        type: 'proceedings',
        slug: 'anais',
        status: 'published',
        titlePt: 'Anais do Simpósio de Design de Serviços',
        language: 'pt',
        publishedOn: '2024-11-01',
        contributors: [{ given: 'Ana', family: 'Souza', role: 'organizer' }],
      },
      {
        type: 'journal',
        slug: 'revista',
        status: 'published',
        titlePt: 'Revista de Design e Sociedade',
        titleEn: 'Journal of Design and Society',
        language: 'pt',
        publishedOn: '2020-01-01',
      },
      { type: 'book', slug: 'rascunho', status: 'draft', titlePt: 'Educação em rascunho', language: 'pt', publishedOn: '2025-01-01' },
      ...Array.from({ length: 30 }, (_, i) => ({
        type: 'book' as const,
        slug: `serie-${i}`,
        status: 'published' as const,
        titlePt: `Cadernos de pesquisa ${i + 1}`,
        language: 'pt',
        publishedOn: `2019-01-${String(i + 1).padStart(2, '0')}`,
      })),
    ])
    .returning();
  const bySlug = Object.fromEntries(works.map((w) => [w.slug, w]));
  await db.insert(publicationSubjects).values([
    { publicationId: bySlug.universidade!.id, subjectId: education!.id },
    { publicationId: bySlug.bibliotecas!.id, subjectId: design!.id },
    { publicationId: bySlug.anais!.id, subjectId: design!.id },
  ]);
  await db.insert(chapters).values({ publicationId: bySlug.bibliotecas!.id, position: 1, titleEn: 'Wayfinding in reading rooms' });
  await db.insert(formats).values([
    { publicationId: bySlug.bibliotecas!.id, kind: 'print', slug: 'bibliotecas-impresso', priceBrl: 8900, stock: 0 },
    { publicationId: bySlug.universidade!.id, kind: 'ebook', slug: 'universidade-ebook', priceBrl: 0 },
    { publicationId: bySlug['serie-0']!.id, kind: 'print', slug: 'serie-0-impresso', priceBrl: 12000, stock: 4 },
  ]);
  await refreshAllPublicationIndexes(db);
});

afterAll(() => database.dispose());

describe('catalog search', () => {
  it('stems Portuguese and ignores accents', async () => {
    expect(await titles('q=universidades')).toEqual(['A universidade pública e a educação']);
    expect(await titles('q=educacao publica')).toEqual(['A universidade pública e a educação']);
  });

  it('stems English, and finds chapter titles and contributors', async () => {
    expect(await titles('q=library')).toEqual(['Designing services for public libraries']);
    expect(await titles('q=reading room')).toEqual(['Designing services for public libraries']);
    expect(await titles('q=guimaraes')).toEqual(['A universidade pública e a educação']);
    expect(await titles('q=Souza serviços')).toEqual(['Anais do Simpósio de Design de Serviços']);
  });

  it('never shows drafts and says plainly when nothing matches', async () => {
    expect(await titles('q=rascunho')).toEqual([]);
    const none = await search('q=astrofísica');
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
  });

  it('counts facets over the matching works', async () => {
    const all = await search('');
    expect(all.total).toBe(34);
    expect(all.facets.type).toEqual([
      { value: 'book', count: 32 },
      { value: 'journal', count: 1 },
      { value: 'proceedings', count: 1 },
    ]);
    expect(all.facets.subject.map((s) => [s.value, s.count])).toEqual([
      ['design', 2],
      ['educacao', 1],
    ]);
    expect(all.facets.language).toContainEqual({ value: 'en', count: 1 });
    expect(all.facets.access).toEqual([{ value: 'open', count: 1 }]);
    // Nothing to buy or read (out of stock print only, or no format yet): not available; journals always are.
    expect(all.facets.availability).toEqual([
      { value: 'available', count: 3 },
      { value: 'unavailable', count: 31 },
    ]);
    expect(all.facets.price).toEqual([
      { value: 'free', count: 1 },
      { value: '50-100', count: 1 },
      { value: 'over-100', count: 1 },
    ]);
    const design = await search('subject=design');
    expect(design.total).toBe(2);
    expect(design.facets.type.map((f) => f.value).sort()).toEqual(['book', 'proceedings']);
  });

  it('filters by what an ebook’s file states: readable with a screen reader, text that can be resized', async () => {
    const { db } = database;
    const rows = await db
      .select({ id: publications.id, slug: publications.slug })
      .from(publications)
      .where(inArray(publications.slug, ['universidade', 'bibliotecas']));
    const id = (slug: string) => rows.find((r) => r.slug === slug)!.id;
    const edition = (slug: string, accessibility: object) => ({
      publicationId: id(slug),
      version: 1,
      sourceFile: `${slug}.epub`,
      title: slug,
      language: 'pt',
      metadata: { accessibility },
      assetsPrefix: `reader/${slug}`,
    });
    const text = { accessModes: ['textual'], accessModesSufficient: ['textual'], hazards: ['none'], summary: '', conformsTo: null };
    await db.insert(readerEditions).values([
      edition('universidade', { ...text, features: ['displayTransformability', 'tableOfContents'] }),
      // All text, but a fixed layout: read aloud, not resized.
      edition('bibliotecas', { ...text, features: ['displayTransformability'], fixedLayout: true }),
    ]);
    try {
      await refreshPublicationIndex(db, id('universidade'));
      const slugs = async (query: string) => (await search(query)).items.map((i) => i.slug).sort();
      expect(await slugs('screenReader=yes')).toEqual(['bibliotecas', 'universidade']);
      expect(await slugs('resizable=yes')).toEqual(['universidade']);
      expect(await slugs('screenReader=yes&resizable=yes')).toEqual(['universidade']);
      expect((await search('screenReader=no')).total).toBe(34);
      const all = await search('');
      expect(all.facets.screenReader).toEqual([{ value: 'yes', count: 2 }]);
      expect(all.facets.resizable).toEqual([{ value: 'yes', count: 1 }]);
      // Both under one heading, each its own filter: choosing one keeps the other on offer.
      const filters = parseCatalogFilters(new URLSearchParams('resizable=yes'), null);
      const group = facetGroups(filters, (await search('resizable=yes')).facets, 'en').find((g) => g.id === 'accessibility')!;
      expect(group).toEqual({
        id: 'accessibility',
        heading: 'Accessibility',
        items: [
          { name: 'screenReader', value: 'yes', label: 'Readable with a screen reader', count: 1, active: false },
          { name: 'resizable', value: 'yes', label: 'Text can be resized', count: 1, active: true, removeLabel: 'Remove filter: Text can be resized' },
        ],
      });
      expect(facetGroups(filters, all.facets, 'pt').find((g) => g.id === 'accessibility')!.items[0]!.label).toBe('Legível com leitor de tela');
      expect(catalogQuery(filters, { screenReader: 'yes' })).toBe('?screenReader=yes&resizable=yes');
    } finally {
      await db.delete(readerEditions).where(inArray(readerEditions.publicationId, [id('universidade'), id('bibliotecas')]));
      await refreshPublicationIndex(db, id('universidade'));
    }
  });

  it('a PDF-only ebook is filtered by what its PDF stated when uploaded, as its page says: tagged text reads aloud, its layout does not resize', async () => {
    const { db } = database;
    const [work] = await db
      .select({ id: publications.id })
      .from(publications)
      .where(inArray(publications.slug, ['serie-0']));
    const [format] = await db
      .insert(formats)
      .values({
        publicationId: work!.id,
        kind: 'ebook',
        slug: 'serie-0-pdf',
        pdfFile: 'ebooks/serie-0.pdf',
        pdfAccessibility: { tagged: true, lang: 'pt-BR', title: null, images: false, figuresDescribed: false },
      })
      .returning({ id: formats.id });
    try {
      await refreshPublicationIndex(db, work!.id);
      expect((await search('screenReader=yes')).items.map((i) => i.slug)).toEqual(['serie-0']);
      expect((await search('resizable=yes')).items.map((i) => i.slug)).toEqual([]);
    } finally {
      await db.delete(formats).where(inArray(formats.id, [format!.id]));
      await refreshPublicationIndex(db, work!.id);
    }
  });

  it('filters by section, year, access, availability and price', async () => {
    expect((await search('', 'journals')).items.map((i) => i.slug)).toEqual(['revista']);
    expect((await search('', 'ebooks')).items.map((i) => i.slug)).toEqual(['universidade']);
    expect((await search('year=2022')).items.map((i) => i.slug)).toEqual(['bibliotecas']);
    expect((await search('access=open')).items.map((i) => i.slug)).toEqual(['universidade']);
    expect((await search('availability=available')).items.map((i) => i.slug).sort()).toEqual(['revista', 'serie-0', 'universidade']);
    expect((await search('price=over-100')).items.map((i) => i.slug)).toEqual(['serie-0']);
  });

  it('pages 24 at a time, sorted newest first by default or by title', async () => {
    const first = await search('');
    expect(first.items).toHaveLength(24);
    expect(first.pages).toBe(2);
    expect(first.items[0]!.slug).toBe('anais');
    const second = await search('page=2');
    expect(second.items).toHaveLength(10);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(34);
    // A page past the end shows the last one.
    const beyond = await search('page=9');
    expect(beyond.page).toBe(2);
    expect(beyond.items.map((i) => i.id)).toEqual(second.items.map((i) => i.id));
    expect(beyond.total).toBe(34);
    const byTitle = await search('sort=title');
    expect(byTitle.items[0]!.titlePt).toBe('A universidade pública e a educação');
    const byPrice = await search('sort=price');
    expect(byPrice.items.slice(0, 3).map((i) => i.minPriceBrl)).toEqual([0, 8900, 12000]);
  });

  it('sees a catalog change at once, even for a query it remembers', async () => {
    expect((await search('q=astronomia')).total).toBe(0);
    expect((await search('q=astronomia&sort=title')).total).toBe(0);
    const [work] = await database.db
      .insert(publications)
      .values({ type: 'book', slug: 'ceu', status: 'published', titlePt: 'Astronomia para todos', language: 'pt', publishedOn: '2025-01-01' })
      .returning();
    await refreshPublicationIndex(database.db, work!.id);
    expect((await search('q=astronomia')).items.map((i) => i.slug)).toEqual(['ceu']);
    expect((await search('')).total).toBe(35);
  });
});
