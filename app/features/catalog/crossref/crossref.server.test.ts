import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, chapters, crossrefDeposits, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { validateXml } from '#app/test/xml-schema.ts';
import { insertMetadataFixtures, type MetadataFixtures } from '../metadata-test-fixtures.ts';
import { xpath } from '../xml-test-helpers.ts';
import { depositsByKind, isDoiPrefix } from './crossref.ts';
import { crossrefBatch, crossrefCredentials, crossrefXml, depositToCrossref, doiPrefix, recentDeposits, setDoiPrefix } from './crossref.server.ts';

let database: TestDatabase;
let f: MetadataFixtures;
const appUrl = 'https://editoraipe.example';
const ns = { c: 'http://www.crossref.org/schema/5.4.0', jats: 'http://www.ncbi.nlm.nih.gov/JATS1', ai: 'http://www.crossref.org/AccessIndicators.xsd' };
const at = new Date('2026-11-26T10:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  f = await insertMetadataFixtures(database.db);
  await database.db
    .update(chapters)
    .set({
      doi: '10.99999/anais.2024.101',
      references: ['Sangiorgi, D. (2011). Transformative services and transformation design. International Journal of Design, 5(2), 29–40.'],
    })
    .where(eq(chapters.id, f.part.paper));
  await database.db.update(publications).set({ license: 'CC-BY-4.0', openAccess: true }).where(eq(publications.id, f.pub.journal));
  await database.db
    .update(articles)
    .set({
      references: [
        'Manzini, E. (2015). Design, when everybody designs. MIT Press.',
        'Stickdorn, M. et al. (2018). This is service design doing. O’Reilly & Associates.',
        'Braun, V., & Clarke, V. (2006). Using thematic analysis in psychology. Qualitative Research in Psychology, 3(2), 77–101. https://doi.org/10.1191/1478088706qp063oa',
      ],
      funding: [{ funder: 'CNPq', award: '123456/2024-0' }, { funder: 'Fapesp' }],
    })
    .where(eq(articles.id, f.article.published));
  await database.db
    .update(chapters)
    .set({ references: ['Shostack, G. L. (1984). Designing services that deliver.'] })
    .where(eq(chapters.id, f.part.chapter));
  await database.db
    .update(publications)
    .set({ contributors: [{ given: 'Ana Maria', family: 'Souza', role: 'author', orcid: '0000-0002-1825-0097', affiliation: 'Universidade de São Paulo' }] })
    .where(eq(publications.id, f.pub.book));
});
afterAll(() => database.dispose());

/** The three deposits (books, journals, conferences) of everything under the prefix. */
const deposits = async (prefix = '10.99999') => {
  const { batch, items } = await crossrefBatch(database.db, { prefix, appUrl, email: 'doi@editoraipe.example', batchId: 'ipe-test', at });
  return { files: depositsByKind(batch).map((d) => ({ kind: d.kind, xml: crossrefXml(d.batch) })), items };
};
const deposit = async () => {
  const { files, items } = await deposits();
  return { xml: files.find((file) => file.kind === 'journals')!.xml, items };
};
const find = (xml: string, path: string) => xpath(database.db, xml, path, ns);

/**
 * Every deposit the tests below write, validated in one run at the end: Crossref's schema takes
 * seconds to load (about five CPU-seconds each time, three times that on a busy machine).
 */
const written: { test: string; xml: string }[] = [];

describe('Crossref deposit XML (5.4.0)', () => {
  it('a book with its chapter, an article in its issue and volume, a paper with its event: one deposit each', async () => {
    const { files, items } = await deposits();
    expect(items).toBe(4);
    expect(files.map((file) => file.kind)).toEqual(['books', 'journals', 'conferences']);
    written.push(...files.map((file) => ({ test: `the ${file.kind} deposit`, xml: file.xml })));
    for (const { xml } of files) expect(await find(xml, '/c:doi_batch/c:head/c:timestamp/text()')).toEqual(['20261126103000']);
    const dois = await Promise.all(files.map(({ xml }) => find(xml, '//c:doi_data/c:doi/text()')));
    expect(dois).toEqual([['10.99999/ipe.2024.01', '10.99999/ipe.2024.01.c1'], ['10.99999/rds.v3n2.45'], ['10.99999/anais.2024.101']]);
    expect(await Promise.all(files.map(({ xml }) => find(xml, '//c:doi_batch_id/text()')))).toEqual([
      ['ipe-test-books'],
      ['ipe-test-journals'],
      ['ipe-test-conferences'],
    ]);
  });

  it('says who wrote it (ORCID, affiliation), the abstract in JATS, pages, ISBNs, volume and issue, licence and free to read', async () => {
    const { files } = await deposits();
    const xml = files.map((file) => file.xml.replace(/^<\?xml[^>]*>\n/, '')).join('');
    const all = `<all>${xml}</all>`;
    const book = '//c:book/c:book_metadata';
    expect(await find(all, `${book}/c:contributors/c:person_name/c:ORCID/text()`)).toEqual(['https://orcid.org/0000-0002-1825-0097']);
    expect(await find(all, `${book}//c:institution_name/text()`)).toEqual(['Universidade de São Paulo']);
    expect(await find(all, `${book}/jats:abstract/@xml:lang`)).toEqual(['pt', 'en']);
    expect(await find(all, `${book}/c:isbn/@media_type`)).toEqual(['electronic', 'print']);
    expect(await find(all, `${book}/c:edition_number/text()`)).toEqual(['2']);
    expect(await find(all, '//c:content_item/c:pages/c:first_page/text()')).toEqual(['12']);
    expect(await find(all, '//c:journal_issue/c:journal_volume/c:volume/text()')).toEqual(['3']);
    expect(await find(all, '//c:journal_issue/c:issue/text()')).toEqual(['2']);
    expect(await find(all, '//c:journal_metadata/c:issn/text()')).toEqual(['2965-0001', '2965-0002']);
    expect(await find(all, '//c:journal_article/ai:program/ai:license_ref/text()')).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
    expect(await find(all, '//c:journal_article/ai:program/ai:free_to_read')).toHaveLength(1);
    expect(await find(all, '//c:journal_article/c:doi_data/c:resource/text()')).toEqual([`${appUrl}/journal/rds/article/${f.article.published}`]);
    expect(await find(all, '//c:event_metadata/c:conference_name/text()')).toEqual(['Simpósio Ipê de Design de Serviços']);
    // A volume of a series with an ISSN is deposited as one (proceedings_series_metadata).
    expect(await find(all, '//c:proceedings_series_metadata/c:series_metadata/c:issn/text()')).toEqual(['2965-0208']);
    expect(await find(all, '//c:proceedings_series_metadata/c:volume/text()')).toEqual(['1']);
    // References and funders, where the editors entered them.
    // Every reference, its DOI where it gives one, its text always.
    expect(await find(all, '//c:journal_article/c:citation_list/c:citation/@key')).toEqual(['ref1', 'ref2', 'ref3']);
    expect(await find(all, '//c:journal_article//c:unstructured_citation/text()')).toEqual([
      'Manzini, E. (2015). Design, when everybody designs. MIT Press.',
      'Stickdorn, M. et al. (2018). This is service design doing. O’Reilly &amp; Associates.',
      'Braun, V., &amp; Clarke, V. (2006). Using thematic analysis in psychology. Qualitative Research in Psychology, 3(2), 77–101. https://doi.org/10.1191/1478088706qp063oa',
    ]);
    expect(await find(all, '//c:journal_article/c:citation_list/c:citation/c:doi/text()')).toEqual(['10.1191/1478088706qp063oa']);
    expect(await find(all, '//c:journal_article/c:citation_list/c:citation[c:doi]/@key')).toEqual(['ref3']);
    const fr = { ...ns, fr: 'http://www.crossref.org/fundref.xsd' };
    expect(await xpath(database.db, all, "//c:journal_article/fr:program/fr:assertion/fr:assertion[@name='funder_name']/text()", fr)).toEqual([
      'CNPq',
      'Fapesp',
    ]);
    expect(await xpath(database.db, all, "//c:journal_article/fr:program//fr:assertion[@name='award_number']/text()", fr)).toEqual(['123456/2024-0']);
    expect(await find(all, '//c:content_item//c:unstructured_citation/text()')).toEqual(['Shostack, G. L. (1984). Designing services that deliver.']);
    expect(await find(all, '//c:event_metadata/c:conference_date/@start_day')).toEqual(['10']);
    // A proceedings paper's references too (Crossref's cited-by counts papers as well).
    expect(await find(all, '//c:conference_paper/c:citation_list/c:citation/c:unstructured_citation/text()')).toEqual([
      'Sangiorgi, D. (2011). Transformative services and transformation design. International Journal of Design, 5(2), 29–40.',
    ]);
  });

  it('only DOIs under the press’s prefix; another prefix, nothing to deposit', async () => {
    const { items, files } = await deposits('10.11111');
    expect(items).toBe(0);
    expect(files).toEqual([]);
    expect(isDoiPrefix('10.99999')).toBe(true);
    expect(['10.1', '11.99999', '10.99999/', 'doi:10.99999', ''].map(isDoiPrefix)).toEqual([false, false, false, false, false]);
  });

  it('a Spanish article is deposited with its Spanish title and its Spanish abstract first', async () => {
    await database.db
      .update(articles)
      .set({
        language: 'es',
        titleOriginal: 'Ciudades que aprenden',
        abstractOriginal: 'Un resumen en español.',
        abstractPt: 'Um resumo.',
        abstractEn: 'An abstract.',
      })
      .where(eq(articles.id, f.article.published));
    const { xml } = await deposit();
    written.push({ test: 'a Spanish article', xml });
    expect(await find(xml, '//c:journal_article/@language')).toEqual(['es']);
    expect(await find(xml, '//c:journal_article/c:titles/c:title/text()')).toEqual(['Ciudades que aprenden']);
    expect(await find(xml, '//c:journal_article/jats:abstract/@xml:lang')).toEqual(['es', 'pt', 'en']);
    await database.db
      .update(articles)
      .set({ language: 'pt', titleOriginal: null, abstractOriginal: null, abstractPt: null, abstractEn: null })
      .where(eq(articles.id, f.article.published));
  });

  it('a translation with its own DOI is its own journal_article (isTranslationOf), the original says hasTranslation', async () => {
    const id = f.article.published;
    const [journal] = await database.db
      .select({ id: journalIssues.journalId })
      .from(articles)
      .innerJoin(journalIssues, eq(journalIssues.id, articles.issueId))
      .where(eq(articles.id, id));
    await database.db
      .update(articles)
      .set({ titleEn: 'Cities that learn', fullTextTranslation: '<p>The English text.</p>', doiTranslation: '10.99999/rds.v3n2.45.en' })
      .where(eq(articles.id, id));
    // The journal's setting off: one DOI, the original's.
    expect(await find((await deposit()).xml, '//c:journal_article/c:doi_data/c:doi/text()')).toEqual(['10.99999/rds.v3n2.45']);
    await database.db.update(journals).set({ translationDois: true }).where(eq(journals.publicationId, journal!.id));
    const { xml, items } = await deposit();
    written.push({ test: 'a translation with its own DOI', xml });
    expect(items).toBe(5);
    const rel = { ...ns, rel: 'http://www.crossref.org/relations.xsd' };
    const article = (doi: string) => `//c:journal_article[c:doi_data/c:doi='${doi}']`;
    expect(await find(xml, `${article('10.99999/rds.v3n2.45.en')}/@language`)).toEqual(['en']);
    expect(await find(xml, `${article('10.99999/rds.v3n2.45.en')}/c:titles/c:title/text()`)).toEqual(['Cities that learn']);
    expect(await find(xml, `${article('10.99999/rds.v3n2.45.en')}/c:doi_data/c:resource/text()`)).toEqual([`${appUrl}/en/journal/rds/article/${id}`]);
    expect(await find(xml, `${article('10.99999/rds.v3n2.45')}/c:doi_data/c:resource/text()`)).toEqual([`${appUrl}/journal/rds/article/${id}`]);
    const relation = (doi: string) => xpath(database.db, xml, `${article(doi)}/rel:program/rel:related_item/rel:intra_work_relation`, rel);
    expect(await relation('10.99999/rds.v3n2.45.en')).toEqual([
      '<rel:intra_work_relation xmlns:rel="http://www.crossref.org/relations.xsd" relationship-type="isTranslationOf" identifier-type="doi">10.99999/rds.v3n2.45</rel:intra_work_relation>',
    ]);
    expect(await relation('10.99999/rds.v3n2.45')).toEqual([
      '<rel:intra_work_relation xmlns:rel="http://www.crossref.org/relations.xsd" relationship-type="hasTranslation" identifier-type="doi">10.99999/rds.v3n2.45.en</rel:intra_work_relation>',
    ]);
    await database.db.update(journals).set({ translationDois: false }).where(eq(journals.publicationId, journal!.id));
    await database.db.update(articles).set({ fullTextTranslation: null, doiTranslation: null }).where(eq(articles.id, id));
  });

  it('every deposit above is valid against Crossref’s schema: the three kinds, the Spanish article, the translation', () => {
    expect(written.map((w) => w.test)).toEqual([
      'the books deposit',
      'the journals deposit',
      'the conferences deposit',
      'a Spanish article',
      'a translation with its own DOI',
    ]);
    const validation = validateXml(
      'crossref',
      written.map((w) => w.xml),
    );
    // xmllint names each document by its place in the run: 0.xml is the first above.
    expect(validation.valid, validation.messages).toBe(true);
  });
});

describe('the deposit', () => {
  it('keeps the prefix setting; without credentials there is nothing to post to', async () => {
    expect(await doiPrefix(database.db)).toBeNull();
    await setDoiPrefix(database.db, '10.99999');
    await setDoiPrefix(database.db, '10.99998');
    expect(await doiPrefix(database.db)).toBe('10.99998');
    await expect(setDoiPrefix(database.db, 'nope')).rejects.toThrow();
    expect(crossrefCredentials({})).toBeNull();
    expect(crossrefCredentials({ CROSSREF_USERNAME: 'ipe', CROSSREF_PASSWORD: 's3cret' })).toEqual({
      url: 'https://doi.crossref.org/servlet/deposit',
      username: 'ipe',
      password: 's3cret',
    });
  });

  it('posts the file as Crossref asks (multipart doMDUpload) and records the answer; a refusal is recorded as failed', async () => {
    const { xml, items } = await deposit();
    const seen: { url: string; form: FormData }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      const form = init.body as FormData;
      seen.push({ url, form });
      const ok = form.get('login_passwd') === 's3cret';
      return new Response(
        ok ? '<html><h2>SUCCESS</h2><p>Your batch submission was successfully received.</p></html>' : '<html><h2>FAILURE</h2><p>Not authorized</p></html>',
        { status: ok ? 200 : 401 },
      );
    }) as unknown as typeof fetch;
    const credentials = { url: 'https://test.crossref.org/servlet/deposit', username: 'ipe', password: 's3cret' };
    const sent = await depositToCrossref(database.db, { xml, batchId: 'ipe-test-1', items, credentials, userId: null, fetcher });
    expect(sent.ok).toBe(true);
    expect(seen[0]!.url).toBe('https://test.crossref.org/servlet/deposit');
    expect(seen[0]!.form.get('operation')).toBe('doMDUpload');
    expect(seen[0]!.form.get('login_id')).toBe('ipe');
    const file = seen[0]!.form.get('fname') as File;
    expect(file.name).toBe('ipe-test-1.xml');
    expect(await file.text()).toBe(xml);

    const refused = await depositToCrossref(database.db, {
      xml,
      batchId: 'ipe-test-2',
      items,
      credentials: { ...credentials, password: 'wrong' },
      userId: null,
      fetcher,
    });
    expect(refused).toMatchObject({ ok: false, status: 401 });
    const unreachable = await depositToCrossref(database.db, {
      xml,
      batchId: 'ipe-test-3',
      items,
      credentials,
      userId: null,
      fetcher: (async () => {
        throw new Error('getaddrinfo ENOTFOUND doi.crossref.org');
      }) as unknown as typeof fetch,
    });
    expect(unreachable).toMatchObject({ ok: false, status: null, answer: 'getaddrinfo ENOTFOUND doi.crossref.org' });
    expect((await recentDeposits(database.db)).map((d) => [d.batchId, d.status, d.items])).toEqual([
      ['ipe-test-3', 'failed', 4],
      ['ipe-test-2', 'failed', 4],
      ['ipe-test-1', 'submitted', 4],
    ]);
    expect(await database.db.$count(crossrefDeposits)).toBe(3);
  });
});
