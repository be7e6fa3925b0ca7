import { describe, expect, it } from 'vitest';
import type { CitableWork } from './citation-types.ts';
import { citationMetaTags } from './scholarly-meta.ts';

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

describe('citation_* meta tags', () => {
  it('a book: title with subtitle, one tag per author (not the translator), date, publisher, ISBN, DOI, PDF, keywords', () => {
    expect(citationMetaTags(book, { pdfUrl: 'https://editoraipe.com.br/files/design.pdf', keywords: ['design', ' serviços ', ''], abstract: 'Um livro\nsobre serviços.' })).toEqual([
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
