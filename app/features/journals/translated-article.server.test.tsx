/**
 * An article with its full text translated into the other site language (issue 52): each
 * language's page shows its own text, says which one it is, links to the other and cites its own DOI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { articles, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import ArticleRoute, { loader } from '#app/routes/journals/article.tsx';
import { routeArgs } from '#app/test/route-args.ts';
import { validateJats } from '#app/test/jats-schema.ts';
import { jatsToArticle } from '#app/features/scholarly/api.server.ts';
import { articleJatsXml } from './jats.server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translated-article-'));
process.env.DATA_DIR = dataDir;
process.env.APP_URL = 'https://ipe.example';

let database: TestDatabase;
let journalId: number;
let articleId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const [journal] = await database.db
    .insert(publications)
    .values({
      type: 'journal',
      slug: 'design-e-sociedade',
      status: 'published',
      titlePt: 'Revista de Design e Sociedade',
      titleEn: 'Design and Society Journal',
    })
    .returning({ id: publications.id });
  journalId = journal!.id;
  await database.db.insert(journals).values({ publicationId: journalId, issn: '2595-1234', translationDois: true });
  const [issue] = await database.db
    .insert(journalIssues)
    .values({ journalId, volume: 1, number: 2, year: 2024, publishedOn: '2024-12-16', status: 'published' })
    .returning({ id: journalIssues.id });
  const [article] = await database.db
    .insert(articles)
    .values({
      issueId: issue!.id,
      position: 1,
      language: 'pt',
      titlePt: 'Hortas comunitárias e o cuidado do bairro',
      titleEn: 'Community gardens and the care of the neighbourhood',
      abstractPt: 'As hortas organizam o cuidado.',
      abstractEn: 'Gardens organise care.',
      contributors: [{ given: 'Ana', family: 'Souza', role: 'author' }],
      doi: '10.99999/ds.2024.1',
      doiTranslation: '10.99999/ds.2024.1.en',
      fullText: '<h2>Introdução</h2><p>Os moradores regam os canteiros aos domingos.</p>',
      fullTextTranslation: '<h2>Introduction</h2><p>The residents water the beds on Sundays.</p>',
    })
    .returning({ id: articles.id });
  articleId = article!.id;
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type LoaderData = Awaited<ReturnType<typeof loader>>;

async function page(prefix: '' | '/en') {
  const url = `http://localhost:3000${prefix}/journal/design-e-sociedade/article/${articleId}`;
  const data = await loader(routeArgs(new Request(url), { slug: 'design-e-sociedade', id: String(articleId) }));
  const Page = ArticleRoute as unknown as ComponentType<{ loaderData: unknown; params: object; matches: unknown[] }>;
  const Stub = createRoutesStub([{ path: '*', Component: () => <Page loaderData={data} params={{}} matches={[]} /> }]);
  return { data, html: renderToString(<Stub initialEntries={[new URL(url).pathname]} />).replaceAll('<!-- -->', '') };
}

const metaContent = (data: LoaderData, name: string) => data.meta.filter((m) => 'name' in m && m.name === name).map((m) => (m as { content: string }).content);
const jsonLd = (data: LoaderData) => (data.meta.find((m) => 'script:ld+json' in m) as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];
const fullTextSection = (html: string) => /<section id="full-text"[^>]*lang="([^"]+)"[^>]*>([\s\S]*?)<\/section>/.exec(html)!;
const citeText = (data: LoaderData) => data.citeView.abnt.map((s) => s.text).join('');

describe('a Portuguese article translated into English, in a journal whose translations have their own DOI', () => {
  it('its English page shows the English text, says it is a translation, links to the original and cites the translation’s DOI', async () => {
    const { data, html } = await page('/en');
    const [, lang, text] = fullTextSection(html);
    expect(lang).toBe('en');
    expect(text).toContain('The residents water the beds on Sundays.');
    expect(text).not.toContain('canteiros');
    expect(html).toContain('This text is a translation into English; the article was first published in Portuguese.');
    expect(html).toMatch(new RegExp(`<a href="/journal/design-e-sociedade/article/${articleId}" hrefLang="pt"[^>]*>Read the original in Portuguese</a>`));
    expect(metaContent(data, 'citation_doi')).toEqual(['10.99999/ds.2024.1.en']);
    expect(metaContent(data, 'citation_language')).toEqual(['en']);
    expect(citeText(data)).toContain('10.99999/ds.2024.1.en');
    expect(JSON.stringify(jsonLd(data))).toContain('10.99999/ds.2024.1.en');
    expect(html).toContain('https://doi.org/10.99999/ds.2024.1.en');
  });

  it('its Portuguese page shows the original, says there is a translation and cites the original’s DOI', async () => {
    const { data, html } = await page('');
    const [, lang, text] = fullTextSection(html);
    expect(lang).toBe('pt');
    expect(text).toContain('Os moradores regam os canteiros aos domingos.');
    expect(html).toContain('Este artigo tem uma tradução do texto completo para o inglês.');
    expect(html).toMatch(new RegExp(`<a href="/en/journal/design-e-sociedade/article/${articleId}" hrefLang="en"[^>]*>Ler a tradução para o inglês</a>`));
    expect(metaContent(data, 'citation_doi')).toEqual(['10.99999/ds.2024.1']);
    expect(metaContent(data, 'citation_language')).toEqual(['pt']);
    expect(citeText(data)).toContain('10.99999/ds.2024.1');
    expect(citeText(data)).not.toContain('10.99999/ds.2024.1.en');
    expect(JSON.stringify(jsonLd(data))).not.toContain('ds.2024.1.en');
  });

  it('cites the original’s DOI on both pages once the journal gives translations none', async () => {
    await database.db.update(journals).set({ translationDois: false }).where(eq(journals.publicationId, journalId));
    const { data, html } = await page('/en');
    expect(fullTextSection(html)[2]).toContain('The residents water the beds');
    expect(metaContent(data, 'citation_doi')).toEqual(['10.99999/ds.2024.1']);
    expect(html).not.toContain('ds.2024.1.en');
    await database.db.update(journals).set({ translationDois: true }).where(eq(journals.publicationId, journalId));
  });

  it('writes the translation into its JATS as a sub-article with its own DOI, valid against the DTD and SciELO PS 1.10', async () => {
    const xml = await articleJatsXml(database.db, 'design-e-sociedade', String(articleId));
    expect(validateJats({ translated: xml }).messages).toBe('ok\n');
    const sub = /<sub-article article-type="translation" xml:lang="en" id="s1">([\s\S]*)<\/sub-article>/.exec(xml)![1]!;
    expect(sub).toContain('<front-stub><article-id pub-id-type="doi">10.99999/ds.2024.1.en</article-id>');
    expect(sub).toContain('<article-title>Community gardens and the care of the neighbourhood</article-title>');
    expect(sub).toContain('<abstract><p>Gardens organise care.</p></abstract>');
    expect(sub).toMatch(/<body><sec id="s1-sec1"><title>Introduction<\/title><p>The residents water the beds on Sundays\.<\/p>/);
    // The English texts stand in the sub-article, not beside the Portuguese ones.
    const main = xml.slice(0, xml.indexOf('<sub-article'));
    expect(main).not.toContain('trans-title-group');
    expect(main).not.toContain('trans-abstract');
    expect(main).toContain('<article-id pub-id-type="doi">10.99999/ds.2024.1</article-id>');
    // Read back: the translation's language, DOI and texts.
    const read = jatsToArticle(xml)!;
    expect(read.translation).toEqual({ lang: 'en', doi: '10.99999/ds.2024.1.en' });
    expect(read.texts.find((t) => t.lang === 'en')).toMatchObject({
      title: 'Community gardens and the care of the neighbourhood',
      abstract: 'Gardens organise care.',
    });
  });
});
