import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { localStorage } from '#app/lib/storage/storage.server.ts';
import { validateXml } from '#app/test/xml-schema.ts';
import { seedCatalog } from '../seed/seed-catalog.server.ts';
import { xpath } from '../xml-test-helpers.ts';
import { oaiResponse } from './protocol.server.ts';

let database: TestDatabase;
let uploads: string;
const ns = { o: 'http://www.openarchives.org/OAI/2.0/' };

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-oai-'));
  await seedCatalog(database.db, { files: localStorage(uploads) });
});
afterAll(async () => {
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

it('a harvest of the whole demo, seven records a page, returns every published work, article and paper once, each page valid', async () => {
  const count = async (query: string) => Number(((await database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const expected =
    (await count(`select count(*)::int as n from publications where status = 'published' and type in ('book', 'proceedings')`)) +
    (await count(
      `select count(*)::int as n from articles a join journal_issues i on i.id = a.issue_id and i.status = 'published' join publications j on j.id = i.journal_id and j.status = 'published'`,
    )) +
    (await count(
      `select count(*)::int as n from chapters c join publications p on p.id = c.publication_id and p.type = 'proceedings' and p.status = 'published'`,
    ));
  expect(expected).toBeGreaterThan(20);

  const identifiers: string[] = [];
  let query: [string, string][] = [
    ['verb', 'ListRecords'],
    ['metadataPrefix', 'oai_dc'],
  ];
  let pages = 0;
  for (;;) {
    const xml = await oaiResponse(query, {
      db: database.db,
      appUrl: 'https://editoraipe.example',
      adminEmail: 'oai@editoraipe.example',
      secret: 'demo-harvest-secret',
      pageSize: { ListRecords: 7 },
    });
    expect(validateXml('oai-pmh', xml).valid).toBe(true);
    pages++;
    identifiers.push(...(await xpath(database.db, xml, '//o:record[o:metadata]/o:header/o:identifier/text()', ns)));
    const token = (await xpath(database.db, xml, '//o:resumptionToken/text()', ns))[0];
    if (!token) {
      expect(await xpath(database.db, xml, '//o:resumptionToken/@completeListSize', ns)).toEqual([String(expected)]);
      break;
    }
    query = [
      ['verb', 'ListRecords'],
      ['resumptionToken', token],
    ];
  }
  expect(pages).toBe(Math.ceil(expected / 7));
  expect(identifiers).toHaveLength(expected);
  expect(new Set(identifiers).size).toBe(expected);
});
