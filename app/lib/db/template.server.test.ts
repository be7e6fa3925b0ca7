import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase } from './client.server.ts';
import { templateFiles, usableTemplate } from './template.server.ts';
import { createPgliteTestDatabase } from './test-database.server.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-template-'));
process.env.DB_TEMPLATE = path.join(dir, 'db-template.tar.gz');
const { file: TEMPLATE_FILE, journal: TEMPLATE_JOURNAL } = templateFiles();

beforeAll(async () => {
  // A migrated database, as scripts/db-template.ts makes one (cloned from the tests' own template).
  const database = await createPgliteTestDatabase();
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip');
  await database.close();
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  fs.copyFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), TEMPLATE_JOURNAL);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the database template', () => {
  it('starts a new data folder already migrated', async () => {
    const template = usableTemplate(migrationsFolder);
    expect(template).toBeInstanceOf(Blob);
    const database = await openDatabase({ dataDir: path.join(dir, 'data'), loadDataDir: template });
    const result = await database.db.execute(sql`select count(*)::int as n from publications`);
    expect(((result as { rows?: { n: number }[] }).rows ?? [])[0]?.n).toBe(0);
    await migrateDatabase(database); // nothing left to apply, and no error
    await database.close();
  });

  it('is not used when it holds other migrations than the current ones', () => {
    fs.writeFileSync(TEMPLATE_JOURNAL, '{"entries":[]}');
    expect(usableTemplate(migrationsFolder)).toBeUndefined();
    fs.rmSync(TEMPLATE_JOURNAL);
    expect(usableTemplate(migrationsFolder)).toBeUndefined();
  });
});
