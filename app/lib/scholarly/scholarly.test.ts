import { describe, expect, it } from 'vitest';
import { articleCitation, journalContainer, paperCitation, proceedingsContainer, scholarlyWork } from '#app/features/journals/citable.ts';
import { formatDateRange, paragraphs, pickWithLang, scholarDate, summary } from './format.ts';
import { parseId } from '#app/features/journals/params.ts';
import { citationMetaTags, periodicalJsonLd, scholarlyArticleJsonLd } from './scholarly.ts';

const journal = { slug: 'rds', titlePt: 'Revista Ipê de Design e Sociedade', titleEn: 'Ipê Journal of Design and Society', issn: '2595-1234', eissn: '2595-4321' };
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
  const work = scholarlyWork(article, { locale: 'pt', language: 'pt', date: issue.publishedOn, year: issue.year, url, pdfUrl: `${url}/pdf` });
  const container = journalContainer(journal, issue, 'pt', { journal: 'https://ipe.example/journal/rds', issue: 'https://ipe.example/journal/rds/issue/7' });

  it('names the journal, volume, issue, pages, authors one per tag, and the publisher', () => {
    expect(tags(citationMetaTags(work, container))).toEqual([
      ['citation_title', 'Serviços públicos e design'],
      ['citation_author', 'Souza, Ana'],
      ['citation_author', 'Lima, Bruno'],
      ['citation_publication_date', '2025/12/15'],
      ['citation_journal_title', 'Revista Ipê de Design e Sociedade'],
      ['citation_volume', '3'],
      ['citation_issue', '2'],
      ['citation_issn', '2595-1234'],
      ['citation_issn', '2595-4321'],
      ['citation_firstpage', '11'],
      ['citation_lastpage', '34'],
      ['citation_doi', '10.99999/ipe.rds.2025.042'],
      ['citation_pdf_url', `${url}/pdf`],
      ['citation_abstract_html_url', url],
      ['citation_publisher', 'Editora Ipê'],
      ['citation_language', 'pt'],
      ['citation_keywords', 'design de serviços; governo; service design; government'],
    ]);
  });

  it('leaves out what the work does not have', () => {
    const bare = scholarlyWork({ ...article, doi: null, firstPage: null, lastPage: null, keywordsPt: [], keywordsEn: [] }, { locale: 'en', language: 'pt', year: 2025, url });
    const names = tags(citationMetaTags(bare, container)).map(([name]) => name);
    expect(names).not.toContain('citation_doi');
    expect(names).not.toContain('citation_pdf_url');
    expect(names).not.toContain('citation_firstpage');
    expect(names).not.toContain('citation_keywords');
    expect(tags(citationMetaTags(bare, container))).toContainEqual(['citation_publication_date', '2025']);
    expect(bare.title).toBe('Public services and design');
    expect(bare.alternateTitle).toBe('Serviços públicos e design');
  });

  it('describes a ScholarlyArticle in a PublicationIssue of a Periodical', () => {
    const ld = scholarlyArticleJsonLd(work, container) as { 'script:ld+json': Record<string, unknown> };
    const json = ld['script:ld+json'] as {
      '@type': string;
      author: { name: string; sameAs?: string; affiliation?: { name: string } }[];
      isPartOf: { '@type': string; issueNumber: string; isPartOf: { '@type': string[]; name: string; volumeNumber: string; issn: string[] } };
      sameAs: string;
    };
    expect(json['@type']).toBe('ScholarlyArticle');
    expect(json.author[0]).toMatchObject({ name: 'Ana Souza', sameAs: 'https://orcid.org/0000-0002-1825-0097', affiliation: { name: 'Universidade Federal de Pernambuco' } });
    expect(json.sameAs).toBe('https://doi.org/10.99999/ipe.rds.2025.042');
    expect(json.isPartOf).toMatchObject({ '@type': 'PublicationIssue', issueNumber: '2' });
    expect(json.isPartOf.isPartOf).toMatchObject({ name: 'Revista Ipê de Design e Sociedade', volumeNumber: '3', issn: ['2595-1234', '2595-4321'] });
    expect(json.isPartOf.isPartOf['@type']).toContain('Periodical');
  });

  it('a journal home is a Periodical', () => {
    const ld = periodicalJsonLd({ name: 'Revista', url: 'https://ipe.example/journal/rds', issns: ['2595-4321'], language: 'pt', editors: ['Carla Dias'] }) as { 'script:ld+json': Record<string, unknown> };
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
    expect(cited).toMatchObject({ kind: 'paper', isbn: '9786500000026', container: { title: 'Anais do Simpósio' }, event: { name: 'Service Design Symposium', year: 2024, place: 'Recife' } });
    const container = proceedingsContainer(proceedings, 'en', 'https://ipe.example/proceedings/anais');
    const work = scholarlyWork(article, { locale: 'en', language: 'pt', date: proceedings.publishedOn, url });
    const meta = tags(citationMetaTags(work, container));
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
