/**
 * The process's database, opened once at start (server boot, CLI, or a test) and shared by every
 * loader and action. Kept on globalThis so development reloads reuse the same connection.
 */
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config.server.ts';
import { migrateDatabase, migrationsFolder, openDatabase, type Database, type Db } from './client.server.ts';
import { usableTemplate } from './template.server.ts';
import { lockDataDir } from './lock.server.ts';

interface State {
  database: Database;
  release: () => void;
}

const store = globalThis as typeof globalThis & { __database?: State; __databaseOpening?: Promise<State> };

export function db(): Db {
  if (!store.__database) throw new Error('The database is not open yet: call openAppDatabase() at start.');
  return store.__database.database.db;
}

/** Opens (and migrates) the configured database once per process. */
export async function openAppDatabase(): Promise<Database> {
  store.__databaseOpening ??= (async () => {
    const { databaseUrl, dataDir } = config();
    if (databaseUrl) {
      const database = await openDatabase({ url: databaseUrl });
      await migrateDatabase(database);
      return { database, release: () => {} };
    }
    const release = lockDataDir(dataDir);
    try {
      const dir = path.join(dataDir, 'pglite');
      // A new data folder starts from the build's migrated template when there is one that fits.
      const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
      const database = await openDatabase({ dataDir: dir, loadDataDir: fresh ? usableTemplate(migrationsFolder) : undefined });
      await migrateDatabase(database);
      return { database, release };
    } catch (error) {
      release();
      throw error;
    }
  })();
  try {
    store.__database = await store.__databaseOpening;
  } catch (error) {
    store.__databaseOpening = undefined;
    throw error;
  }
  return store.__database.database;
}

/** For tests: use a database opened elsewhere. */
export function useDatabase(database: Database): void {
  store.__database = { database, release: () => {} };
  store.__databaseOpening = Promise.resolve(store.__database);
}

export async function closeAppDatabase(): Promise<void> {
  const state = store.__database;
  store.__database = undefined;
  store.__databaseOpening = undefined;
  if (!state) return;
  try {
    await state.database.close();
  } finally {
    state.release();
  }
}
