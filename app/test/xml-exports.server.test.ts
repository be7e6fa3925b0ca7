/**
 * Every XML document the site writes, from a catalog, a blog and a press name whose texts carry
 * what XML 1.0 forbids (C0 controls, MARC's separators among them, U+FFFE, U+FFFF): OAI-PMH in
 * both formats, the ONIX feed, Crossref deposits, the Atom feeds, the sitemap and MARCXML. Each
 * stays well-formed and carries none of those characters. (A database cannot hold U+0000 or a lone
 * surrogate; lib/xml.test.ts shows the escaping drops them too.)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogFeed, blogSeeder, sitemapPosts } from '#app/features/blog/api.server.ts';
import { onixMessage } from '#app/features/catalog/api.ts';
import { crossrefFile, latestReleases, oaiResponse, onixProducts, renderAtomFeed, renderSitemap, sitemapEntries } from '#app/features/catalog/api.server.ts';
import { seedCatalog } from '#app/features/catalog/seed/seed-catalog.server.ts';
import { journalFeed } from '#app/features/journals/api.server.ts';
import { marcFile } from '#app/features/libraries/api.server.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { writeSetting } from '#app/lib/db/settings.server.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { readPress } from '#app/lib/press/press.server.ts';
import { currentPress, DEMO_PRESS, rememberPress } from '#app/lib/press/press.ts';
import { localStorage } from '#app/lib/storage/storage.server.ts';

const APP = 'https://editora.example';
const CONTROLS = [...Array.from({ length: 8 }, (_, i) => i + 1), 0x0b, 0x0c, ...Array.from({ length: 0x12 }, (_, i) => 0x0e + i)]
  .map((code) => String.fromCharCode(code))
  .join('');
/** What a text may carry into the database: every forbidden character it can hold. */
const HOSTILE = `${CONTROLS}\uFFFE\uFFFF`;
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

let database: TestDatabase;
let uploads: string;
const press = currentPress();

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-xml-'));
  await seedCatalog(database.db, { files: localStorage(uploads) });
  await blogSeeder.run(database.db);
  const db = database.db;
  const h = (column: string) => sql.raw(`${column} = ${column} || `);
  for (const table of ['publications', 'chapters', 'articles']) {
    for (const column of ['title_pt', 'title_en', 'abstract_pt', 'abstract_en'])
      await db.execute(sql`update ${sql.raw(table)} set ${h(column)} ${HOSTILE} where ${sql.raw(column)} is not null`);
    await db.execute(
      sql`update ${sql.raw(table)} set contributors = (select coalesce(jsonb_agg(jsonb_set(c, '{family}', to_jsonb((c->>'family') || ${HOSTILE}))), '[]') from jsonb_array_elements(contributors) c)`,
    );
  }
  await db.execute(sql`update publications set subtitle_pt = 'sub' || ${HOSTILE}, keywords_pt = array['chave' || ${HOSTILE}]`);
  for (const table of ['collections', 'subjects', 'events'])
    await db.execute(sql`update ${sql.raw(table)} set ${h('name_pt')} ${HOSTILE}, ${h('name_en')} ${HOSTILE}`);
  await db.execute(sql`update blog_posts set ${h('title')} ${HOSTILE}, ${h('excerpt')} ${HOSTILE}, ${h('html')} ${HOSTILE}`);
  // A press whose stored name carries them too (written before anything checked it).
  await writeSetting(
    db,
    'press',
    JSON.stringify({ ...DEMO_PRESS, name: `Editora${HOSTILE} Ipê`, legalName: `Editora${HOSTILE} Ipê Ltda.`, city: `São${HOSTILE} Paulo` }),
  );
});
afterAll(async () => {
  rememberPress(press);
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

/** Each document that xmllint does not read as well-formed, with its first complaint. */
function notWellFormed(documents: Record<string, string>): string[] {
  return Object.entries(documents).flatMap(([name, xml]) => {
    const run = spawnSync('xmllint', ['--nonet', '--noout', '-'], { input: xml, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    return run.status === 0 ? [] : [`${name}: ${run.stderr.split('\n')[0]}`];
  });
}

it('every XML export stays well-formed and free of what XML forbids, whatever the texts carry', async () => {
  const db = database.db;
  const hostilePress = { ...(await readPress(db)), name: `Editora${HOSTILE} Ipê` };
  rememberPress(hostilePress);
  const oai = (verb: string, prefix?: string) =>
    oaiResponse([['verb', verb], ...(prefix ? [['metadataPrefix', prefix] as [string, string]] : [])], {
      db,
      appUrl: APP,
      adminEmail: 'oai@example.com',
      secret: 'xml-exports',
      pageSize: { ListRecords: 1000 },
    });
  const journals = rowsOf<{ slug: string }>(await db.execute(sql`select slug from publications where type = 'journal' and status = 'published'`));
  expect(journals.length).toBeGreaterThan(0);
  const documents: Record<string, string> = {
    'oai Identify': await oai('Identify'),
    'oai ListSets': await oai('ListSets'),
    'oai oai_dc': await oai('ListRecords', 'oai_dc'),
    'oai marcxml': await oai('ListRecords', 'marcxml'),
    onix: onixMessage(await onixProducts(db, APP), { appUrl: APP, sentAt: new Date(), contactEmail: 'x@example.com' }),
    'marc all.xml': await (await marcFile(db, { kind: 'all' }, 'xml', APP, 'all'))!.text(),
    sitemap: renderSitemap([...(await sitemapEntries(db)), ...(await sitemapPosts(db, new Date()))], APP, null)!,
  };
  for (const locale of ['pt', 'en'] as const) {
    documents[`feed ${locale}`] = renderAtomFeed(await latestReleases(db, locale), locale, APP);
    documents[`blog feed ${locale}`] = (await blogFeed(db, locale, APP, undefined, new Date()))!;
    for (const { slug } of journals) documents[`journal ${slug} ${locale}`] = (await journalFeed(db, slug, locale, APP))!;
  }
  rememberPress(hostilePress);
  for (const kind of ['books', 'journals', 'conferences'] as const) {
    const deposit = await crossrefFile(db, kind, { appUrl: APP, email: 'x@example.com' });
    if (deposit) documents[`crossref ${kind}`] = deposit.xml;
  }
  expect(Object.keys(documents).filter((name) => name.startsWith('crossref'))).toHaveLength(3);
  // The hostile texts did reach them (cleaned), so the check means something.
  expect(documents['oai oai_dc']).toContain('Editora Ipê');
  expect(documents['marc all.xml']).toContain('Editora Ipê');
  expect(notWellFormed(documents)).toEqual([]);
  expect(
    Object.entries(documents)
      .filter(([, xml]) => FORBIDDEN.test(xml))
      .map(([name]) => name),
  ).toEqual([]);
});
