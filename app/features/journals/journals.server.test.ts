import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { thrownStatus } from '#app/test/route-args.ts';
import { findArticle, findCurrentIssue, findIssue, findJournal, issueWithArticles, listArticles, listIssues } from './journals.server.ts';
import { articlePage, articlePdf, archivePage, currentIssuePage, issuePage, journalHomePage } from './pages.server.ts';

// Uploaded files (the article PDFs) live under DATA_DIR/uploads: a scratch folder for this file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journals-test-'));
process.env.DATA_DIR = dataDir;
process.env.APP_URL = 'https://ipe.example';

let database: TestDatabase;
const ids = {} as Record<
  'design' | 'education' | 'draftJournal' | 'v1n1' | 'v1n2' | 'v2n1' | 'draftIssue' | 'eduIssue' | 'a1' | 'a2' | 'a3' | 'draftArticle' | 'eduArticle',
  number
>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [design, education, draftJournal] = await db
    .insert(publications)
    .values([
      { type: 'journal', slug: 'design-e-sociedade', status: 'published', titlePt: 'Revista de Design e Sociedade', titleEn: 'Design and Society Journal' },
      { type: 'journal', slug: 'educacao', status: 'published', titlePt: 'Revista de Educação' },
      { type: 'journal', slug: 'rascunho', status: 'draft', titlePt: 'Revista ainda não lançada' },
      // Books are not journals, even with a journal's slug.
      { type: 'book', slug: 'educacao-livro', status: 'published', titlePt: 'Um livro' },
      { type: 'book', slug: 'design-e-sociedade', status: 'published', titlePt: 'Livro homônimo' },
    ])
    .returning({ id: publications.id });
  Object.assign(ids, { design: design!.id, education: education!.id, draftJournal: draftJournal!.id });
  await db
    .insert(journals)
    .values([
      { publicationId: ids.design, issn: '2595-1234', eissn: '2595-4321', callForPapersOpen: true, submissionUrl: 'https://submissoes.example.org/rds' },
      { publicationId: ids.education, callForPapersOpen: false },
      { publicationId: ids.draftJournal },
    ]);
  const issues = await db
    .insert(journalIssues)
    .values([
      { journalId: ids.design, volume: 1, number: 1, year: 2024, publishedOn: '2024-06-30', status: 'published' },
      { journalId: ids.design, volume: 1, number: 2, year: 2024, publishedOn: '2024-12-15', status: 'published', titlePt: 'Dossiê serviços públicos' },
      { journalId: ids.design, volume: 2, number: 1, year: 2025, publishedOn: '2025-06-30', status: 'published' },
      // Newer, but not out yet: never "current", never listed.
      { journalId: ids.design, volume: 2, number: 2, year: 2025, status: 'draft' },
      { journalId: ids.education, volume: 1, number: 1, year: 2026, publishedOn: '2026-01-10', status: 'published' },
    ])
    .returning({ id: journalIssues.id });
  Object.assign(ids, { v1n1: issues[0]!.id, v1n2: issues[1]!.id, v2n1: issues[2]!.id, draftIssue: issues[3]!.id, eduIssue: issues[4]!.id });
  const rows = await db
    .insert(articles)
    .values([
      {
        issueId: ids.v2n1,
        position: 2,
        titlePt: 'Segundo artigo',
        contributors: [{ given: 'Bruno', family: 'Lima', role: 'author' }],
        firstPage: 21,
        lastPage: 40,
      },
      {
        issueId: ids.v2n1,
        position: 1,
        titlePt: 'Primeiro artigo',
        titleEn: 'First article',
        contributors: [{ given: 'Ana', family: 'Souza', role: 'author', orcid: '0000-0002-1825-0097' }],
        firstPage: 1,
        lastPage: 20,
        pdfFile: 'articles/primeiro.pdf',
      },
      { issueId: ids.v1n1, position: 1, titlePt: 'Artigo antigo', pdfFile: 'articles/perdido.pdf' },
      { issueId: ids.draftIssue, position: 1, titlePt: 'Artigo em preparação' },
      { issueId: ids.eduIssue, position: 1, titlePt: 'Artigo de outra revista' },
    ])
    .returning({ id: articles.id });
  Object.assign(ids, { a2: rows[0]!.id, a1: rows[1]!.id, a3: rows[2]!.id, draftArticle: rows[3]!.id, eduArticle: rows[4]!.id });
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What a loader threw: its status (a `throw notFound()` is 404). */
async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (thrown) {
    return thrownStatus(thrown);
  }
}

describe('journals', () => {
  it('finds a published journal by slug, with its details, and nothing else', async () => {
    const journal = await findJournal(database.db, 'design-e-sociedade');
    expect(journal).toMatchObject({
      id: ids.design,
      titlePt: 'Revista de Design e Sociedade',
      issn: '2595-1234',
      eissn: '2595-4321',
      callForPapersOpen: true,
      feeBrl: 25000,
      feeUsd: 5000,
    });
    expect(await findJournal(database.db, 'rascunho')).toBeNull(); // a draft journal
    expect(await findJournal(database.db, 'educacao-livro')).toBeNull(); // a book
    expect(await findJournal(database.db, 'nao-existe')).toBeNull();
  });

  it('the current issue is the latest published one; a newer draft does not count', async () => {
    expect((await findCurrentIssue(database.db, ids.design))?.id).toBe(ids.v2n1);
    expect((await findCurrentIssue(database.db, ids.education))?.id).toBe(ids.eduIssue);
    expect(await findCurrentIssue(database.db, ids.draftJournal)).toBeNull();
  });

  it('lists published issues newest first, with their article counts, and hides drafts', async () => {
    const issues = await listIssues(database.db, ids.design);
    expect(issues.map((i) => [i.volume, i.number, i.articleCount])).toEqual([
      [2, 1, 2],
      [1, 2, 0],
      [1, 1, 1],
    ]);
  });

  it('finds an issue only when it is published and belongs to the journal', async () => {
    expect((await findIssue(database.db, ids.design, ids.v1n2))?.titlePt).toBe('Dossiê serviços públicos');
    expect(await findIssue(database.db, ids.design, ids.draftIssue)).toBeNull();
    expect(await findIssue(database.db, ids.design, ids.eduIssue)).toBeNull();
    expect(await findIssue(database.db, ids.education, ids.v1n1)).toBeNull();
    expect(await findIssue(database.db, ids.design, 999_999)).toBeNull();
  });

  it('lists an issue’s articles in printed order', async () => {
    expect((await listArticles(database.db, ids.v2n1)).map((a) => a.titlePt)).toEqual(['Primeiro artigo', 'Segundo artigo']);
    const current = await issueWithArticles(database.db, await findCurrentIssue(database.db, ids.design));
    expect(current?.articles.map((a) => a.id)).toEqual([ids.a1, ids.a2]);
    expect(await issueWithArticles(database.db, null)).toBeNull();
  });

  it('finds an article with its issue, refusing drafts and other journals’ articles', async () => {
    const found = await findArticle(database.db, ids.design, ids.a1);
    expect(found?.article).toMatchObject({ titleEn: 'First article', firstPage: 1, lastPage: 20 });
    expect(found?.article.contributors[0]?.orcid).toBe('0000-0002-1825-0097');
    expect(found?.issue).toMatchObject({ id: ids.v2n1, volume: 2, number: 1, year: 2025 });
    expect(await findArticle(database.db, ids.design, ids.eduArticle)).toBeNull();
    expect(await findArticle(database.db, ids.education, ids.a1)).toBeNull();
    expect(await findArticle(database.db, ids.design, ids.draftArticle)).toBeNull();
    expect(await findArticle(database.db, ids.design, 999_999)).toBeNull();
  });
});

describe('journal pages', () => {
  it('answer 404 for an unknown or draft journal, a malformed slug or id, a draft issue and another journal’s issue', async () => {
    const { db } = database;
    expect(await statusOf(journalHomePage(db, 'nao-existe', 'pt'))).toBe(404);
    expect(await statusOf(journalHomePage(db, 'rascunho', 'pt'))).toBe(404);
    expect(await statusOf(archivePage(db, 'Design E Sociedade'))).toBe(404);
    expect(await statusOf(currentIssuePage(db, undefined))).toBe(404);
    expect(await statusOf(issuePage(db, 'design-e-sociedade', 'abc'))).toBe(404);
    expect(await statusOf(issuePage(db, 'design-e-sociedade', '99999999999'))).toBe(404);
    expect(await statusOf(issuePage(db, 'design-e-sociedade', String(ids.draftIssue)))).toBe(404);
    expect(await statusOf(issuePage(db, 'design-e-sociedade', String(ids.eduIssue)))).toBe(404);
    expect(await statusOf(issuePage(db, 'design-e-sociedade', String(ids.v1n1)))).toBe('ok');
  });

  it('refuse an article of another journal or of a draft issue (404)', async () => {
    const { db } = database;
    expect(await statusOf(articlePage(db, 'design-e-sociedade', String(ids.eduArticle), 'pt'))).toBe(404);
    expect(await statusOf(articlePage(db, 'educacao', String(ids.a1), 'pt'))).toBe(404);
    expect(await statusOf(articlePage(db, 'design-e-sociedade', String(ids.draftArticle), 'pt'))).toBe(404);
    expect(await statusOf(articlePage(db, 'design-e-sociedade', '0', 'pt'))).toBe(404);
  });

  it('the home shows the current issue with its articles; the issue page knows whether it is current', async () => {
    const home = await journalHomePage(database.db, 'design-e-sociedade', 'en');
    expect(home.url).toBe('https://ipe.example/en/journal/design-e-sociedade');
    expect(home.current?.issue.id).toBe(ids.v2n1);
    expect(home.current?.articles.map((a) => a.titlePt)).toEqual(['Primeiro artigo', 'Segundo artigo']);
    expect((await issuePage(database.db, 'design-e-sociedade', String(ids.v2n1))).isCurrent).toBe(true);
    expect((await issuePage(database.db, 'design-e-sociedade', String(ids.v1n1))).isCurrent).toBe(false);
    expect((await journalHomePage(database.db, 'educacao', 'pt')).current?.issue.id).toBe(ids.eduIssue);
  });

  it('an article page carries its citation, addresses and PDF link', async () => {
    const page = await articlePage(database.db, 'design-e-sociedade', String(ids.a1), 'en');
    expect(page.url).toBe(`https://ipe.example/en/journal/design-e-sociedade/article/${ids.a1}`);
    expect(page.pdfPath).toBe(`/journal/design-e-sociedade/article/${ids.a1}/pdf`);
    expect(page.citation.pdfUrl).toBe(`https://ipe.example/journal/design-e-sociedade/article/${ids.a1}/pdf`);
    expect(page.citation).toMatchObject({ kind: 'article', exportId: ids.a1, title: 'First article', issn: '2595-4321', journal: { volume: 2, number: 1 } });
    expect((await articlePage(database.db, 'design-e-sociedade', String(ids.a2), 'pt')).pdfPath).toBeNull();
  });

  it('serves an article’s stored PDF, and 404 when the article has none or the file is missing', async () => {
    fs.mkdirSync(path.join(dataDir, 'uploads', 'articles'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'articles', 'primeiro.pdf'), '%PDF-1.7 test');
    const response = await articlePdf(database.db, 'design-e-sociedade', String(ids.a1));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="design-e-sociedade-${ids.a1}.pdf"`);
    expect(await response.text()).toBe('%PDF-1.7 test');
    expect(await statusOf(articlePdf(database.db, 'design-e-sociedade', String(ids.a2)))).toBe(404);
    expect(await statusOf(articlePdf(database.db, 'design-e-sociedade', String(ids.a3)))).toBe(404);
    expect(await statusOf(articlePdf(database.db, 'design-e-sociedade', String(ids.draftArticle)))).toBe(404);
  });

  it('an article with a full text shows it, links it for Scholar, and gets a PDF written from it once', async () => {
    const { db } = database;
    await db.update(articles).set({ fullText: '<h2>Introdução</h2><p>O texto completo do segundo artigo.</p>' }).where(eq(articles.id, ids.a2));
    const page = await articlePage(db, 'design-e-sociedade', String(ids.a2), 'pt');
    expect(page.article.fullText).toContain('O texto completo');
    expect(page.citation.fullTextUrl).toBe(`https://ipe.example/journal/design-e-sociedade/article/${ids.a2}#full-text`);
    expect(page.pdfPath).toBe(`/journal/design-e-sociedade/article/${ids.a2}/pdf`);
    // The issue's list does not carry the texts.
    const listed = (await listArticles(db, ids.v2n1)).find((a) => a.id === ids.a2)!;
    expect(listed).not.toHaveProperty('fullText');
    expect(listed.hasFullText).toBe(true);
    const response = await articlePdf(db, 'design-e-sociedade', String(ids.a2));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [row] = await db.select({ pdfFile: articles.pdfFile, pdfGenerated: articles.pdfGenerated }).from(articles).where(eq(articles.id, ids.a2));
    expect(row).toMatchObject({ pdfGenerated: true, pdfFile: expect.stringMatching(/^articles\/\d+-[0-9a-f]{12}\.pdf$/) });
    // The second reader gets the same stored file.
    await articlePdf(db, 'design-e-sociedade', String(ids.a2));
    const [again] = await db.select({ pdfFile: articles.pdfFile }).from(articles).where(eq(articles.id, ids.a2));
    expect(again!.pdfFile).toBe(row!.pdfFile);
  });
});
