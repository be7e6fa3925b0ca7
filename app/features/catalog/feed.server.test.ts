import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { latestReleases, renderAtomFeed, type FeedEntry } from './feed.server.ts';
import { insertMetadataFixtures } from './metadata-test-fixtures.ts';
import { isWellFormedXml, xpath } from './xml-test-helpers.ts';

let database: TestDatabase;
const appUrl = 'https://editoraipe.example';
const ns = { a: 'http://www.w3.org/2005/Atom' };

beforeAll(async () => {
  database = await createTestDatabase();
  await insertMetadataFixtures(database.db);
});
afterAll(() => database.dispose());

describe('new releases', () => {
  it('the newest published books and proceedings first; no drafts, no journals', async () => {
    const pt = await latestReleases(database.db, 'pt');
    expect(pt.map((e) => e.slug)).toEqual(['learning-by-design', 'anais-simposio-2024', 'design-de-servicos']);
    expect(pt[2]).toMatchObject({ type: 'book', title: 'Design de serviços: fundamentos & práticas', authors: ['Ana Maria Souza'], published: '2024-05-08' });
    // Edited volumes are by their organizers.
    expect(pt[0]!.authors).toEqual(['Carla Dias', 'Bruno Lima']);
    expect((await latestReleases(database.db, 'pt', 2)).length).toBe(2);
  });

  it('in the reader’s language, falling back to the one a work has', async () => {
    const en = await latestReleases(database.db, 'en');
    expect(en.map((e) => e.title)).toEqual([
      'Learning by design',
      'Proceedings of the Ipê Service Design Symposium 2024',
      'Service design: foundations & practice',
    ]);
    expect(en[2]!.summary).toBe('A book about <services> & people.');
    // Only a Portuguese abstract: the English feed shows it rather than nothing.
    expect(en[1]!.summary).toBe('Trabalhos apresentados no simpósio.');
  });

  it('every entry has a summary: a work without an abstract says who it is by', async () => {
    const [pt, en] = [await latestReleases(database.db, 'pt'), await latestReleases(database.db, 'en')];
    expect(pt.every((e) => e.summary) && en.every((e) => e.summary)).toBe(true);
    expect(pt[0]!.summary).toBe('Livro de Carla Dias, Bruno Lima.');
    expect(en[0]!.summary).toBe('A book by Carla Dias, Bruno Lima.');
  });
});

describe('the Atom document', () => {
  it('is well-formed Atom with absolute links, ids, dates and authors, in both languages', async () => {
    for (const locale of ['pt', 'en'] as const) {
      const xml = renderAtomFeed(await latestReleases(database.db, locale), locale, appUrl);
      expect(await isWellFormedXml(database.db, xml), locale).toBe(true);
      expect(await xpath(database.db, xml, '/a:feed/@xml:lang', ns)).toEqual([locale === 'pt' ? 'pt-BR' : 'en-US']);
      expect(await xpath(database.db, xml, '/a:feed/a:entry', ns)).toHaveLength(3);
      const prefix = locale === 'pt' ? '' : '/en';
      expect(await xpath(database.db, xml, "/a:feed/a:link[@rel='self']/@href", ns)).toEqual([`${appUrl}${prefix}/feed.xml`]);
      expect(await xpath(database.db, xml, "/a:feed/a:entry/a:link[@rel='alternate']/@href", ns)).toEqual([
        `${appUrl}${prefix}/book/learning-by-design`,
        `${appUrl}${prefix}/proceedings/anais-simposio-2024`,
        `${appUrl}${prefix}/book/design-de-servicos`,
      ]);
      const ids = await xpath(database.db, xml, '/a:feed/a:entry/a:id/text()', ns);
      expect(ids[2]).toMatch(new RegExp(`^tag:editoraipe\\.example,2024-04-01:publication-\\d+-${locale}$`));
      expect(await xpath(database.db, xml, '/a:feed/a:updated/text()', ns)).toEqual(['2025-03-20T08:00:00.000Z']);
      expect(await xpath(database.db, xml, '/a:feed/a:entry[3]/a:author/a:name/text()', ns)).toEqual(['Ana Maria Souza']);
      expect(await xpath(database.db, xml, '/a:feed/a:entry[3]/a:published/text()', ns)).toEqual(['2024-05-08T00:00:00Z']);
    }
  });

  it('escapes markup in titles and summaries and drops characters XML forbids', async () => {
    const entry: FeedEntry = {
      id: 1,
      type: 'book',
      slug: 'x',
      title: '<script>alert("x")</script> & co\u0001',
      summary: 'a < b & c > d',
      authors: ['O’Brien & Filhos'],
      keywords: ['"quoted"'],
      updated: new Date('2025-01-01T00:00:00Z'),
      created: new Date('2025-01-01T00:00:00Z'),
    };
    const xml = renderAtomFeed([entry], 'pt', appUrl);
    expect(await isWellFormedXml(database.db, xml)).toBe(true);
    expect(xml).toContain('<title type="text">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</title>');
    expect(xml).toContain('<summary type="text">a &lt; b &amp; c &gt; d</summary>');
    expect(xml).toContain('<category term="&quot;quoted&quot;"/>');
    expect(xml).not.toContain('<published>');
  });

  it('an empty catalog still gives a valid feed', async () => {
    const xml = renderAtomFeed([], 'en', appUrl, new Date('2026-01-01T00:00:00Z'));
    expect(await isWellFormedXml(database.db, xml)).toBe(true);
    expect(await xpath(database.db, xml, '/a:feed/a:updated/text()', ns)).toEqual(['2026-01-01T00:00:00.000Z']);
  });
});
