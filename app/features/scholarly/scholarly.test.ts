import { describe, expect, it } from 'vitest';
import { articleCitation, paperCitation } from '#app/features/journals/citable.ts';
import { paragraphs, pickWithLang, summary } from './format.ts';
import { formatDateRange, scholarDate } from './work-details.ts';
import { parseId } from '#app/features/journals/params.ts';
import type { CitableWork } from './citation-types.ts';
import { citationMetaTags, periodicalJsonLd, proceedingsCitationTags, proceedingsJsonLd, scholarlyJsonLd } from './scholarly.server.ts';

const journal = {
  slug: 'rds',
  titlePt: 'Revista Ipê de Design e Sociedade',
  titleEn: 'Ipê Journal of Design and Society',
  issn: '2595-1234',
  eissn: '2595-4321',
};
const issue = { id: 7, volume: 3, number: 2, year: 2025, publishedOn: '2025-12-15' };
const article = {
  id: 42,
  titlePt: 'Serviços públicos e design',
  titleEn: 'Public services and design',
  abstractPt: 'Um resumo.',
  abstractEn: 'An abstract.',
  keywordsPt: ['design de serviços', 'governo'],
  keywordsEn: ['service design', 'government'],
  contributors: [
    { given: 'Ana', family: 'Souza', role: 'author' as const, orcid: '0000-0002-1825-0097', affiliation: 'Universidade Federal de Pernambuco' },
    { given: 'Bruno', family: 'Lima', role: 'author' as const },
  ],
  firstPage: 11,
  lastPage: 34,
  doi: '10.99999/ipe.rds.2025.042',
  language: 'pt',
};
const url = 'https://ipe.example/journal/rds/article/42';

const tags = (descriptors: ReturnType<typeof citationMetaTags>) => descriptors.map((d) => [(d as { name: string }).name, (d as { content: string }).content]);

describe('Google Scholar tags for an article', () => {
  const work = articleCitation({
    journal,
    issue,
    article,
    locale: 'pt',
    url,
    pdfUrl: `${url}/pdf`,
    journalUrl: 'https://ipe.example/journal/rds',
    issueUrl: 'https://ipe.example/journal/rds/issue/7',
  });

  it('names the journal, volume, issue, pages, authors one per tag, and the publisher', () => {
    expect(tags(citationMetaTags(work))).toEqual([
      ['citation_title', 'Serviços públicos e design'],
      ['citation_author', 'Souza, Ana'],
      ['citation_author', 'Lima, Bruno'],
      ['citation_publication_date', '2025/12/15'],
      ['citation_publisher', 'Editora Ipê'],
      ['citation_journal_title', 'Revista Ipê de Design e Sociedade'],
      ['citation_volume', '3'],
      ['citation_issue', '2'],
      ['citation_issn', '2595-1234'],
      ['citation_issn', '2595-4321'],
      ['citation_firstpage', '11'],
      ['citation_lastpage', '34'],
      ['citation_doi', '10.99999/ipe.rds.2025.042'],
      ['citation_abstract_html_url', url],
      ['citation_pdf_url', `${url}/pdf`],
      ['citation_language', 'pt'],
      ['citation_keywords', 'design de serviços; governo; service design; government'],
      ['citation_abstract', 'Um resumo.'],
    ]);
  });

  it('leaves out what the work does not have', () => {
    const bare = articleCitation({
      journal,
      issue: { ...issue, publishedOn: null },
      article: { ...article, doi: null, firstPage: null, lastPage: null, keywordsPt: [], keywordsEn: [] },
      locale: 'en',
      url,
    });
    const names = tags(citationMetaTags(bare)).map(([name]) => name);
    expect(names).not.toContain('citation_doi');
    expect(names).not.toContain('citation_pdf_url');
    expect(names).not.toContain('citation_firstpage');
    expect(names).not.toContain('citation_keywords');
    expect(tags(citationMetaTags(bare))).toContainEqual(['citation_publication_date', '2025']);
    expect(bare.title).toBe('Public services and design');
    expect(bare.alternateTitle).toBe('Serviços públicos e design');
  });

  it('describes a ScholarlyArticle in a PublicationIssue of a Periodical', () => {
    const json = scholarlyJsonLd(work) as unknown as {
      '@type': string;
      author: { name: string; sameAs?: string; affiliation?: { name: string } }[];
      isPartOf: { '@type': string; issueNumber: string; isPartOf: { '@type': string[]; name: string; volumeNumber: string; issn: string[] } };
      sameAs: string;
    };
    expect(json['@type']).toBe('ScholarlyArticle');
    expect(json.author[0]).toMatchObject({
      name: 'Ana Souza',
      sameAs: 'https://orcid.org/0000-0002-1825-0097',
      affiliation: { name: 'Universidade Federal de Pernambuco' },
    });
    expect(json.sameAs).toBe('https://doi.org/10.99999/ipe.rds.2025.042');
    expect(json.isPartOf).toMatchObject({ '@type': 'PublicationIssue', issueNumber: '2' });
    expect(json.isPartOf.isPartOf).toMatchObject({ name: 'Revista Ipê de Design e Sociedade', volumeNumber: '3', issn: ['2595-1234', '2595-4321'] });
    expect(json.isPartOf.isPartOf['@type']).toContain('Periodical');
  });

  it('a journal home is a Periodical', () => {
    const ld = periodicalJsonLd({ name: 'Revista', url: 'https://ipe.example/journal/rds', issns: ['2595-4321'], language: 'pt', editors: ['Carla Dias'] }) as {
      'script:ld+json': Record<string, unknown>;
    };
    expect(ld['script:ld+json']).toMatchObject({ '@type': 'Periodical', issn: ['2595-4321'], publisher: { name: 'Editora Ipê' } });
  });
});

describe('citations built from the rows', () => {
  it('an article cites its journal, volume, number, pages and the electronic ISSN', () => {
    expect(articleCitation({ journal, issue, article, locale: 'en', url })).toMatchObject({
      kind: 'article',
      exportKind: 'article',
      exportId: 42,
      title: 'Public services and design',
      year: 2025,
      date: '2025-12-15',
      issn: '2595-4321',
      journal: { name: 'Ipê Journal of Design and Society', volume: 3, number: 2 },
      firstPage: 11,
      lastPage: 34,
      publisher: 'Editora Ipê',
    });
  });

  it('a paper cites its proceedings volume, its editors and the event; the conference tag names the event', () => {
    const proceedings = {
      slug: 'anais',
      titlePt: 'Anais do Simpósio',
      titleEn: null,
      subtitlePt: null,
      subtitleEn: null,
      contributors: [{ given: 'Carla', family: 'Dias', role: 'editor' as const }],
      volume: 1,
      year: 2024,
      publishedOn: '2024-09-01',
      isbn: '9786500000026',
      event: { namePt: 'Simpósio de Design de Serviços', nameEn: 'Service Design Symposium', startsOn: '2024-05-08', place: 'Recife' },
    };
    const cited = paperCitation({ proceedings, paper: article, language: 'pt', locale: 'en', url });
    expect(cited).toMatchObject({
      kind: 'paper',
      isbn: '9786500000026',
      container: { title: 'Anais do Simpósio' },
      event: { name: 'Service Design Symposium', year: 2024, place: 'Recife' },
    });
    const meta = tags(citationMetaTags(cited));
    expect(meta).toContainEqual(['citation_conference_title', 'Service Design Symposium']);
    expect(meta).toContainEqual(['citation_isbn', '9786500000026']);
    expect(meta.map(([name]) => name)).not.toContain('citation_journal_title');
  });
});

describe('formatting helpers', () => {
  it('parses ids strictly', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1e3', '12abc', '012', '99999999999', '2147483648']) expect(parseId(bad), String(bad)).toBeNull();
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it('dates for Scholar, event date ranges, paragraphs and summaries', () => {
    expect(scholarDate('2024-06-30')).toBe('2024/06/30');
    expect(scholarDate(null, 2024)).toBe('2024');
    expect(scholarDate(null, null)).toBeUndefined();
    expect(formatDateRange('2024-05-08', '2024-05-10', 'pt')).toBe('8 – 10 de maio de 2024');
    expect(formatDateRange('2024-05-08', '2024-05-10', 'en')).toBe('May 8 – 10, 2024');
    expect(formatDateRange('2024-05-08', '2024-05-08', 'en')).toBe('May 8, 2024');
    expect(paragraphs('Um.\n\nDois\ncontinua.\n  \n')).toEqual(['Um.', 'Dois continua.']);
    expect(summary('palavra '.repeat(40), 30)).toBe('palavra palavra palavra…');
    expect(summary('curto')).toBe('curto');
  });

  it('says which language a text is in when it falls back', () => {
    expect(pickWithLang({ titlePt: 'Só em português', titleEn: null }, 'title', 'en')).toEqual({ text: 'Só em português', lang: 'pt' });
    expect(pickWithLang({ titlePt: 'Título', titleEn: 'Title' }, 'title', 'en')).toEqual({ text: 'Title', lang: 'en' });
  });
});

const book: CitableWork = {
  kind: 'book',
  title: 'Design de serviços',
  subtitle: 'fundamentos',
  contributors: [
    { given: 'Ana Maria', family: 'Souza', role: 'author' },
    { given: 'Bruno', family: 'Lima', role: 'author' },
    { given: 'Jean', family: 'Moreau', role: 'translator' },
  ],
  year: 2024,
  date: '2024-05-08',
  publisher: 'Editora Ipê',
  place: 'São Paulo',
  doi: 'https://doi.org/10.99999/ipe.2024.01',
  isbn: '978-65-00000-00-0',
  url: 'https://editoraipe.com.br/book/design-de-servicos',
  language: 'pt',
};

describe('citation_* meta tags for books, chapters, and any kind', () => {
  it('a book: title with subtitle, one tag per author (not the translator), date, publisher, ISBN, DOI, PDF, keywords', () => {
    expect(
      citationMetaTags({
        ...book,
        pdfUrl: 'https://editoraipe.com.br/files/design.pdf',
        keywords: ['design', ' serviços ', ''],
        abstract: 'Um livro\nsobre serviços.',
      }),
    ).toEqual([
      { name: 'citation_title', content: 'Design de serviços: fundamentos' },
      { name: 'citation_author', content: 'Souza, Ana Maria' },
      { name: 'citation_author', content: 'Lima, Bruno' },
      { name: 'citation_publication_date', content: '2024/05/08' },
      { name: 'citation_publisher', content: 'Editora Ipê' },
      { name: 'citation_isbn', content: '978-65-00000-00-0' },
      { name: 'citation_doi', content: '10.99999/ipe.2024.01' },
      { name: 'citation_abstract_html_url', content: 'https://editoraipe.com.br/book/design-de-servicos' },
      { name: 'citation_pdf_url', content: 'https://editoraipe.com.br/files/design.pdf' },
      { name: 'citation_language', content: 'pt' },
      { name: 'citation_keywords', content: 'design; serviços' },
      { name: 'citation_abstract', content: 'Um livro sobre serviços.' },
    ]);
  });

  it('an edited volume names its editors; without a date, the year; absent fields give no tag', () => {
    const edited: CitableWork = {
      ...book,
      subtitle: undefined,
      contributors: [{ given: 'Carla', family: 'Dias', role: 'organizer' }],
      date: undefined,
      doi: undefined,
      isbn: undefined,
      language: undefined,
    };
    const tags = citationMetaTags(edited);
    expect(tags).toContainEqual({ name: 'citation_author', content: 'Dias, Carla' });
    expect(tags).toContainEqual({ name: 'citation_publication_date', content: '2024' });
    expect(tags.map((t) => ('name' in t ? t.name : ''))).toEqual([
      'citation_title',
      'citation_author',
      'citation_publication_date',
      'citation_publisher',
      'citation_abstract_html_url',
    ]);
  });

  it('a chapter: the book it is in and its pages', () => {
    const tags = citationMetaTags({
      ...book,
      kind: 'chapter',
      title: 'O que é um serviço?',
      subtitle: undefined,
      container: { title: 'Design de serviços', subtitle: 'fundamentos', contributors: [] },
      firstPage: 12,
      lastPage: 34,
    });
    expect(tags).toContainEqual({ name: 'citation_inbook_title', content: 'Design de serviços: fundamentos' });
    expect(tags).toContainEqual({ name: 'citation_firstpage', content: '12' });
    expect(tags).toContainEqual({ name: 'citation_lastpage', content: '34' });
  });

  it('an article: journal, volume, issue and ISSN instead of an ISBN; a paper: the conference', () => {
    const article = citationMetaTags({ ...book, kind: 'article', journal: { name: 'Revista Ipê', volume: 3, number: 2 }, issn: '2965-0002' });
    expect(article).toEqual(
      expect.arrayContaining([
        { name: 'citation_journal_title', content: 'Revista Ipê' },
        { name: 'citation_volume', content: '3' },
        { name: 'citation_issue', content: '2' },
        { name: 'citation_issn', content: '2965-0002' },
      ]),
    );
    expect(article.some((t) => 'name' in t && t.name === 'citation_isbn')).toBe(false);
    const paper = citationMetaTags({ ...book, kind: 'paper', container: { title: 'Anais', contributors: [] }, event: { name: 'Simpósio Ipê' } });
    expect(paper).toContainEqual({ name: 'citation_conference_title', content: 'Simpósio Ipê' });
  });
});

describe('JSON-LD for books and chapters', () => {
  it('a book names its authors, editors, subtitle, edition and DOI', () => {
    const json = scholarlyJsonLd({
      ...book,
      edition: 2,
      contributors: [...book.contributors, { given: 'Carla', family: 'Dias', role: 'editor' }],
      abstract: 'Um livro.',
    });
    expect(json).toMatchObject({
      '@type': 'Book',
      name: 'Design de serviços',
      alternativeHeadline: 'fundamentos',
      author: [{ name: 'Ana Maria Souza' }, { name: 'Bruno Lima' }],
      editor: [{ name: 'Carla Dias' }],
      bookEdition: '2',
      description: 'Um livro.',
      sameAs: 'https://doi.org/10.99999/ipe.2024.01',
      identifier: { propertyID: 'DOI', value: '10.99999/ipe.2024.01' },
    });
    expect(json).not.toHaveProperty('abstract');
  });

  it('an edited volume is by its editors (a Book needs an author), and names them as editors too', () => {
    const edited = scholarlyJsonLd({ ...book, contributors: [{ given: 'Carla', family: 'Dias', role: 'organizer' }] });
    expect(edited.author).toEqual([expect.objectContaining({ name: 'Carla Dias' })]);
    expect(edited.editor).toEqual([expect.objectContaining({ name: 'Carla Dias' })]);
    expect(scholarlyJsonLd(book)).not.toHaveProperty('translator');
  });

  it('a paper in a numbered volume: the volume is a Book and a PublicationVolume, where volumeNumber belongs', () => {
    const container = { title: 'Anais', contributors: [], url: 'https://editoraipe.com.br/proceedings/anais', volume: 2 };
    expect(scholarlyJsonLd({ ...book, kind: 'paper', container }).isPartOf).toMatchObject({ '@type': ['Book', 'PublicationVolume'], volumeNumber: '2' });
    expect(scholarlyJsonLd({ ...book, kind: 'paper', container: { ...container, volume: undefined } }).isPartOf).toMatchObject({ '@type': 'Book' });
  });

  it('a proceedings volume is by its editors, with Scholar tags that name its conference', () => {
    const volume = {
      name: 'Anais do SBDS 2024',
      url: 'https://editoraipe.com.br/proceedings/anais',
      date: '2024-11-20',
      language: 'pt',
      isbn: '978-65-00000-01-7',
      doi: '10.99999/ipe.anais.2024',
      editors: [{ given: 'Carla', family: 'Dias', role: 'organizer' as const }],
      event: { name: 'Simpósio Brasileiro de Design de Serviços', startDate: '2024-10-01', endDate: '2024-10-03', place: 'Recife' },
    };
    const json = (proceedingsJsonLd(volume) as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];
    expect(json.author).toEqual([expect.objectContaining({ name: 'Carla Dias' })]);
    expect(tags(proceedingsCitationTags(volume))).toEqual([
      ['citation_title', 'Anais do SBDS 2024'],
      ['citation_author', 'Dias, Carla'],
      ['citation_publication_date', '2024/11/20'],
      ['citation_publisher', 'Editora Ipê'],
      ['citation_conference_title', 'Simpósio Brasileiro de Design de Serviços'],
      ['citation_isbn', '978-65-00000-01-7'],
      ['citation_doi', '10.99999/ipe.anais.2024'],
      ['citation_language', 'pt'],
    ]);
  });

  it('a chapter is a Chapter of its Book, with pages', () => {
    const json = scholarlyJsonLd({
      ...book,
      kind: 'chapter',
      title: 'O que é um serviço?',
      container: { title: 'Design de serviços', contributors: [], url: 'https://editoraipe.com.br/book/design-de-servicos' },
      firstPage: 12,
      lastPage: 34,
    });
    expect(json).toMatchObject({
      '@type': 'Chapter',
      pageStart: '12',
      pageEnd: '34',
      isPartOf: { '@type': 'Book', '@id': 'https://editoraipe.com.br/book/design-de-servicos', isbn: '978-65-00000-00-0' },
    });
  });
});
