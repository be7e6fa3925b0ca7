import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { articles, publications, rateLimits } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action as oaiAction, loader as oaiLoader } from '#app/routes/resources/oai.ts';
import { formRequest, routeArgs } from '#app/test/route-args.ts';
import { validateXml } from '#app/test/xml-schema.ts';
import { insertMetadataFixtures, type MetadataFixtures } from '../metadata-test-fixtures.ts';
import { xpath } from '../xml-test-helpers.ts';
import { oaiResponse, type OaiContext } from './protocol.server.ts';
import { loader as articleJatsLoader } from '#app/routes/journals/article-jats.ts';
import { config } from '#app/lib/config.server.ts';

let database: TestDatabase;
let f: MetadataFixtures;
const appUrl = 'https://editoraipe.example';
const ns = { o: 'http://www.openarchives.org/OAI/2.0/', dc: 'http://purl.org/dc/elements/1.1/', oai_dc: 'http://www.openarchives.org/OAI/2.0/oai_dc/' };
const id = (local: string) => `oai:editoraipe.example:${local}`;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  f = await insertMetadataFixtures(database.db);
});
afterAll(() => database.dispose());

const context = (extra: Partial<OaiContext> = {}): OaiContext => ({
  db: database.db,
  appUrl,
  adminEmail: 'oai@editoraipe.example',
  secret: 'oai-test-secret',
  ...extra,
});

/** Asks, checks the answer against the official schemas, and returns it. */
async function ask(query: Record<string, string> | [string, string][], extra: Partial<OaiContext> = {}): Promise<string> {
  const xml = await oaiResponse(Array.isArray(query) ? query : Object.entries(query), context(extra));
  const validation = validateXml('oai-pmh', xml);
  expect(validation.messages, xml).toBe(validation.valid ? validation.messages : 'valid');
  return xml;
}
const find = (xml: string, path: string) => xpath(database.db, xml, path, ns);
const errorOf = async (xml: string) => (await find(xml, '/o:OAI-PMH/o:error/@code'))[0];

/** Every page of a list, following its resumption tokens. */
async function harvest(verb: 'ListRecords' | 'ListIdentifiers', args: Record<string, string>, pageSize: number) {
  const pages: string[] = [];
  let query: Record<string, string> = { verb, ...args };
  for (;;) {
    const xml = await ask(query, { pageSize: { [verb]: pageSize } });
    pages.push(xml);
    const token = (await find(xml, `/o:OAI-PMH/o:${verb}/o:resumptionToken/text()`))[0];
    if (!token) break;
    query = { verb, resumptionToken: token };
  }
  return pages;
}

describe('OAI-PMH: the repository', () => {
  it('Identify: name, base URL, e-mail, the earliest datestamp, persistent deletions, second granularity', async () => {
    const xml = await ask({ verb: 'Identify' });
    expect(await find(xml, '/o:OAI-PMH/o:request/@verb')).toEqual(['Identify']);
    expect(await find(xml, '/o:OAI-PMH/o:Identify/o:baseURL/text()')).toEqual(['https://editoraipe.example/oai']);
    expect(await find(xml, '/o:OAI-PMH/o:Identify/o:adminEmail/text()')).toEqual(['oai@editoraipe.example']);
    // The book's last change (2024-06-01 12:00 UTC) is the oldest of the catalog's records.
    expect(await find(xml, '/o:OAI-PMH/o:Identify/o:earliestDatestamp/text()')).toEqual(['2024-06-01T12:00:00Z']);
    expect(await find(xml, '/o:OAI-PMH/o:Identify/o:deletedRecord/text()')).toEqual(['persistent']);
    expect(await find(xml, '/o:OAI-PMH/o:Identify/o:granularity/text()')).toEqual(['YYYY-MM-DDThh:mm:ssZ']);
  });

  it('ListMetadataFormats: oai_dc, marcxml and jats for the repository; oai_dc and marcxml for a work; oai_dc and jats for an article; an unknown record is idDoesNotExist', async () => {
    const xml = await ask({ verb: 'ListMetadataFormats' });
    expect(await find(xml, '//o:metadataPrefix/text()')).toEqual(['oai_dc', 'marcxml', 'jats']);
    expect(await find(await ask({ verb: 'ListMetadataFormats', identifier: id(`book/${f.pub.book}`) }), '//o:metadataPrefix/text()')).toEqual([
      'oai_dc',
      'marcxml',
    ]);
    expect(await find(await ask({ verb: 'ListMetadataFormats', identifier: id(`article/${f.article.published}`) }), '//o:metadataPrefix/text()')).toEqual([
      'oai_dc',
      'jats',
    ]);
    expect(await errorOf(await ask({ verb: 'ListMetadataFormats', identifier: id(`book/${f.pub.draftBook}`) }))).toBe('idDoesNotExist');
  });

  it('ListSets: the kinds, then each published journal and proceedings volume; a token is refused', async () => {
    const xml = await ask({ verb: 'ListSets' });
    expect(await find(xml, '//o:setSpec/text()')).toEqual(['collection', 'journal', 'proceedings', 'journal:rds', 'proceedings:anais-simposio-2024']);
    expect(await find(xml, "//o:set[o:setSpec='journal:rds']/o:setName/text()")).toEqual([
      'Revista Ipê de Design e Sociedade / Ipê Journal of Design and Society',
    ]);
    expect(await errorOf(await ask({ verb: 'ListSets', resumptionToken: 'abc' }))).toBe('badResumptionToken');
  });
});

describe('OAI-PMH: records', () => {
  it('GetRecord: a book in Dublin Core, both titles, its people, ISBNs and DOI, in ISO 639-3, escaped', async () => {
    const xml = await ask({ verb: 'GetRecord', identifier: id(`book/${f.pub.book}`), metadataPrefix: 'oai_dc' });
    const dc = (element: string) => find(xml, `//oai_dc:dc/dc:${element}/text()`);
    expect(await dc('title')).toEqual(['Design de serviços: fundamentos &amp; práticas', 'Service design: foundations &amp; practice']);
    expect(await find(xml, '//oai_dc:dc/dc:title/@xml:lang')).toEqual(['pt', 'en']);
    expect(await dc('creator')).toEqual(['Souza, Ana Maria']);
    expect(await dc('description')).toEqual(['Um livro sobre &lt;serviços&gt; &amp; pessoas.', 'A book about &lt;services&gt; &amp; people.']);
    expect(await dc('identifier')).toEqual([
      'https://editoraipe.example/book/design-de-servicos',
      'https://doi.org/10.99999/ipe.2024.01',
      'urn:isbn:9786500000024',
      'urn:isbn:9786500000000',
    ]);
    expect(await dc('language')).toEqual(['por']);
    expect(await dc('type')).toEqual(['info:eu-repo/semantics/book', 'info:eu-repo/semantics/publishedVersion']);
    expect(await find(xml, '//o:header/o:datestamp/text()')).toEqual(['2024-06-01T12:00:00Z']);
  });

  it('an edited volume credits its organizers as creators; an article says where it appeared; a paper is in its proceedings set', async () => {
    const edited = await ask({ verb: 'GetRecord', identifier: id(`book/${f.pub.editedBook}`), metadataPrefix: 'oai_dc' });
    expect(await find(edited, '//dc:creator/text()')).toEqual(['Dias, Carla', 'Lima, Bruno']);
    const article = await ask({ verb: 'GetRecord', identifier: id(`article/${f.article.published}`), metadataPrefix: 'oai_dc' });
    expect(await find(article, '//dc:source/text()')).toEqual([
      'Revista Ipê de Design e Sociedade; v. 3, n. 2 (2025); 45-67',
      'ISSN 2965-0001',
      'ISSN 2965-0002',
    ]);
    expect(await find(article, '//o:header/o:setSpec/text()')).toEqual(['journal', 'journal:rds']);
    expect(await find(article, '//dc:identifier/text()')).toContain(`https://editoraipe.example/journal/rds/article/${f.article.published}`);
    const paper = await ask({ verb: 'GetRecord', identifier: id(`paper/${f.part.paper}`), metadataPrefix: 'oai_dc' });
    expect(await find(paper, '//o:header/o:setSpec/text()')).toEqual(['proceedings', 'proceedings:anais-simposio-2024']);
    expect(await find(paper, '//dc:type/text()')).toContain('info:eu-repo/semantics/conferenceObject');
  });

  it('what is not published, not ours or not a record answers idDoesNotExist; another format cannotDisseminateFormat', async () => {
    for (const identifier of [
      id(`book/${f.pub.draftBook}`),
      id(`article/${f.article.inDraftIssue}`),
      id(`article/${f.article.inDraftJournal}`),
      'oai:elsewhere.example:book/1',
      id('book/abc'),
      'nonsense',
    ]) {
      expect(await errorOf(await ask({ verb: 'GetRecord', identifier, metadataPrefix: 'oai_dc' })), identifier).toBe('idDoesNotExist');
    }
    expect(await errorOf(await ask({ verb: 'GetRecord', identifier: id(`book/${f.pub.book}`), metadataPrefix: 'mods' }))).toBe('cannotDisseminateFormat');
    expect(await errorOf(await ask({ verb: 'GetRecord', identifier: id(`article/${f.article.published}`), metadataPrefix: 'marcxml' }))).toBe(
      'cannotDisseminateFormat',
    );
    expect(await errorOf(await ask({ verb: 'GetRecord', identifier: id(`book/${f.pub.book}`), metadataPrefix: 'jats' }))).toBe('cannotDisseminateFormat');
  });

  it('jats: an article as the JATS its page links (namespaced inside the record), and only articles and papers in a list', async () => {
    // Through the route, which hands the journals feature's JATS to the repository.
    const get = async (query: Record<string, string>) => {
      const response = await oaiLoader(routeArgs(new Request(`${appUrl}/oai?${new URLSearchParams(query)}`)) as never);
      return (response as Response).text();
    };
    // The route names records after the site's own address.
    const own = (local: string) => `oai:${new URL(config().appUrl).hostname}:${local}`;
    const xml = await get({ verb: 'GetRecord', identifier: own(`article/${f.article.published}`), metadataPrefix: 'jats' });
    const article = /<metadata>\n(<article [\s\S]*<\/article>)\n<\/metadata>/.exec(xml)?.[1];
    expect(article, xml).toMatch(/^<article xmlns="https:\/\/jats.nlm.nih.gov\/ns\/publishing\/1.3\/" [^>]*dtd-version="1.3" specific-use="sps-1.10"/);
    // The same document the article's address serves, but for the namespace OAI-PMH asks for.
    const page = await (await articleJatsLoader(routeArgs(new Request(`${appUrl}/`), { slug: 'rds', id: String(f.article.published) }) as never)).text();
    expect(article!.replace(/ xmlns="[^"]+"/, '')).toBe(page.slice(page.indexOf('<article ')));
    const list = await get({ verb: 'ListRecords', metadataPrefix: 'jats' });
    const listed = await find(list, '//o:record/o:header/o:identifier/text()');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((identifier) => /:(article|paper)\/\d+$/.test(identifier))).toBe(true);
    expect(listed).toContain(own(`article/${f.article.published}`));
  });
});

describe('OAI-PMH: lists', () => {
  it('a harvest two records at a time returns every record once, with the cursor and the complete list size', async () => {
    const pages = await harvest('ListRecords', { metadataPrefix: 'oai_dc' }, 2);
    expect(pages).toHaveLength(3);
    const identifiers = (await Promise.all(pages.map((xml) => find(xml, '//o:record/o:header/o:identifier/text()')))).flat();
    expect(identifiers.sort()).toEqual(
      [`article/${f.article.published}`, `book/${f.pub.book}`, `book/${f.pub.editedBook}`, `paper/${f.part.paper}`, `proceedings/${f.pub.proceedings}`]
        .map(id)
        .sort(),
    );
    expect(await find(pages[0]!, '//o:resumptionToken/@completeListSize')).toEqual(['5']);
    expect(await find(pages[1]!, '//o:resumptionToken/@cursor')).toEqual(['2']);
    expect(await find(pages[0]!, '//o:resumptionToken/@expirationDate')).toHaveLength(1);
    // The last page ends the list with an empty token.
    expect(await find(pages[2]!, '//o:resumptionToken/text()')).toEqual([]);
    expect(await find(pages[2]!, '//o:resumptionToken/@cursor')).toEqual(['4']);
  });

  it('ListIdentifiers: headers only; selective by set, from and until (a day until is inclusive)', async () => {
    const all = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' });
    expect(await find(all, '//o:header')).toHaveLength(5);
    expect(await find(all, '//o:metadata')).toHaveLength(0);
    const inJournal = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: 'journal' });
    expect(await find(inJournal, '//o:identifier/text()')).toEqual([id(`article/${f.article.published}`)]);
    const inProceedings = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: 'proceedings:anais-simposio-2024' });
    expect(await find(inProceedings, '//o:identifier/text()')).toEqual([id(`paper/${f.part.paper}`), id(`proceedings/${f.pub.proceedings}`)]);
    const until = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', until: '2025-02-02' });
    expect(await find(until, '//o:identifier/text()')).toEqual([id(`book/${f.pub.book}`), id(`paper/${f.part.paper}`), id(`proceedings/${f.pub.proceedings}`)]);
    const between = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: '2025-02-02T12:00:01Z', until: '2025-06-30T00:00:00Z' });
    expect(await find(between, '//o:identifier/text()')).toEqual([id(`article/${f.article.published}`), id(`book/${f.pub.editedBook}`)]);
    expect(await errorOf(await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: 'collection' }))).toBe('noRecordsMatch');
    expect(await errorOf(await ask({ verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2030-01-01' }))).toBe('noRecordsMatch');
  });

  it('bad dates, mixed granularities and from after until are badArgument', async () => {
    for (const args of [
      { from: '2025-02-30' } as Record<string, string>,
      { from: '2025-1-1' },
      { until: '2025-01-01T10:00:00-03:00' },
      { from: '2025-01-01', until: '2025-02-01T00:00:00Z' },
      { from: '2025-02-01', until: '2025-01-01' },
      { set: 'not a set' },
    ]) {
      const xml = await ask({ verb: 'ListRecords', metadataPrefix: 'oai_dc', ...args });
      expect(await errorOf(xml), JSON.stringify(args)).toBe('badArgument');
      // A bad argument is not echoed back.
      expect(await find(xml, '/o:OAI-PMH/o:request/@*')).toEqual([]);
    }
  });

  it('resumption tokens: a damaged, expired or other verb’s token is badResumptionToken; a token comes alone', async () => {
    const first = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' }, { pageSize: { ListIdentifiers: 1 } });
    const token = (await find(first, '//o:resumptionToken/text()'))[0]!;
    expect(await errorOf(await ask({ verb: 'ListIdentifiers', resumptionToken: token.slice(0, -6) }))).toBe('badResumptionToken');
    expect(await errorOf(await ask({ verb: 'ListRecords', resumptionToken: token }))).toBe('badResumptionToken');
    expect(await errorOf(await ask({ verb: 'ListIdentifiers', resumptionToken: token }, { now: new Date(Date.now() + 25 * 3600_000) }))).toBe(
      'badResumptionToken',
    );
    expect(await errorOf(await ask({ verb: 'ListIdentifiers', resumptionToken: token, metadataPrefix: 'oai_dc' }))).toBe('badArgument');
    expect(await errorOf(await ask({ verb: 'ListIdentifiers', resumptionToken: 'not-base64-json' }))).toBe('badResumptionToken');
    // The good token goes on with the other four records.
    expect(await find(await ask({ verb: 'ListIdentifiers', resumptionToken: token }), '//o:header')).toHaveLength(4);
  });

  it('resumption tokens are signed: one written by the harvester, altered, or signed by another repository is badResumptionToken, never a 500', async () => {
    const first = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' }, { pageSize: { ListIdentifiers: 1 } });
    const token = (await find(first, '//o:resumptionToken/text()'))[0]!;
    const [payload, signature] = token.split('.');
    const state = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // The attack: an unsigned token whose from is garbage (it answered 500), or whose expiry, set and cursor are the client's.
    const forged = [
      encode({ verb: 'ListIdentifiers', from: 'garbage', after: '', cursor: 0, size: 1, expires: 9_999_999_999 }),
      `${encode({ ...state, expires: 9_999_999_999, cursor: 0, set: 'book' })}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
    ];
    const other = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' }, { pageSize: { ListIdentifiers: 1 }, secret: 'another-repository' });
    forged.push((await find(other, '//o:resumptionToken/text()'))[0]!);
    for (const bad of forged) expect(await errorOf(await ask({ verb: 'ListIdentifiers', resumptionToken: bad })), bad).toBe('badResumptionToken');
    // Even signed, a state that is not well-formed is refused when read.
    const { createHmac } = await import('node:crypto');
    const garbage = encode({ ...state, from: 'garbage' });
    const signed = `${garbage}.${createHmac('sha256', 'oai-test-secret').update(`oai-resumption:${garbage}`).digest('base64url')}`;
    expect(await errorOf(await ask({ verb: 'ListIdentifiers', resumptionToken: signed }))).toBe('badResumptionToken');
  });

  it('characters XML forbids are never echoed: the answer stays well-formed (and schema-valid)', async () => {
    for (const query of [
      { verb: 'GetRecord', identifier: 'x\uFFFE', metadataPrefix: 'oai_dc' } as Record<string, string>,
      { verb: 'ListIdentifiers', resumptionToken: '\uFFFF' },
      { verb: 'GetRecord', identifier: '\u0001', metadataPrefix: 'oai_dc' },
      { verb: 'ListMetadataFormats', identifier: 'a\u0008b' },
    ]) {
      const xml = await ask(query);
      expect(xml).not.toMatch(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u);
      expect(await errorOf(xml)).toMatch(/idDoesNotExist|badResumptionToken/);
    }
  });
});

describe('OAI-PMH: the protocol’s errors', () => {
  it('badVerb: none, unknown or repeated; badArgument: missing, unknown or repeated arguments', async () => {
    expect(await errorOf(await ask({}))).toBe('badVerb');
    expect(await errorOf(await ask({ verb: 'ListEverything' }))).toBe('badVerb');
    expect(
      await errorOf(
        await ask([
          ['verb', 'Identify'],
          ['verb', 'Identify'],
        ]),
      ),
    ).toBe('badVerb');
    expect(await errorOf(await ask({ verb: 'ListRecords' }))).toBe('badArgument');
    expect(await errorOf(await ask({ verb: 'GetRecord', identifier: id(`book/${f.pub.book}`) }))).toBe('badArgument');
    expect(await errorOf(await ask({ verb: 'Identify', extra: '1' }))).toBe('badArgument');
    expect(
      await errorOf(
        await ask([
          ['verb', 'ListRecords'],
          ['metadataPrefix', 'oai_dc'],
          ['metadataPrefix', 'oai_dc'],
        ]),
      ),
    ).toBe('badArgument');
    expect(await errorOf(await ask({ verb: 'ListRecords', metadataPrefix: 'oai dc' }))).toBe('badArgument');
  });
});

describe('OAI-PMH: deleted and changed records', () => {
  it('an unpublished work stays as a deleted record, comes back when published again; a change moves the datestamp', async () => {
    const before = Date.now() - 1000;
    await database.db.update(publications).set({ status: 'draft' }).where(eq(publications.id, f.pub.editedBook));
    const gone = await ask({ verb: 'GetRecord', identifier: id(`book/${f.pub.editedBook}`), metadataPrefix: 'oai_dc' });
    expect(await find(gone, '//o:header/@status')).toEqual(['deleted']);
    expect(await find(gone, '//o:metadata')).toEqual([]);
    expect(new Date((await find(gone, '//o:header/o:datestamp/text()'))[0]!).getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    // A harvest still lists it, as deleted.
    const listed = await ask({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' });
    expect(await find(listed, "//o:header[@status='deleted']/o:identifier/text()")).toEqual([id(`book/${f.pub.editedBook}`)]);

    await database.db.update(publications).set({ status: 'published' }).where(eq(publications.id, f.pub.editedBook));
    const back = await ask({ verb: 'GetRecord', identifier: id(`book/${f.pub.editedBook}`), metadataPrefix: 'oai_dc' });
    expect(await find(back, '//o:header/@status')).toEqual([]);
    expect(await find(back, '//dc:title/text()')).toEqual(['Learning by design']);

    await database.db.update(articles).set({ titleEn: 'Cities that learn' }).where(eq(articles.id, f.article.published));
    const changed = await ask({
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      from: new Date(Math.floor(before / 1000) * 1000).toISOString().replace('.000', ''),
    });
    expect(await find(changed, '//o:header[not(@status)]/o:identifier/text()')).toEqual([id(`article/${f.article.published}`), id(`book/${f.pub.editedBook}`)]);
  });
});

describe('GET and POST /oai', () => {
  it('answers XML to a query or a posted form, and 503 with Retry-After to a harvester asking too fast', async () => {
    const got = (await oaiLoader(routeArgs(new Request('http://localhost:3000/oai?verb=Identify'), {}, '198.51.100.20'))) as Response;
    expect(got.status).toBe(200);
    expect(got.headers.get('Content-Type')).toBe('text/xml; charset=utf-8');
    expect(await got.text()).toContain('<repositoryName>Editora Ipê</repositoryName>');
    const posted = (await oaiAction(
      routeArgs(formRequest('/oai', { verb: 'ListMetadataFormats' }, { 'content-type': 'application/x-www-form-urlencoded' }), {}, '198.51.100.20'),
    )) as Response;
    expect(await posted.text()).toContain('<metadataPrefix>oai_dc</metadataPrefix>');
    const notForm = (await oaiAction(
      routeArgs(new Request('http://localhost:3000/oai', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })),
    )) as Response;
    expect(notForm.status).toBe(415);

    await database.db.delete(rateLimits);
    let last: Response | undefined;
    for (let i = 0; i < 301; i++) last = (await oaiLoader(routeArgs(new Request('http://localhost:3000/oai?verb=ListSets'), {}, '198.51.100.21'))) as Response;
    expect(last!.status).toBe(503);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('OAI-PMH: a text in neither Portuguese nor English', () => {
  it('a Spanish article gives its Spanish title, abstract and keywords first, in xml:lang="es", and spa as its language', async () => {
    await database.db
      .update(articles)
      .set({
        language: 'es',
        titleOriginal: 'Ciudades que aprenden',
        abstractOriginal: 'Un resumen en español.',
        keywordsOriginal: ['ciudades'],
        abstractPt: 'Um resumo.',
        keywordsPt: ['cidades'],
      })
      .where(eq(articles.id, f.article.published));
    const xml = await ask({ verb: 'GetRecord', identifier: id(`article/${f.article.published}`), metadataPrefix: 'oai_dc' });
    expect(await find(xml, '//dc:title/text()')).toEqual(['Ciudades que aprenden', 'Cidades que aprendem', 'Cities that learn']);
    expect(await find(xml, '//dc:title/@xml:lang')).toEqual(['es', 'pt', 'en']);
    expect(await find(xml, '//dc:description/@xml:lang')).toEqual(['es', 'pt']);
    expect(await find(xml, '//dc:subject/text()')).toEqual(['ciudades', 'cidades']);
    expect(await find(xml, '//dc:language/text()')).toEqual(['spa']);
  });
});
