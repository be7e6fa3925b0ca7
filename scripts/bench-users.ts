/**
 * The admin user list at 100,000 accounts: query time of a page, a search and the filters,
 * on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set). Part of `npm run bench`.
 */
import { sql } from 'drizzle-orm';
import { listUsers, parseFilters } from '../app/features/admin/api.server.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';

export async function benchUsers(count = 100_000) {
  const database = await createTestDatabase();
  const began = performance.now();
  await database.db.execute(sql`
    insert into users (id, name, last_name, email, email_verified, role, banned, created_at)
    select 'u' || g, (array['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor'])[1 + g % 8], 'Sobrenome' || g,
      'pessoa' || g || '@example.com', g % 10 <> 0, case when g % 50 = 0 then 'user,author' else 'user' end, g % 200 = 0,
      now() - make_interval(mins => g)
    from generate_series(1, ${count}) as g`);
  await database.db.execute(sql`analyze users`);
  const filled = performance.now() - began;
  const cases: Record<string, string> = {
    'first page': '',
    'page 2,000': 'page=2000',
    'search "pessoa4242"': 'q=pessoa4242',
    'search "carla"': 'q=carla',
    'role author': 'role=author',
    'disabled, page 2': 'status=disabled&page=2',
  };
  const results: Record<string, { p50: number; max: number }> = {};
  for (const [name, query] of Object.entries(cases)) {
    const filters = parseFilters(new URLSearchParams(query));
    await listUsers(database.db, filters);
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      await listUsers(database.db, filters);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    results[name] = { p50: times[7]!, max: times.at(-1)! };
  }
  await database.dispose();
  return { engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', users: count, fillMs: filled, results };
}

if (import.meta.main) {
  const { engine, users, fillMs, results } = await benchUsers();
  console.log(`admin user list, ${users.toLocaleString('en')} users on ${engine} (filled in ${fillMs.toFixed(0)} ms)`);
  for (const [name, r] of Object.entries(results)) console.log(`  ${name.padEnd(22)} p50 ${r.p50.toFixed(1)} ms  max ${r.max.toFixed(1)} ms`);
}
