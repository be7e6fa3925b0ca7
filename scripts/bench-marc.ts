/**
 * Libraries' files at 10,000 works (issue 41's budget: MARC export ≤ 5 s): the whole catalog as
 * MARCXML and as ISO 2709, and its KBART list, timed from the database to the finished file
 * (PGlite; PostgreSQL with TEST_DATABASE_URL). Part of `npm run bench`; alone:
 * node scripts/bench-marc.ts [count].
 */
import { generateCatalog } from '../app/features/catalog/api.server.ts';
import { kbartResponse, marcFile } from '../app/features/libraries/api.server.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';

export async function benchMarc(count = 10_000) {
  const database = await createTestDatabase();
  await generateCatalog(database.db, count);
  const time = async (make: () => Promise<Response | null>) => {
    const began = performance.now();
    const body = await (await make())!.arrayBuffer();
    return { ms: performance.now() - began, mb: body.byteLength / 1024 / 1024 };
  };
  const results = {
    marcxml: await time(() => marcFile(database.db, { kind: 'all' }, 'xml', 'https://editora.example', 'all')),
    iso2709: await time(() => marcFile(database.db, { kind: 'all' }, 'mrc', 'https://editora.example', 'all')),
    kbart: await time(() => kbartResponse(database.db, { kind: 'all' }, 'https://editora.example')),
  };
  await database.dispose();
  return { engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', works: count, results };
}

export function printMarc(r: Awaited<ReturnType<typeof benchMarc>>) {
  console.log(`libraries' files for ${r.works.toLocaleString('en')} works on ${r.engine} (budget: MARC ≤ 5 s):`);
  for (const [name, x] of Object.entries(r.results)) console.log(`  ${name.padEnd(8)} ${(x.ms / 1000).toFixed(2)} s, ${x.mb.toFixed(1)} MB`);
}

if (import.meta.main) printMarc(await benchMarc(Number(process.argv[2] ?? 10_000)));
