/**
 * Catalog search at 10,000 works: time of searchCatalog() (the page's one call: results, facet
 * counts, subjects) for typical queries, on PGlite (and on PostgreSQL when TEST_DATABASE_URL is
 * set). Part of `npm run bench`; alone: node scripts/bench-catalog.ts [count].
 */
import { parseCatalogFilters, type CatalogSection } from '../app/features/catalog/testing.server.ts';
import { generateCatalog } from '../app/features/catalog/api.server.ts';
import { matchText, searchCatalog } from '../app/features/catalog/testing.server.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';

const cases: [name: string, query: string, section: CatalogSection | null][] = [
  ['everything, newest', '', null],
  ['books, page 100', 'page=100', 'books'],
  ['ebooks, by price', 'sort=price', 'ebooks'],
  ['q "educação"', 'q=educação', null],
  ['q "design services"', 'q=design services', null],
  ['q "politicas publicas" + open', 'q=politicas publicas&access=open', null],
  ['q rare word', 'q=zzzyzx', null],
  ['subject + year + title sort', 'subject=design&year=2020&sort=title', null],
];

export async function benchCatalog(count = 10_000) {
  const database = await createTestDatabase();
  const began = performance.now();
  await generateCatalog(database.db, count);
  const filled = performance.now() - began;
  const results: Record<string, { p50: number; p95: number; total: number }> = {};
  // The text match alone, never remembered: what the first page of a new search costs on top.
  const coldText: Record<string, { p50: number; p95: number }> = {};
  for (const q of ['educação', 'design services', 'politicas publicas', 'zzzyzx']) {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      await matchText(database.db, q);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    coldText[q] = { p50: times[19]!, p95: times[37]! };
  }
  for (const [name, query, section] of cases) {
    const filters = parseCatalogFilters(new URLSearchParams(query), section);
    const { total } = await searchCatalog(database.db, filters, 'pt');
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      await searchCatalog(database.db, filters, i % 2 ? 'en' : 'pt');
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    results[name] = { p50: times[19]!, p95: times[37]!, total };
  }
  await database.dispose();
  return { engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', works: count, fillMs: filled, results, coldText };
}

if (import.meta.main) {
  const { engine, works, fillMs, results, coldText } = await benchCatalog(Number(process.argv[2]) || 10_000);
  console.log(`catalog search, ${works.toLocaleString('en')} works on ${engine} (generated in ${(fillMs / 1000).toFixed(1)} s)`);
  for (const [name, r] of Object.entries(results))
    console.log(`  ${name.padEnd(32)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  (${r.total} found)`);
  for (const [q, r] of Object.entries(coldText))
    console.log(`  text match alone, new query "${q}"`.padEnd(52) + `p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms`);
}
