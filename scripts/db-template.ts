/**
 * Part of `npm run build`: an empty, migrated embedded database packed as a tarball
 * (build/db-template.tar.gz), so the first start on a new data folder loads it instead of
 * creating a database cluster from nothing (about a second and a half saved on the first start).
 * build/db-template.json records the migrations it holds; a start uses the template only when
 * they are exactly the current ones.
 */
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, migrationsFolder, openDatabase } from '../app/lib/db/client.server.ts';
import { templateFiles } from '../app/lib/db/template.server.ts';

const { file, journal } = templateFiles();
const database = await openDatabase({});
await migrateDatabase(database);
const client = (database.db as unknown as { $client: PGlite }).$client;
const dump = await client.dumpDataDir('gzip');
await database.close();
fs.mkdirSync('build', { recursive: true });
fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
fs.copyFileSync(`${migrationsFolder}/meta/_journal.json`, journal);
console.log(`Database template: ${file} (${(dump.size / 1024 / 1024).toFixed(1)} MB)`);
