/**
 * A backup of a running install, taken mid-checkout through the server's socket as
 * `npm run cli -- backup` takes it, restores into a new DATA_DIR with every order, account, note,
 * cart and file as they were; a bad or hostile backup is refused before anything is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBuyer, fillCart, place, seedShipping } from '#app/features/orders/test-support.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.server.ts';
import { dataFolderTemplate } from '../db/test-database.server.ts';
import { readerNotes } from '../db/schema.ts';
import { backupFromServer, BackupError, makeBackup, readBackup, restoreBackup, serveBackups } from './backup.server.ts';

let dir: string;
let source: Database;
const dataDir = () => path.join(dir, 'running');

/** The rows a restore must bring back, table by table, in a stable order. */
async function snapshot(database: Database) {
  const tables = ['users', 'accounts', 'orders', 'order_items', 'order_events', 'carts', 'cart_items', 'reader_notes', 'formats', 'jobs'];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = (await database.db.execute(sql.raw(`select * from ${table} order by 1`))) as unknown as { rows: unknown[] };
    out[table] = result.rows;
  }
  return out;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  // A new data folder starts from the tests' migrated template, as a deployment does from the
  // build's (initdb and every migration from nothing cost most of a minute beside the journeys).
  const template = fs.readFileSync(await dataFolderTemplate(path.join(dir, 'template')));
  source = await openDatabase({ dataDir: path.join(dataDir(), 'pglite'), loadDataDir: new Blob([template]) });
  await migrateDatabase(source);
  fs.mkdirSync(path.join(dataDir(), 'uploads', 'covers'), { recursive: true });
  fs.writeFileSync(path.join(dataDir(), 'uploads', 'covers', 'livro-0123456789abcdef.jpg'), Buffer.from('not really a jpeg, but bytes to keep'));
  fs.mkdirSync(path.join(dataDir(), 'outbox'), { recursive: true });
  fs.writeFileSync(path.join(dataDir(), 'outbox', '1.eml'), 'Subject: Pedido recebido\r\n\r\nObrigado.');
  fs.writeFileSync(path.join(dataDir(), 'auth-secret'), 'a-secret-of-this-install');
}, 60_000);

afterAll(async () => {
  await source.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up a running install mid-checkout through its socket and restores every order, account, note, cart and file', async () => {
    const db = source.db;
    const methods = await seedShipping(db);
    const book = await createBook(db, { titlePt: 'Cidades que cuidam', print: { priceBrl: 5000, priceUsd: 1200, stock: 5, weightGrams: 400 } });
    // One buyer has placed an order; another is mid-checkout, with a cart and a delivery draft.
    const paid = await createBuyer(db, 'Ana');
    const outcome = await place(db, paid, await fillCart(db, paid, { items: [[book.printId, 1]], shippingMethodId: methods.pac }));
    expect(outcome.ok).toBe(true);
    const midway = await createBuyer(db, 'Bia');
    await fillCart(db, midway, { items: [[book.printId, 2]], shippingMethodId: methods.pac });
    await db.insert(readerNotes).values({
      id: crypto.randomUUID(),
      userId: paid.id,
      publicationId: book.publicationId,
      chapter: 'cap-1',
      selector: { quote: { exact: 'cuidar', prefix: '', suffix: '' }, position: { start: 10, end: 16 } },
      comment: 'Ler de novo.',
      color: 'yellow',
    });

    // The server answers on DATA_DIR/control.sock; orders keep coming while it dumps.
    const server = serveBackups(dataDir(), () => makeBackup(source, dataDir()));
    try {
      const before = await snapshot(source);
      const [zip] = await Promise.all([backupFromServer(dataDir()), db.execute(sql`select pg_sleep(0)`)]);
      expect(zip).not.toBeNull();
      expect(fs.statSync(path.join(dataDir(), 'control.sock')).mode & 0o777).toBe(0o600);

      const restoredDir = path.join(dir, 'restored');
      const manifest = await restoreBackup(zip!, restoredDir);
      expect(manifest).toMatchObject({ format: 1, database: 'pglite', files: 3 });
      const restored = await openDatabase({ dataDir: path.join(restoredDir, 'pglite') });
      try {
        const after = await snapshot(restored);
        expect(after.orders).toHaveLength(1);
        expect(after.carts!.length).toBeGreaterThanOrEqual(1);
        expect(after).toEqual(before);
      } finally {
        await restored.close();
      }
      for (const file of ['uploads/covers/livro-0123456789abcdef.jpg', 'outbox/1.eml', 'auth-secret']) {
        expect(fs.readFileSync(path.join(restoredDir, file)), file).toEqual(fs.readFileSync(path.join(dataDir(), file)));
      }
      expect(fs.statSync(path.join(restoredDir, 'auth-secret')).mode & 0o777).toBe(0o600);
      // A second restore into the same folder would overwrite a database: refused.
      await expect(restoreBackup(zip!, restoredDir)).rejects.toThrow(/already holds a database/);
    } finally {
      await server.close();
    }
    // No server: the CLI opens the database itself.
    expect(await backupFromServer(dataDir())).toBeNull();
  }, 120_000);

  it('refuses what is not a backup, a backup that leaves DATA_DIR, and one of another format', () => {
    expect(() => readBackup(new TextEncoder().encode('hello'))).toThrow(BackupError);
    const manifest = (format: number) => new TextEncoder().encode(JSON.stringify({ format, createdAt: '2026-11-28T00:00:00Z', database: 'pglite', files: 1 }));
    const dump = new Uint8Array([1, 2, 3]);
    expect(() => readBackup(zipSync({ 'manifest.json': manifest(1), 'database/pglite.tar.gz': dump, 'data/uploads/../../etc/passwd': dump }))).toThrow(
      /unexpected file/,
    );
    expect(() => readBackup(zipSync({ 'manifest.json': manifest(1), 'database/pglite.tar.gz': dump, 'data/secrets.txt': dump }))).toThrow(/unexpected file/);
    expect(() => readBackup(zipSync({ 'manifest.json': manifest(2), 'database/pglite.tar.gz': dump }))).toThrow(/format \(2\)/);
    expect(() => readBackup(zipSync({ 'manifest.json': manifest(1) }))).toThrow(/no database/);
    expect(
      readBackup(zipSync({ 'manifest.json': manifest(1), 'database/pglite.tar.gz': dump, 'data/uploads/a.jpg': dump })).files.get('uploads/a.jpg'),
    ).toEqual(dump);
  });
});
