/**
 * A fresh, migrated database for one test file, cloned from one migrated template instead of
 * migrating every file's database from nothing (decision 0018):
 * - PGlite (default): the template is a data-folder dump (node_modules/.cache/test-db/<hash>.tar),
 *   loaded into a new in-memory database;
 * - PostgreSQL (TEST_DATABASE_URL): `create database … template test_template_<hash>`, dropped
 *   again afterwards.
 * <hash> is taken from the migrations, so a new migration makes a new template. Vitest's global
 * setup (app/test/global-setup.ts) makes the templates once per run; a file run on its own
 * makes them itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateDatabase, migrationsFolder, openDatabase, type Database, type PgliteEngine } from './client.server.ts';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

/** A short hash of every migration file: the templates' version (read once per process). */
let knownHash: string | undefined;
function migrationsHash(): string {
  if (knownHash) return knownHash;
  const hash = createHash('sha256');
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  knownHash = hash.digest('hex').slice(0, 12);
  return knownHash;
}

const templateDumpFile = () => path.resolve('node_modules/.cache/test-db', `${migrationsHash()}.tar`);
const templateDatabaseName = () => `test_template_${migrationsHash()}`;

/**
 * Bytes PGlite reads whole (it calls arrayBuffer() on the template dump and on its own file
 * bundle, once per new database): handed over as one copy of what is already in memory, where
 * Node's Blob reads its 45 MB back in small chunks and joins them (half of a clone's CPU).
 * Anything else a Blob does still works on the same bytes.
 */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/**
 * PGlite compiled once per worker (test files share it): a fifth less time for each new database.
 * A test's database is a few megabytes: PostgreSQL's default 128 MB of shared buffers, set up at
 * every start, were a third of each new database's processor time.
 */
async function pgliteEngine(): Promise<PgliteEngine> {
  const store = globalThis as typeof globalThis & { __pgliteEngine?: Promise<PgliteEngine> };
  store.__pgliteEngine ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (name) => WebAssembly.compile(await fs.promises.readFile(path.join(dist, name)))),
    );
    return {
      pgliteWasmModule,
      initdbWasmModule,
      fsBundle: new BytesBlob(await fs.promises.readFile(path.join(dist, 'pglite.data'))),
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    };
  })();
  return store.__pgliteEngine;
}

/**
 * The migrated template as `npm run build` packs one for a new data folder (lib/db/template.ts:
 * a tarball and the migrations journal it holds), made from the tests' template, in `folder`:
 * an operator command started with DB_TEMPLATE set to the path returned starts from it instead
 * of migrating a new database from nothing.
 */
export async function dataFolderTemplate(folder: string): Promise<string> {
  const file = path.join(folder, 'db-template.tar.gz');
  fs.mkdirSync(folder, { recursive: true });
  // An uncompressed tarball: PGlite reads it as it is (and gunzips what is not).
  fs.copyFileSync(await ensurePgliteTemplate(), file);
  fs.copyFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), file.replace(/\.tar\.gz$/, '.json'));
  return file;
}

/** Makes the PGlite template dump unless it exists (written under a temporary name, then renamed, so a reader never sees half). */
async function ensurePgliteTemplate(): Promise<string> {
  const file = templateDumpFile();
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({});
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // The one database the tests use: template0 and template1 are two more copies of the catalog,
  // which every clone unpacked file by file (a third of a clone's time); nothing here creates a database.
  for (const name of ['template0', 'template1']) {
    await client.query(`update pg_database set datistemplate = false where datname = '${name}'`);
    await client.query(`drop database ${name}`);
  }
  const dump = await client.dumpDataDir('none');
  await database.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Makes the PostgreSQL template database unless it exists; several processes may ask at once. */
async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = templateDatabaseName();
  return withServer(serverUrl, async (admin) => {
    // One maker at a time across processes; the others find it made.
    await admin.query('select pg_advisory_lock(727275)');
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building) });
      await migrateDatabase(database);
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(727275)');
    }
  });
}

/** Makes the template for the engine the tests use (Vitest's global setup calls it once). */
export async function prepareTestTemplate(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await ensurePostgresTemplate(serverUrl);
  else await ensurePgliteTemplate();
}

/** A new in-memory PGlite database cloned from the template dump (whatever engine the tests use). */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const file = await ensurePgliteTemplate();
  const store = globalThis as typeof globalThis & { __templateDump?: { file: string; dump: Blob } };
  if (store.__templateDump?.file !== file) store.__templateDump = { file, dump: new BytesBlob(fs.readFileSync(file)) };
  const database = await openDatabase({ loadDataDir: store.__templateDump.dump, engine: await pgliteEngine() });
  return { ...database, dispose: database.close };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createPgliteTestDatabase();
  const template = await ensurePostgresTemplate(serverUrl);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    async dispose() {
      await database.close();
      await withServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
