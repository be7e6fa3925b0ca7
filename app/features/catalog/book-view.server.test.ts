import { describe, expect, it } from 'vitest';
import { bookView } from './book-view.server.ts';

type Book = Parameters<typeof bookView>[0];

const work = {
  titlePt: 'Cidades que cuidam',
  titleEn: 'Caring cities',
  subtitlePt: 'Serviços públicos de perto',
  subtitleEn: null,
  abstractPt: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
  abstractEn: 'An abstract.',
  keywordsPt: ['cidades', 'cuidado'],
  keywordsEn: [],
  contributors: [
    { given: 'Lia', family: 'Rocha', role: 'author', orcid: '0000-0002-1825-0097', affiliation: 'UFPR' },
    { given: 'Caio', family: 'Prado', role: 'author' },
    { given: 'Ana', family: 'Lee', role: 'translator' },
  ],
  openAccess: false,
  publishedOn: '2024-05-01',
  edition: 2,
  pages: 212,
  language: 'pt',
  doi: null,
  license: null,
};
const formats = [
  { id: 1, kind: 'ebook', slug: 'cidades-ebook', isbn: null, priceBrl: null, priceUsd: null, stock: null, epubFile: 'ebooks/c.epub', pdfFile: null },
  { id: 2, kind: 'print', slug: 'cidades-impresso', isbn: '9786500000001', priceBrl: 7900, priceUsd: null, stock: 3, epubFile: null, pdfFile: null },
];
const chapters = [
  {
    id: 7,
    titlePt: 'Bairros',
    titleEn: 'Neighbourhoods',
    contributors: [
      { given: 'Lia', family: 'Rocha', role: 'author' },
      { given: 'Caio', family: 'Prado', role: 'author' },
    ],
    firstPage: 11,
    lastPage: 30,
    abstractPt: null,
    abstractEn: 'Streets.',
    doi: '10.1234/x.7',
  },
  { id: 8, titlePt: 'Sem autor', titleEn: null, contributors: [], firstPage: null, lastPage: null, abstractPt: null, abstractEn: null, doi: null },
];
const book = (changes: Record<string, unknown> = {}) =>
  ({
    work: { ...work, ...changes },
    formats,
    chapters,
    subjects: [{ id: 1, slug: 'urbanismo', namePt: 'Urbanismo', nameEn: 'Urban studies' }],
    collection: null,
    related: [],
  }) as unknown as Book;

describe('bookView: a book page written out in its language', () => {
  it('in Portuguese: credits by role, the other title, a paragraph per blank line, the details in order', () => {
    const view = bookView(book(), 'pt');
    expect(view.title).toBe('Cidades que cuidam');
    expect(view.otherTitle).toEqual({ lang: 'en-US', text: 'Caring cities' });
    expect(view.contributors).toEqual([
      {
        role: 'Autoria',
        people: [
          { name: 'Lia Rocha', orcid: { href: 'https://orcid.org/0000-0002-1825-0097', label: 'ORCID de Lia Rocha' }, affiliation: 'UFPR' },
          { name: 'Caio Prado', orcid: null, affiliation: null },
        ],
      },
      { role: 'Tradução', people: [{ name: 'Ana Lee', orcid: null, affiliation: null }] },
    ]);
    expect(view.abstracts.map((a) => [a.lang, a.heading, a.paragraphs])).toEqual([
      ['pt-BR', 'Resumo em português', ['Primeiro parágrafo.', 'Segundo parágrafo.']],
      ['en-US', 'Resumo em inglês', ['An abstract.']],
    ]);
    expect(view.keywords).toEqual([{ lang: 'pt-BR', text: 'cidades; cuidado' }]);
    expect(view.details).toEqual([
      { term: 'Publicação', value: 'maio de 2024' },
      { term: 'Edição', value: '2ª edição' },
      { term: 'Páginas', value: '212 páginas' },
      { term: 'Idioma', value: 'Português' },
      { term: 'ISBN (Livro impresso)', value: '9786500000001' },
      { term: 'Licença', value: 'Todos os direitos reservados' },
    ]);
    expect(view.subjects).toEqual([{ to: '/catalog/books?subject=urbanismo', name: 'Urbanismo' }]);
    expect(view.chapters).toEqual([
      {
        id: 7,
        title: 'Bairros',
        titleLang: null,
        byline: 'Lia Rocha e Caio Prado · p. 11–30',
        abstracts: [{ lang: 'en-US', text: 'Streets.' }],
        doi: '10.1234/x.7',
        bibtex: '/cite/chapter/7/bibtex',
        ris: '/cite/chapter/7/ris',
      },
      { id: 8, title: 'Sem autor', titleLang: null, byline: '', abstracts: [], doi: null, bibtex: '/cite/chapter/8/bibtex', ris: '/cite/chapter/8/ris' },
    ]);
  });

  it('a Spanish book’s chapters: their Spanish titles marked as Spanish, the Spanish abstract first', () => {
    const spanish = {
      ...book({ language: 'es' }),
      chapters: [{ ...chapters[0]!, titleOriginal: 'Barrios', abstractOriginal: 'Calles.' }, chapters[1]!],
    } as unknown as Book;
    const view = bookView(spanish, 'en');
    expect(view.chapters.map((c) => [c.title, c.titleLang, c.abstracts])).toEqual([
      [
        'Barrios',
        'es',
        [
          { lang: 'es', text: 'Calles.' },
          { lang: 'en-US', text: 'Streets.' },
        ],
      ],
      // Without a Spanish title, the page's language's (or the other).
      ['Sem autor', null, []],
    ]);
  });

  it('sells what has a price: an ebook without one is not for sale, a print run of three is "the last copies"', () => {
    const view = bookView(book(), 'pt');
    expect(view.openAccess).toBeNull();
    expect(view.offers).toEqual([
      { id: 1, name: 'E-book', price: 'Não está à venda', availability: 'Download imediato após a compra', outOfStock: false, link: null },
      {
        id: 2,
        name: 'Livro impresso',
        price: 'R$ 79,00',
        availability: 'Últimos 3 exemplares',
        outOfStock: false,
        link: { to: '/product/cidades-impresso', label: 'Comprar livro impresso' },
      },
    ]);
  });

  it('shows an ebook with no file yet as in preparation, with no way to buy it', () => {
    const noFile = [{ ...formats[0]!, priceBrl: 3900, epubFile: null }];
    const view = bookView({ ...book(), formats: noFile } as unknown as Book, 'pt');
    expect(view.offers).toEqual([
      { id: 1, name: 'E-book', price: 'R$ 39,00', availability: 'Em preparação: ainda não disponível', outOfStock: true, link: null },
    ]);
    const withFile = bookView({ ...book(), formats: [{ ...noFile[0]!, epubFile: 'ebooks/c.epub' }] } as unknown as Book, 'en');
    expect(withFile.offers[0]!.link).toEqual({ to: '/product/cidades-ebook', label: 'Buy the ebook' });
  });

  it('open access in English: the ebook is a free download, not an offer; the licence links to its deed; the DOI to its resolver', () => {
    const view = bookView(book({ openAccess: true, license: 'CC-BY-4.0', doi: '10.1234/cidades' }), 'en');
    expect(view.title).toBe('Caring cities');
    expect(view.otherTitle).toEqual({ lang: 'pt-BR', text: 'Cidades que cuidam' });
    expect(view.openAccess).toEqual({
      title: 'Open access',
      text: expect.stringContaining('open access'),
      files: [{ href: '/download/cidades-ebook/epub', label: 'Download EPUB' }],
    });
    expect(view.offers.map((o) => [o.name, o.price])).toEqual([['Printed book', 'R$79.00']]);
    expect(view.details).toContainEqual({ term: 'Licence', value: 'CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/', rel: 'license' });
    expect(view.details).toContainEqual({ term: 'DOI', value: 'https://doi.org/10.1234/cidades', href: 'https://doi.org/10.1234/cidades' });
    expect(view.chapters[0]!.bibtex).toBe('/cite/chapter/7/bibtex?lang=en');
  });
});
