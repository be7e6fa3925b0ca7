/**
 * ONIX import at a distributor's scale (issue 41's budget: 5,000 products in ≤ 60 s, with the
 * process's memory growing less than 300 MB): a 50 MB message of 5,000 products (long
 * descriptions, two formats per work) written to a file, then imported from it as it streams,
 * into an empty catalog. PGlite in a data folder on disk (as the server runs it); PostgreSQL with
 * TEST_DATABASE_URL. Part of `npm run bench`;
 * alone: node scripts/bench-onix.ts [products].
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onixMessage, type OnixProduct } from '../app/features/catalog/testing.server.ts';
import { applyOnixImport } from '../app/features/catalog/api.server.ts';
import { isbn13CheckDigit } from '../app/lib/identifiers.ts';
import { users } from '../app/lib/db/schema.ts';
import { migrateDatabase, openDatabase, type Db } from '../app/lib/db/client.server.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';

const words = 'pesquisa escola cidade serviço leitura design educação política público memória cuidado autonomia território cultura'.split(' ');
const text = (n: number, seed: number) => Array.from({ length: n }, (_, i) => words[(i * 7 + seed) % words.length]).join(' ');

export async function benchOnix(count = 5000) {
  // PostgreSQL when asked; else PGlite in a data folder on disk, as the server runs it (a test's
  // in-memory database would count its own pages in the process's memory).
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    try {
      return await benchOnixOn(database.db, count);
    } finally {
      await database.dispose();
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onix-pglite-'));
  const database = await openDatabase({ dataDir: dir });
  await migrateDatabase(database);
  try {
    return await benchOnixOn(database.db, count);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The same on a database already open (the app's own, on disk, as the server runs it). */
export async function benchOnixOn(db: Db, count = 5000) {
  const products: OnixProduct[] = [];
  for (let i = 0; i < count; i++) {
    const work = Math.floor(i / 2);
    const base = `97865${String(9_000_000 + i).padStart(7, '0')}`;
    products.push({
      formatSlug: `obra-${work}-${i % 2 ? 'ebook' : 'impresso'}`,
      kind: i % 2 ? 'ebook' : 'print',
      isbn: base + isbn13CheckDigit(base),
      workSlug: `obra-${work}`,
      workType: 'book',
      title: `Obra ${work}: ${text(6, work)}`,
      subtitle: text(4, work + 1),
      contributors: [{ given: 'Autora', family: `Número ${work}`, role: 'author' }],
      language: 'pt',
      edition: 1,
      pages: 200 + (work % 300),
      keywords: [text(2, work), text(2, work + 3)],
      subjects: [],
      // About 10 KB of description per product: a 50 MB message for 5,000 products.
      description: text(950, work),
      coverUrl: null,
      publishedOn: '2024-05-01',
      license: null,
      openAccess: false,
      priceBrl: 5990,
      priceUsd: 1500,
      stock: i % 2 ? null : 30,
      fileKind: null,
      size: { heightMm: 230, widthMm: 160, depthMm: null, weightGrams: null },
      collection: null,
      accessibility: null,
    });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onix-bench-'));
  const file = path.join(dir, 'feed.xml');
  fs.writeFileSync(file, onixMessage(products, { appUrl: 'https://editora.example', sentAt: new Date(), contactEmail: 'x@example.com' }));
  products.length = 0;
  const bytes = fs.statSync(file).size;
  await db.insert(users).values({ id: 'bench-admin', name: 'Bench', lastName: 'Admin', email: 'bench@example.com', role: 'admin', emailVerified: true });
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const began = performance.now();
  const result = await applyOnixImport(db, () => fs.createReadStream(file), 'editora.example', 'bench-admin');
  const ms = performance.now() - began;
  clearInterval(sampler);
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    products: result.products,
    works: result.works.length,
    mb: bytes / 1024 / 1024,
    ms,
    rssGrowthMb: (rssPeak - rssBefore) / 1024 / 1024,
  };
}

export function printOnix(r: Awaited<ReturnType<typeof benchOnix>>) {
  console.log(
    `ONIX import of ${r.products.toLocaleString('en')} products (${r.works.toLocaleString('en')} works, ${r.mb.toFixed(1)} MB) on ${r.engine} (budget ≤ 60 s, memory growth < 300 MB):`,
  );
  console.log(`  ${(r.ms / 1000).toFixed(1)} s, resident memory grew ${r.rssGrowthMb.toFixed(0)} MB at most`);
}

if (import.meta.main) printOnix(await benchOnix(Number(process.argv[2] ?? 5000)));
