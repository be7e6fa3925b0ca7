/**
 * The JATS of every demo article and proceedings paper (issue 52), as its address serves it, is
 * valid against the JATS 1.3 DTD and follows SciELO PS 1.10; the test fails on the first that does
 * not. A proceedings volume stands in journal-meta with its series ISSN and its ISBN. Read back
 * (JATS in), each gives the same record and, block for block as its page shows it, the same body;
 * made again in the article admin, the same JATS.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalog } from '#app/features/catalog/seed/seed-catalog.server.ts';
import { articleRecord, editorialSeeder } from '#app/features/editorial/api.server.ts';
import { seedPublish } from '#app/features/publish/api.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { localStorage } from '#app/lib/storage/storage.server.ts';
import { routeArgs, sessionUser, signedInArgs, thrownStatus, unwrap } from '#app/test/route-args.ts';
import { action as articleAction } from '#app/routes/admin/catalog/article.tsx';
import { validateJats } from '#app/test/jats-schema.ts';
import { eq, inArray } from 'drizzle-orm';
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { convertFullText, jatsTranslationText, withBlockIds } from '#app/features/fulltext/api.server.ts';
import { articles, chapters, journalIssues, users } from '#app/lib/db/schema.ts';
import { citationsIn } from '#app/features/catalog/seed/content-audit.ts';
import { linkInTextCitations, uncitedReferences } from './in-text-citations.ts';
import { spsViolations } from './jats/sps-rules.ts';
import { jatsToArticle } from '#app/features/scholarly/api.server.ts';
import { linkReferenceDois, printedReferences } from './reference-links.ts';
import { articleJatsInput, articleJatsResponse, articleJatsXml, paperJatsPath, paperJatsXml } from './jats.server.ts';
import { loader as paperLoader } from '#app/routes/journals/paper.tsx';
import { loader as paperJatsLoader } from '#app/routes/journals/paper-jats.ts';
import { findArticle, findJournal, listArticles, listIssues } from './journals.server.ts';
import { articlePage } from './pages.server.ts';
import { findProceedings, listPapers } from './proceedings.server.ts';

process.env.APP_URL = 'https://editora.example';
let database: TestDatabase;
let uploads: string;
const articlesXml: Record<string, string> = {};
const papersXml: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'jats-'));
  const { db } = database;
  await seedCatalog(db, { files: localStorage(uploads) });
  await seedPublish(db, new Date());
  await editorialSeeder.run(db);
  for (const slug of ['revista-ipe-design-sociedade', 'cadernos-ipe-educacao']) {
    const journal = (await findJournal(db, slug))!;
    for (const issue of await listIssues(db, journal.id))
      for (const article of await listArticles(db, issue.id)) articlesXml[`${slug}-${article.id}`] = await articleJatsXml(db, slug, String(article.id));
  }
  const proceedings = (await findProceedings(db, 'anais-sbds-2024'))!;
  for (const paper of await listPapers(db, proceedings.id)) papersXml[`anais-${paper.id}`] = await paperJatsXml(db, proceedings.slug, String(paper.id));
}, 180_000);

afterAll(async () => {
  await database?.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

it('writes every demo article as JATS 1.3 valid against the DTD and SciELO PS 1.10', () => {
  expect(Object.keys(articlesXml)).toHaveLength(26);
  // The demo's authors are in four countries: the rules' country codes are exercised beyond Brazil.
  const countries = new Set(Object.values(articlesXml).flatMap((xml) => [...xml.matchAll(/<country country="([A-Z]{2})">/g)].map((m) => m[1])));
  expect([...countries].sort()).toEqual(['AR', 'BR', 'GB', 'PT']);
  const result = validateJats(articlesXml);
  expect(result.messages).toBe('ok\n');
  // The demo's translated article carries its English full text as a sub-article with its own DOI.
  const translated = Object.values(articlesXml).filter((xml) => xml.includes('<sub-article article-type="translation"'));
  expect(translated).toHaveLength(1);
  expect(translated[0]).toMatch(
    /<sub-article article-type="translation" xml:lang="en" id="s1"><front-stub><article-id pub-id-type="doi">10\.99999\/ipe\.rds\.2025\.006\.en<\/article-id>.*<body><sec id="s1-sec1"><title>Introduction<\/title>/s,
  );
  for (const [name, xml] of Object.entries(articlesXml)) {
    // journal-id is the acronym the SciELO package names files by; the short title is the acronym too.
    // The rules the SciELO package's report runs find nothing either.
    expect(spsViolations(xml), name).toEqual([]);
    const acronym = name.startsWith('revista') ? 'rids' : 'cie';
    expect(xml).toContain(`<journal-id journal-id-type="publisher-id">${acronym}</journal-id>`);
    expect(xml).toContain(`<abbrev-journal-title abbrev-type="publisher">${acronym.toUpperCase()}</abbrev-journal-title>`);
    // Each carries its editorial record's dates, its DOI, a body and every reference.
    expect(xml).toMatch(/<history><date date-type="received">.*<date date-type="accepted">/);
    expect(xml).toMatch(/<article-id pub-id-type="doi">10\.99999\//);
    expect(xml).toContain('<body><sec id="sec1">');
    // The editorial record's countries (each with its ISO code), CRediT roles and data statement.
    expect(xml).toMatch(/<aff id="aff1">.*<country country="[A-Z]{2}">[^<]+<\/country><\/aff>/);
    expect(xml).toContain('vocab="credit"');
    expect(xml).toContain('<sec sec-type="data-availability">');
    const refs = Number(/<ref-count count="(\d+)"\/>/.exec(xml)![1]);
    expect(refs).toBeGreaterThan(5);
    expect(xml.match(/<ref id=/g)).toHaveLength(refs);
    // Every reference is cited, and every in-text citation points at its reference.
    const cited = new Set([...xml.matchAll(/<xref ref-type="bibr" rid="(B\d+)">/g)].map((m) => m[1]));
    expect([...xml.matchAll(/<ref id="(B\d+)">/g)].map((m) => m[1]).filter((id) => !cited.has(id))).toEqual([]);
  }
}, 120_000);

it('writes every demo proceedings paper as JATS 1.3 valid against the DTD and SciELO PS 1.10, its series ISSN in journal-meta', () => {
  expect(Object.keys(papersXml)).toHaveLength(8);
  const result = validateJats(papersXml);
  expect(result.messages).toBe('ok\n');
  for (const xml of Object.values(papersXml)) {
    expect(xml).toContain('<conference>');
    expect(xml).toContain('vocab="credit"');
    expect(xml).toContain('<issn pub-type="epub">2965-0208</issn>');
    // Each paper keeps its references (the seed once dropped them): a ref-list, each one cited.
    const refs = Number(/<ref-count count="(\d+)"\/>/.exec(xml)![1]);
    expect(refs).toBeGreaterThan(5);
    expect(xml.match(/<ref id=/g)).toHaveLength(refs);
    const cited = new Set([...xml.matchAll(/<xref ref-type="bibr" rid="(B\d+)">/g)].map((m) => m[1]));
    expect([...xml.matchAll(/<ref id="(B\d+)">/g)].map((m) => m[1]).filter((id) => !cited.has(id))).toEqual([]);
  }
}, 120_000);

it('serves an article as application/jats+xml and nothing a reader may not see', async () => {
  const { db } = database;
  const [name] = Object.keys(articlesXml);
  const id = name!.split('-').at(-1)!;
  const response = await articleJatsResponse(db, 'revista-ipe-design-sociedade', id);
  expect(response.headers.get('content-type')).toBe('application/jats+xml; charset=utf-8');
  expect(await response.text()).toBe(articlesXml[name!]);
  // Another journal's article, an unknown id, a bad slug.
  const status = (promise: Promise<unknown>) => promise.then(() => 200, thrownStatus);
  expect(await status(articleJatsXml(db, 'cadernos-ipe-educacao', id))).toBe(404);
  expect(await status(articleJatsXml(db, 'revista-ipe-design-sociedade', '999999'))).toBe(404);
  expect(await status(paperJatsXml(db, 'Not a slug', '1'))).toBe(404);
});

it("serves a paper's JATS at its address, and the paper's page links it and tags its references, in both languages", async () => {
  const { db } = database;
  const proceedings = (await findProceedings(db, 'anais-sbds-2024'))!;
  const [paper] = await listPapers(db, proceedings.id);
  const params = { slug: proceedings.slug, id: String(paper!.id) };
  const response = await paperJatsLoader(routeArgs(new Request(`http://localhost:3000${paperJatsPath(proceedings.slug, paper!.id)}`), params));
  expect(response.headers.get('content-type')).toBe('application/jats+xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toBe(papersXml[`anais-${paper!.id}`]);
  const refs = [...xml.matchAll(/<ref id="B\d+">/g)].length;
  expect(refs).toBeGreaterThan(5);
  for (const prefix of ['', '/en']) {
    const url = `http://localhost:3000${prefix}/proceedings/${proceedings.slug}/paper/${paper!.id}`;
    const data = await paperLoader(routeArgs(new Request(url), params));
    const alternate = data.meta.find((m) => 'rel' in m && m.rel === 'alternate' && 'type' in m && m.type === 'application/jats+xml') as { href: string };
    expect(alternate.href).toBe(`https://editora.example${prefix}${paperJatsPath(proceedings.slug, paper!.id)}`);
    expect(data.meta.filter((m) => 'name' in m && m.name === 'citation_reference')).toHaveLength(refs);
  }
  // A paper of another volume, or none, is not found.
  const status = (promise: Promise<unknown>) => promise.then(() => 200, thrownStatus);
  expect(await status(paperJatsLoader(routeArgs(new Request('http://localhost:3000/'), { slug: proceedings.slug, id: '999999' })))).toBe(404);
});

it("links every in-text citation of every demo article, translation and paper to its reference, and cites every reference (the page's helpers)", async () => {
  const { db } = database;
  const texts = [
    ...(await db.select({ id: articles.id, fullText: articles.fullText, translation: articles.fullTextTranslation }).from(articles)).flatMap((a) => [
      { name: `article ${a.id}`, html: a.fullText },
      { name: `article ${a.id} translated`, html: a.translation },
    ]),
    ...(await db.select({ id: chapters.id, fullText: chapters.fullText }).from(chapters)).map((c) => ({ name: `paper ${c.id}`, html: c.fullText })),
  ].filter((t): t is { name: string; html: string } => Boolean(t.html));
  expect(texts.length).toBeGreaterThanOrEqual(26 + 1 + 8);
  let links = 0;
  for (const { name, html } of texts) {
    const linked = linkInTextCitations(withBlockIds(linkReferenceDois(html)));
    const at = linked.indexOf('<section id="references">');
    expect(at, name).toBeGreaterThan(0);
    links += (linked.match(/ class="citation">/g) ?? []).length;
    // What is left of the text once the links are out holds no author-date citation.
    const rest = decodeHTML(
      linked
        .slice(0, at)
        .replace(/<a href="#[^"]+" class="citation">[\s\S]*?<\/a>/g, ' ')
        .replace(/<[^>]+>/g, ''),
    );
    expect(citationsIn(rest), name).toEqual([]);
    expect(uncitedReferences(linked), name).toEqual([]);
  }
  expect(links).toBeGreaterThan(400);
});

/** The few entities the allowlisted HTML writes. */
const decodeHTML = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[e]!);

/**
 * A full text's structure as its page shows it (block ids, in-text citation links, DOI links): one
 * line per block (heading, paragraph, list item, quote, table part, figure, note, reference) with its
 * attributes and its inline markup (italics, note calls, links), sections without an id unwrapped.
 */
function structure(html: string | null): string[] {
  if (!html) return [];
  const out: string[] = [];
  const attributes = (node: Element) =>
    Object.keys(node.attribs)
      .sort()
      .map((name) => ` ${name}="${node.attribs[name]}"`)
      .join('');
  const inline = (nodes: ChildNode[]): string =>
    nodes
      .map((node) =>
        node instanceof Text
          ? node.data
          : node instanceof Element && INLINE.has(node.name)
            ? `<${node.name}${attributes(node)}>${inline(node.children)}</${node.name}>`
            : '',
      )
      .join('');
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node instanceof Text && node.data.trim()) out.push(`text: ${node.data.replace(/\s+/g, ' ').trim()}`);
      if (!(node instanceof Element) || INLINE.has(node.name)) continue;
      if (node.name !== 'section' || node.attribs.id) {
        const own = inline(node.children).replace(/\s+/g, ' ').trim();
        out.push(`${node.name}${attributes(node)}${own ? `: ${own}` : ''}`);
      }
      walk(node.children.filter((c) => c instanceof Element));
    }
  };
  walk(parseDocument(linkInTextCitations(withBlockIds(linkReferenceDois(html)))).children);
  return out;
}
const INLINE = new Set(['em', 'strong', 'sup', 'sub', 'a', 'code', 'br']);
const spaced = (text: string | null) =>
  text
    ? text
        .split(/\r?\n\s*\r?\n/)
        .map((p) => p.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n\n')
    : null;

/** What an article's JATS says of it, as the export is given it. */
async function exported(db: TestDatabase['db'], slug: string, id: number) {
  const journal = (await findJournal(db, slug))!;
  const found = (await findArticle(db, journal.id, id))!;
  return { found, input: articleJatsInput(journal, found.issue, found.article, await articleRecord(db, id)) };
}

it('reads every demo article back from its JATS, field for field and its body block for block (the round trip)', async () => {
  const { db } = database;
  for (const [name, xml] of Object.entries(articlesXml)) {
    const id = Number(name.split('-').at(-1));
    const { found, input } = await exported(db, name.slice(0, name.lastIndexOf('-')), id);
    const stored = found.article;
    const read = jatsToArticle(xml)!;
    expect(read.language, name).toBe(input.language);
    expect(read.doi, name).toBe(input.doi);
    expect(read.firstPage, name).toBe(input.firstPage);
    expect(read.lastPage, name).toBe(input.lastPage);
    expect(read.funding, name).toEqual(input.funding);
    // With the country and CRediT roles of the editorial record, as the JATS's aff and role carry them.
    expect(read.contributors, name).toEqual(input.contributors);
    expect(read.texts, name).toEqual(input.texts.map((t) => ({ ...t, abstract: spaced(t.abstract) })));
    expect([read.receivedOn, read.acceptedOn], name).toEqual([input.receivedOn, input.acceptedOn]);
    expect(read.receivedOn, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(read.dataAvailability, name).toBe(spaced(input.dataAvailability));
    expect(read.translation, name).toEqual(input.translation ? { lang: input.translation.lang, doi: input.translation.doi } : null);
    // Each reference as printed (the mixed-citation only, not its element-citation's parts).
    const printed = printedReferences(stored.fullText).map((item) =>
      decodeHTML(item.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(read.references, name).toEqual(printed.length === stored.references.length ? printed : stored.references);
    // The body, through the same converter an uploaded JATS full text goes through, block for block
    // as the page shows it: headings, paragraphs, tables with their labels and captions, quotes,
    // notes with their calls, the references section and where every in-text citation points.
    const body = convertFullText('article.xml', new TextEncoder().encode(xml));
    expect(body.ok, name).toBe(true);
    const shown = structure(stored.fullText);
    expect(structure(body.ok ? body.html : ''), name).toEqual(shown);
    expect(shown.filter((line) => line.includes('class="citation"')).length, name).toBeGreaterThan(0);
    expect(shown.filter((line) => /^li id="fn-\d+"/.test(line)).length, name).toBeGreaterThan(0);
    // The translation's body, from its sub-article.
    expect(structure(jatsTranslationText(xml)), name).toEqual(structure(stored.fullTextTranslation));
  }
  expect(Object.values(articlesXml).filter((xml) => jatsTranslationText(xml))).toHaveLength(1);
});

/**
 * The demo articles that hold, between them, every kind of field the record has (each language, a
 * translation, a translation's DOI, original-language titles, funding, pages…), each kind once:
 * every article's JATS is read back above, and each import here writes an article and its search
 * index (seconds each on a busy machine), so importing all 26 would only repeat these.
 */
function articlesOfEveryKind(rows: (typeof articles.$inferSelect)[]): Set<number> {
  const kinds = (row: typeof articles.$inferSelect) =>
    [
      `language:${row.language}`,
      row.section && 'section',
      row.doi && 'doi',
      row.doiTranslation && 'doiTranslation',
      row.titleOriginal && 'titleOriginal',
      row.abstractOriginal && 'abstractOriginal',
      row.keywordsOriginal && 'keywordsOriginal',
      row.funding && 'funding',
      row.firstPage && 'pages',
      row.fullTextTranslation && 'translation',
      row.references.length && 'references',
    ].filter((kind): kind is string => Boolean(kind));
  const chosen = new Set<number>();
  const seen = new Set<string>();
  for (const row of rows)
    if (kinds(row).some((kind) => !seen.has(kind))) {
      chosen.add(row.id);
      for (const kind of kinds(row)) seen.add(kind);
    }
  return chosen;
}

it('makes the demo articles again from their JATS in the article admin, one of every kind: the same record, the same body, the same JATS', async () => {
  const { db } = database;
  const admin = sessionUser('jats-admin', { roles: ['user', 'admin'] });
  await db.insert(users).values({ id: admin.id, name: 'Clara', lastName: 'Editora', email: admin.email, role: 'user,admin', emailVerified: true });
  const sourceIds = Object.keys(articlesXml).map((name) => Number(name.split('-').at(-1)));
  const chosen = articlesOfEveryKind(await db.select().from(articles).where(inArray(articles.id, sourceIds)).orderBy(articles.id));
  expect(chosen.size).toBeGreaterThanOrEqual(3);
  expect(chosen.size).toBeLessThan(sourceIds.length);
  const languages = new Set<string>();
  for (const [name, xml] of Object.entries(articlesXml)) {
    const slug = name.slice(0, name.lastIndexOf('-'));
    const sourceId = Number(name.split('-').at(-1));
    if (!chosen.has(sourceId)) continue;
    const [source] = await db.select().from(articles).where(eq(articles.id, sourceId));
    const [issue] = await db.select().from(journalIssues).where(eq(journalIssues.id, source!.issueId));
    languages.add(source!.language);
    const data = new FormData();
    data.append('intent', 'from-jats');
    data.append('section', source!.section ?? '');
    data.append('fullText', new File([xml], 'artigo.xml', { type: 'application/xml' }));
    const pathname = `/admin/catalog/${issue!.journalId}/issues/${issue!.id}/articles/new`;
    const request = new Request(`http://localhost:3000${pathname}`, { method: 'POST', body: data });
    const answer = (await articleAction(signedInArgs(request, { id: String(issue!.journalId), issueId: String(issue!.id) }, admin)).then(
      () => null,
      (thrown: unknown) => thrown,
    )) as Response;
    expect(answer.status, name).toBe(302);
    const id = Number(/\/articles\/(\d+)\?done=articleFromJats$/.exec(answer.headers.get('location')!)![1]);
    const [made] = await db.select().from(articles).where(eq(articles.id, id));
    const record = (row: typeof source) => ({
      language: row!.language,
      section: row!.section,
      doi: row!.doi,
      doiTranslation: row!.doiTranslation,
      titles: [row!.titlePt, row!.titleEn, row!.titleOriginal],
      abstracts: [row!.abstractPt, row!.abstractEn, row!.abstractOriginal].map(spaced),
      keywords: [row!.keywordsPt, row!.keywordsEn, row!.keywordsOriginal],
      pages: [row!.firstPage, row!.lastPage],
      funding: row!.funding,
    });
    expect(record(made), name).toEqual(record(source));
    expect(made!.references.length, name).toBe(source!.references.length);
    expect(structure(made!.fullText), name).toEqual(structure(source!.fullText));
    expect(structure(made!.fullTextTranslation), name).toEqual(structure(source!.fullTextTranslation));
    // What the editorial record lent the source's JATS (dates, data statement, countries, CRediT
    // roles) the imported article holds itself: its JATS is the source's, but for its id.
    const again = await articleJatsXml(db, slug, String(id));
    expect(again.replaceAll(`article-${id}<`, `article-${sourceId}<`).replaceAll(`/article/${id}"`, `/article/${sourceId}"`), name).toBe(xml);
  }
  expect([...languages].sort()).toEqual(['en', 'es', 'pt']);

  {
    // What no demo article has: an affiliation's country, a data statement, a figure whose image is a
    // file beside the XML (a SciELO package's), which the admin is told it did not get.
    const [name, demo] = Object.entries(articlesXml)[0]!;
    const [source] = await db
      .select()
      .from(articles)
      .where(eq(articles.id, Number(name.split('-').at(-1))));
    const xml = demo
      .replace(/(<aff id="aff1">[\s\S]*?)<\/aff>/, '$1<country country="BR">Brasil</country></aff>')
      .replace('<back>', '<back><sec sec-type="data-availability"><title>Disponibilidade de dados</title><p>Os dados estão no repositório da escola.</p></sec>')
      .replace(
        /(<body>[\s\S]*?<\/p>)/,
        '$1<fig id="f1"><label>Figura 1</label><caption><title>Um mapa.</title></caption><graphic xlink:href="2965-0143-rds-1-1-9-gf01.jpg"/></fig>',
      );
    const data = new FormData();
    data.append('intent', 'from-jats');
    data.append('fullText', new File([xml], 'artigo.xml', { type: 'application/xml' }));
    const request = new Request('http://localhost:3000/admin/catalog/new', { method: 'POST', body: data });
    const [sourceIssue] = await db.select().from(journalIssues).where(eq(journalIssues.id, source!.issueId));
    const answer = (await articleAction(signedInArgs(request, { id: String(sourceIssue!.journalId), issueId: String(sourceIssue!.id) }, admin)).then(
      () => null,
      (thrown: unknown) => thrown,
    )) as Response;
    const location = answer.headers.get('location')!;
    expect(location).toMatch(/\?done=articleFromJatsImages$/);
    const [made] = await db
      .select()
      .from(articles)
      .where(eq(articles.id, Number(/\/articles\/(\d+)\?/.exec(location)![1])));
    expect(made!.contributors[0]!.country).toBe('Brasil');
    expect(made!.dataAvailability).toBe('Os dados estão no repositório da escola.');
    expect(made!.fullText).toContain('<figure><figcaption>Figura 1. Um mapa.</figcaption></figure>');
    const again = await articleJatsXml(db, name.slice(0, name.lastIndexOf('-')), String(made!.id));
    expect(again).toContain('<country country="BR">Brasil</country></aff>');
    expect(again).toContain('<sec sec-type="data-availability"><title>Disponibilidade de dados</title><p>Os dados estão no repositório da escola.</p></sec>');
    // Its page shows the record it holds: the history the JATS gave, its data statement.
    const page = await articlePage(db, name.slice(0, name.lastIndexOf('-')), String(made!.id), 'pt');
    expect(page.record).toMatchObject({
      receivedOn: made!.receivedOn,
      acceptedOn: made!.acceptedOn,
      dataAvailability: 'Os dados estão no repositório da escola.',
    });
    expect(made!.receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The same file as a plain full text: saved, and the admin told of the images too.
    const plain = new FormData();
    plain.append('intent', 'save');
    plain.append('titlePt', 'Com uma figura');
    plain.append('language', 'pt');
    plain.append('fullText', new File([xml], 'artigo.xml', { type: 'application/xml' }));
    const saved = (await articleAction(
      signedInArgs(
        new Request('http://localhost:3000/admin/catalog/new', { method: 'POST', body: plain }),
        { id: String(sourceIssue!.journalId), issueId: String(sourceIssue!.id) },
        admin,
      ),
    ).then(
      () => null,
      (thrown: unknown) => thrown,
    )) as Response;
    expect(saved.headers.get('location')).toMatch(/\?done=articleSavedImages#articles$/);
  }

  // A file that is not a JATS article is refused on its field, and nothing is made.
  const [issue] = await db.select().from(journalIssues).limit(1);
  const before = (await db.select({ id: articles.id }).from(articles)).length;
  const data = new FormData();
  data.append('intent', 'from-jats');
  data.append('fullText', new File(['<html><body><p>Texto</p></body></html>'], 'texto.xml', { type: 'application/xml' }));
  const request = new Request('http://localhost:3000/admin/catalog/1/issues/1/articles/new', { method: 'POST', body: data });
  const refused = unwrap<{ errors: Record<string, string> }>(
    await articleAction(signedInArgs(request, { id: String(issue!.journalId), issueId: String(issue!.id) }, admin)),
  );
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual({ fullText: 'jatsInvalid' });
  expect((await db.select({ id: articles.id }).from(articles)).length).toBe(before);
}, 240_000);
