import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { loadCitable } from './citable.server.ts';
import { insertMetadataFixtures, type MetadataFixtures } from './metadata-test-fixtures.ts';

let database: TestDatabase;
let f: MetadataFixtures;
const appUrl = 'https://editoraipe.example';

beforeAll(async () => {
  database = await createTestDatabase();
  f = await insertMetadataFixtures(database.db);
});
afterAll(() => database.dispose());

describe('loadCitable', () => {
  it('a published book: its metadata in the page language, the printed ISBN, the localized URL', async () => {
    expect(await loadCitable(database.db, 'book', f.pub.book, 'pt', appUrl)).toEqual({
      kind: 'book',
      title: 'Design de serviços',
      subtitle: 'fundamentos & práticas',
      contributors: [{ given: 'Ana Maria', family: 'Souza', role: 'author' }],
      year: 2024,
      date: '2024-05-08',
      publisher: 'Editora Ipê',
      place: 'São Paulo',
      edition: 2,
      doi: '10.99999/ipe.2024.01',
      isbn: '978-65-00000-00-0',
      url: 'https://editoraipe.example/book/design-de-servicos',
      pages: 240,
      language: 'pt',
    });
    const en = await loadCitable(database.db, 'book', f.pub.book, 'en', appUrl);
    expect(en).toMatchObject({ title: 'Service design', subtitle: 'foundations & practice', url: 'https://editoraipe.example/en/book/design-de-servicos' });
  });

  it('a work with one language gives that title in both; optional fields stay undefined', async () => {
    const pt = await loadCitable(database.db, 'book', f.pub.editedBook, 'pt', appUrl);
    expect(pt).toMatchObject({ title: 'Learning by design', year: 2025, language: 'en' });
    expect(pt!.subtitle).toBeUndefined();
    expect(pt!.doi).toBeUndefined();
    expect(pt!.isbn).toBeUndefined();
  });

  it('a chapter: its own authors, pages and DOI, in its book, at the book page with an anchor', async () => {
    expect(await loadCitable(database.db, 'chapter', f.part.chapter, 'en', appUrl)).toEqual({
      kind: 'chapter',
      title: 'What is a service?',
      contributors: [{ given: 'Ana Maria', family: 'Souza', role: 'author' }],
      year: 2024,
      date: '2024-05-08',
      publisher: 'Editora Ipê',
      place: 'São Paulo',
      doi: '10.99999/ipe.2024.01.c1',
      isbn: '978-65-00000-00-0',
      url: `https://editoraipe.example/en/book/design-de-servicos#chapter-${f.part.chapter}`,
      container: { title: 'Service design', subtitle: 'foundations & practice', contributors: [{ given: 'Ana Maria', family: 'Souza', role: 'author' }] },
      firstPage: 12,
      lastPage: 34,
      language: 'pt',
    });
  });

  it('a paper: in its proceedings, with the event', async () => {
    const paper = await loadCitable(database.db, 'paper', f.part.paper, 'pt', appUrl);
    expect(paper).toMatchObject({
      kind: 'paper',
      title: 'Jornadas do usuário no SUS',
      year: 2025,
      url: `https://editoraipe.example/proceedings/anais-simposio-2024/paper/${f.part.paper}`,
      container: { title: 'Anais do Simpósio Ipê de Design de Serviços 2024', contributors: [{ given: 'Ana', family: 'Souza', role: 'editor' }] },
      event: { name: 'Simpósio Ipê de Design de Serviços', year: 2024, place: 'Recife' },
      firstPage: 101,
      lastPage: 115,
    });
    expect((await loadCitable(database.db, 'paper', f.part.paper, 'en', appUrl))!.event!.name).toBe('Ipê Service Design Symposium');
  });

  it('an article of a published issue: the journal, volume, number, e-ISSN', async () => {
    expect(await loadCitable(database.db, 'article', f.article.published, 'pt', appUrl)).toEqual({
      kind: 'article',
      title: 'Cidades que aprendem',
      contributors: [
        { given: 'Bruno', family: 'Lima', role: 'author' },
        { given: 'Carla', family: 'Dias', role: 'author' },
      ],
      year: 2025,
      date: '2025-06-30',
      publisher: 'Editora Ipê',
      place: 'São Paulo',
      doi: '10.99999/rds.v3n2.45',
      issn: '2965-0002',
      url: `https://editoraipe.example/journal/rds/article/${f.article.published}`,
      journal: { name: 'Revista Ipê de Design e Sociedade', volume: 3, number: 2 },
      firstPage: 45,
      lastPage: 67,
      language: 'pt',
    });
  });

  it('nothing for drafts, for a part asked as the wrong kind, or for unknown ids', async () => {
    const none = async (kind: Parameters<typeof loadCitable>[1], id: number) => expect(await loadCitable(database.db, kind, id, 'pt', appUrl)).toBeNull();
    await none('book', f.pub.draftBook);
    await none('chapter', f.part.draftChapter);
    await none('article', f.article.inDraftIssue);
    await none('article', f.article.inDraftJournal);
    // A proceedings volume is not a book, a paper is not a book chapter, and the other way round.
    await none('book', f.pub.proceedings);
    await none('chapter', f.part.paper);
    await none('paper', f.part.chapter);
    await none('book', 999_999);
    await none('article', 0);
    await none('chapter', 2 ** 40);
  });
});
