/**
 * A small catalog for the metadata tests (citations, sitemap, feed): published and draft works of
 * every type, so each test can check that drafts stay out. Inserted into a fresh test database.
 */
import type { Db } from '#app/lib/db/client.server.ts';
import { articles, chapters, events, formats, journalIssues, journals, publications, type Contributor } from '#app/lib/db/schema.ts';

const person = (given: string, family: string, role: Contributor['role'] = 'author'): Contributor => ({ given, family, role });

export async function insertMetadataFixtures(db: Db) {
  const [event] = await db
    .insert(events)
    .values({
      slug: 'simposio-2024',
      namePt: 'Simpósio Ipê de Design de Serviços',
      nameEn: 'Ipê Service Design Symposium',
      startsOn: '2024-09-10',
      endsOn: '2024-09-12',
      place: 'Recife',
    })
    .returning();

  const rows = await db
    .insert(publications)
    .values([
      {
        type: 'book',
        slug: 'design-de-servicos',
        status: 'published',
        titlePt: 'Design de serviços',
        titleEn: 'Service design',
        subtitlePt: 'fundamentos & práticas',
        subtitleEn: 'foundations & practice',
        abstractPt: 'Um livro sobre <serviços> & pessoas.',
        abstractEn: 'A book about <services> & people.',
        contributors: [person('Ana Maria', 'Souza')],
        language: 'pt',
        publishedOn: '2024-05-08',
        edition: 2,
        pages: 240,
        doi: '10.99999/ipe.2024.01',
        createdAt: new Date('2024-04-01T12:00:00Z'),
        updatedAt: new Date('2024-06-01T12:00:00Z'),
      },
      {
        type: 'book',
        slug: 'rascunho-secreto',
        status: 'draft',
        titlePt: 'Rascunho secreto',
        contributors: [person('Bruno', 'Lima')],
        publishedOn: '2026-01-10',
        updatedAt: new Date('2026-01-10T12:00:00Z'),
      },
      {
        type: 'book',
        slug: 'learning-by-design',
        status: 'published',
        titleEn: 'Learning by design',
        contributors: [person('Carla', 'Dias', 'organizer'), person('Bruno', 'Lima', 'organizer')],
        language: 'en',
        publishedOn: '2025-03-15',
        createdAt: new Date('2025-03-01T12:00:00Z'),
        updatedAt: new Date('2025-03-20T08:00:00Z'),
      },
      {
        type: 'proceedings',
        slug: 'anais-simposio-2024',
        status: 'published',
        titlePt: 'Anais do Simpósio Ipê de Design de Serviços 2024',
        titleEn: 'Proceedings of the Ipê Service Design Symposium 2024',
        abstractPt: 'Trabalhos apresentados no simpósio.',
        contributors: [person('Ana', 'Souza', 'editor')],
        eventId: event!.id,
        volume: 1,
        seriesIssn: '2965-0208',
        publishedOn: '2025-02-01',
        createdAt: new Date('2025-01-20T12:00:00Z'),
        updatedAt: new Date('2025-02-02T12:00:00Z'),
      },
      {
        type: 'journal',
        slug: 'rds',
        status: 'published',
        titlePt: 'Revista Ipê de Design e Sociedade',
        titleEn: 'Ipê Journal of Design and Society',
        publishedOn: '2023-01-01',
        updatedAt: new Date('2025-07-01T12:00:00Z'),
      },
      {
        type: 'journal',
        slug: 'revista-rascunho',
        status: 'draft',
        titlePt: 'Revista em preparação',
        updatedAt: new Date('2025-07-01T12:00:00Z'),
      },
    ])
    .returning({ id: publications.id, slug: publications.slug });
  const id = (slug: string) => rows.find((r) => r.slug === slug)!.id;
  const pub = {
    book: id('design-de-servicos'),
    draftBook: id('rascunho-secreto'),
    editedBook: id('learning-by-design'),
    proceedings: id('anais-simposio-2024'),
    journal: id('rds'),
    draftJournal: id('revista-rascunho'),
  };

  await db.insert(formats).values([
    {
      publicationId: pub.book,
      kind: 'ebook',
      slug: 'design-de-servicos-ebook',
      isbn: '978-65-00000-02-4',
      priceBrl: 4990,
      updatedAt: new Date('2024-06-05T12:00:00Z'),
    },
    {
      publicationId: pub.book,
      kind: 'print',
      slug: 'design-de-servicos-impresso',
      isbn: '978-65-00000-00-0',
      priceBrl: 8990,
      stock: 3,
      updatedAt: new Date('2024-05-20T12:00:00Z'),
    },
    { publicationId: pub.draftBook, kind: 'print', slug: 'rascunho-secreto-impresso', isbn: '978-65-00000-09-3', priceBrl: 5000, stock: 1 },
  ]);

  const parts = await db
    .insert(chapters)
    .values([
      {
        publicationId: pub.book,
        position: 1,
        titlePt: 'O que é um serviço?',
        titleEn: 'What is a service?',
        contributors: [person('Ana Maria', 'Souza')],
        firstPage: 12,
        lastPage: 34,
        doi: '10.99999/ipe.2024.01.c1',
      },
      { publicationId: pub.draftBook, position: 1, titlePt: 'Capítulo inédito', contributors: [person('Bruno', 'Lima')] },
      {
        publicationId: pub.proceedings,
        position: 1,
        titlePt: 'Jornadas do usuário no SUS',
        contributors: [person('Pedro', 'Costa')],
        firstPage: 101,
        lastPage: 115,
      },
    ])
    .returning({ id: chapters.id });
  const part = { chapter: parts[0]!.id, draftChapter: parts[1]!.id, paper: parts[2]!.id };

  await db.insert(journals).values([
    { publicationId: pub.journal, issn: '2965-0001', eissn: '2965-0002' },
    { publicationId: pub.draftJournal, issn: '2965-0003' },
  ]);
  const issues = await db
    .insert(journalIssues)
    .values([
      { journalId: pub.journal, volume: 3, number: 2, year: 2025, publishedOn: '2025-06-30', status: 'published' },
      { journalId: pub.journal, volume: 4, number: 1, year: 2026, status: 'draft' },
      { journalId: pub.draftJournal, volume: 1, number: 1, year: 2025, publishedOn: '2025-06-30', status: 'published' },
    ])
    .returning({ id: journalIssues.id });
  const issue = { published: issues[0]!.id, draft: issues[1]!.id, ofDraftJournal: issues[2]!.id };

  const arts = await db
    .insert(articles)
    .values([
      {
        issueId: issue.published,
        position: 1,
        titlePt: 'Cidades que aprendem',
        titleEn: 'Learning cities',
        contributors: [person('Bruno', 'Lima'), person('Carla', 'Dias')],
        firstPage: 45,
        lastPage: 67,
        doi: '10.99999/rds.v3n2.45',
      },
      { issueId: issue.draft, position: 1, titlePt: 'Artigo no prelo', contributors: [person('Ana', 'Souza')] },
      { issueId: issue.ofDraftJournal, position: 1, titlePt: 'Artigo de revista em preparação', contributors: [person('Ana', 'Souza')] },
    ])
    .returning({ id: articles.id });
  const article = { published: arts[0]!.id, inDraftIssue: arts[1]!.id, inDraftJournal: arts[2]!.id };

  return { pub, part, issue, article, eventId: event!.id };
}

export type MetadataFixtures = Awaited<ReturnType<typeof insertMetadataFixtures>>;
