/**
 * Opening, migrating and closing the database. PGlite (embedded, in DATA_DIR) by default;
 * PostgreSQL when DATABASE_URL is set. One schema and one SQL dialect for both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { makePrivate } from '../data-dir.server.ts';
import { log } from '../log.server.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import { countingLogger } from './query-count.server.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string }
  /** dataDir undefined: in memory (tests). */
  | { dataDir?: string; loadDataDir?: Blob | File; engine?: PgliteEngine };

/** PGlite's compiled WebAssembly and file bundle, to share between databases of one process (tests), and how its PostgreSQL starts. */
export type PgliteEngine = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle' | 'startParams'>;

const drizzleOptions = { schema, casing: 'snake_case', logger: countingLogger } as const;

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR || 'drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    // A server that does not answer (restarting, unreachable) fails a new connection after 5 s
    // instead of holding the request (and /healthz) open.
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_SIZE || 10), connectionTimeoutMillis: 5_000 });
    // An idle connection can be cut by the server (restart, failover, a dropped test database):
    // without a listener that error would end the process; the pool opens a new one when needed.
    pool.on('error', (err) => log.warn({ err }, 'database connection lost'));
    const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { dataDir } = options;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // The extensions the migrations create (PostgreSQL ships them as contrib).
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, ...options.engine, extensions: { pg_trgm, unaccent } });
  // PGlite sets its files' modes itself, past the umask: made private once it has written them
  // (a new folder, a loaded dump) and again after it writes its statistics on closing.
  if (dataDir) makePrivate(dataDir);
  const db = drizzlePglite({ client: withPreparedStatements(client) as PGlite, ...drizzleOptions }) as unknown as Db & { $client: PGlite };
  // PGlite itself for what is not a query (dumping the data directory).
  db.$client = client;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      if (dataDir) makePrivate(dataDir);
    },
  };
}

/** Applies the committed migrations; on PostgreSQL under an advisory lock, so several servers may start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await migratePg(tx as never, { migrationsFolder });
  });
}

export async function pingDatabase(db: Db, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
