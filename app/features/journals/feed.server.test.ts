import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { loader as feedLoader } from '#app/routes/journals/feed.ts';
import { routeArgs } from '#app/test/route-args.ts';
import { insertMetadataFixtures } from '../catalog/metadata-test-fixtures.ts';
import { isWellFormedXml, xpath } from '../catalog/xml-test-helpers.ts';
import { journalFeed } from './feed.server.ts';

let database: TestDatabase;
const appUrl = 'https://editoraipe.example';
const ns = { a: 'http://www.w3.org/2005/Atom' };

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  await insertMetadataFixtures(database.db);
});
afterAll(() => database.dispose());

describe('a journal’s Atom feed', () => {
  it('lists the articles of its published issues, in the path’s language, each with an id, link, date, authors and summary', async () => {
    const xml = (await journalFeed(database.db, 'rds', 'en', appUrl, new Date('2026-01-01T00:00:00Z')))!;
    expect(await isWellFormedXml(database.db, xml)).toBe(true);
    expect(await xpath(database.db, xml, '/a:feed/a:title/text()', ns)).toEqual(['Ipê Journal of Design and Society']);
    expect(await xpath(database.db, xml, '/a:feed/a:link[@rel="self"]/@href', ns)).toEqual(['https://editoraipe.example/en/journal/rds/feed.xml']);
    // The article in the draft issue is not there.
    expect(await xpath(database.db, xml, '//a:entry/a:title/text()', ns)).toEqual(['Learning cities']);
    expect(await xpath(database.db, xml, '//a:entry/a:link/@href', ns)).toEqual([
      expect.stringMatching(/^https:\/\/editoraipe\.example\/en\/journal\/rds\/article\/\d+$/),
    ]);
    expect(await xpath(database.db, xml, '//a:entry/a:author/a:name/text()', ns)).toEqual(['Bruno Lima', 'Carla Dias']);
    expect(await xpath(database.db, xml, '//a:entry/a:published/text()', ns)).toEqual(['2025-06-30T00:00:00Z']);
    // No abstract: the summary says where it appeared.
    expect(await xpath(database.db, xml, '//a:entry/a:summary/text()', ns)).toEqual(['An article of Ipê Journal of Design and Society, Vol. 3, No. 2 (2025).']);
    expect(await xpath(database.db, xml, '//a:entry/a:id/text()', ns)).toEqual([expect.stringMatching(/^tag:editoraipe\.example,2025-06-30:article-\d+-en$/)]);
  });

  it('answers 404 for a journal that is not published or does not exist', async () => {
    expect(await journalFeed(database.db, 'revista-rascunho', 'pt', appUrl)).toBeNull();
    await expect(feedLoader(routeArgs(new Request('http://localhost:3000/journal/nada/feed.xml'), { slug: 'nada' }))).rejects.toMatchObject({ status: 404 });
    const ok = (await feedLoader(routeArgs(new Request('http://localhost:3000/journal/rds/feed.xml'), { slug: 'rds' }))) as Response;
    expect(ok.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(await ok.text()).toContain('<title type="text">Revista Ipê de Design e Sociedade</title>');
  });
});
