/**
 * kill -9 during checkout: the process placing orders dies part-way (SIGKILL, no cleanup). After
 * a restart, buyers press "finish" again with the same form (the same idempotency key): every
 * buyer ends with exactly one order, none lost, none twice, and the stock matches what was sold.
 * On the embedded database (PGlite in a folder) and on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseOptions } from '#app/lib/db/client.server.ts';
import { dataFolderTemplate } from '#app/lib/db/test-database.server.ts';
import { jobs, orders } from '#app/lib/db/schema.ts';
import { MAIL_JOB } from '#app/lib/mail/mail.server.ts';
import { createBook, createBuyers, fillCart, seedShipping, stockOf } from './test-support.ts';

const BUYERS = 24;
const COPIES = 2;
const CHILD = path.resolve('app/features/orders/place-orders-child.ts');

type Work = { buyerId: string; cartId: string; key: string };

async function prepare(options: DatabaseOptions) {
  // A new data folder starts from the tests' migrated template, as a deployment does from the
  // build's (no initdb and no migrations from nothing: what is tested is the crash, not those).
  const database = await openDatabase(
    'dataDir' in options && options.dataDir
      ? { ...options, loadDataDir: new Blob([fs.readFileSync(await dataFolderTemplate(`${options.dataDir}-template`))]) }
      : options,
  );
  await migrateDatabase(database);
  const methods = await seedShipping(database.db);
  const book = await createBook(database.db, { print: { priceBrl: 4000, priceUsd: 900, stock: 500, weightGrams: 50 } });
  const buyers = await createBuyers(database.db, BUYERS);
  const work: Work[] = [];
  for (const buyer of buyers) {
    const cartId = await fillCart(database.db, buyer, { items: [[book.printId, COPIES]], shippingMethodId: methods.pac });
    work.push({ buyerId: buyer.id, cartId, key: randomUUID() });
  }
  await database.close();
  return { book, work };
}

/** Runs the child; with `killAfter`, SIGKILLs it once that many orders were placed. */
function runChild(options: DatabaseOptions, work: Work[], killAfter?: number): Promise<{ placed: number; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify([options, work])], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'error' },
    });
    let placed = 0;
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      placed += lines.filter(Boolean).length;
      if (killAfter !== undefined && placed >= killAfter && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ placed, killed: true });
      else if (code === 0) resolve({ placed, killed: false });
      else reject(new Error(`the child exited with ${code}`));
    });
  });
}

async function check(options: DatabaseOptions, book: { printId: number }, work: Work[]) {
  const database = await openDatabase(options);
  try {
    const placed = await database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.idempotencyKey,
          work.map((item) => item.key),
        ),
      );
    const mails = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.type, MAIL_JOB));
    return { placed, mails: mails.length, stock: await stockOf(database.db, book.printId) };
  } finally {
    await database.close();
  }
}

async function crashAndRestart(options: DatabaseOptions) {
  const { book, work } = await prepare(options);
  const first = await runChild(options, work, 6);
  expect(first.killed).toBe(true);
  expect(first.placed).toBeLessThan(BUYERS);
  // Back up: everyone presses "finish" again.
  const second = await runChild(options, work);
  expect(second).toEqual({ placed: BUYERS, killed: false });
  const { placed, mails, stock } = await check(options, book, work);
  expect(placed).toHaveLength(BUYERS);
  expect(new Set(placed.map((order) => order.userId)).size).toBe(BUYERS);
  expect(new Set(placed.map((order) => order.idempotencyKey)).size).toBe(BUYERS);
  expect(stock).toBe(500 - BUYERS * COPIES);
  expect(mails).toBe(BUYERS);
}

describe('kill -9 during checkout', () => {
  it('on the embedded database: no order lost or doubled after the restart', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-pglite-'));
    try {
      await crashAndRestart({ dataDir });
    } finally {
      for (const folder of [dataDir, `${dataDir}-template`]) fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL: no order lost or doubled after the restart', { timeout: 240_000 }, async () => {
    const server = process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const name = `crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
    try {
      await crashAndRestart({ url });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
