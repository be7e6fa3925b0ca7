/**
 * The admin's proposals at 50,000 proposals: query time of a page of the list, a search, the
 * filters, one proposal's page, and the whole CSV export, on PGlite (and on PostgreSQL when
 * TEST_DATABASE_URL is set). Part of `npm run bench`.
 */
import { sql } from 'drizzle-orm';
import { getSubmissionDetail } from '../app/features/publish/api.server.ts';
import { parseSubmissionFilters } from '../app/features/publish/testing.server.ts';
import { listSubmissions } from '../app/features/publish/api.server.ts';
import { submissionsCsv } from '../app/features/publish/api.server.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';

export async function benchSubmissions(count = 50_000) {
  const database = await createTestDatabase();
  const db = database.db;
  const began = performance.now();
  await db.execute(sql`
    insert into open_calls (slug, kind, status, title_pt, title_en, opens_on, closes_on, feedback_weeks)
    select 'chamada-' || g, 'book', 'published', 'Chamada ' || g, 'Call ' || g, date '2024-01-01' + g * 30, date '2024-03-01' + g * 30, 4
    from generate_series(1, 20) as g`);
  await db.execute(sql`
    insert into proposals (status, type, open_call_id, title, authors, description, keywords, summary, chapters,
      needs_illustrations, third_party_images, locale, search_text, submitted_at, updated_at)
    select (array['received','under-review','accepted','declined','withdrawn'])[1 + g % 5], 'single',
      case when g % 3 = 0 then 1 + g % 20 end,
      'Livro ' || g || ' sobre ' || (array['design','educação','serviços','cidades','saúde'])[1 + g % 5],
      jsonb_build_array(jsonb_build_object('name', (array['Ana','Bruno','Carla','Diego'])[1 + g % 4] || ' Silva' || g, 'email', 'autora' || g || '@example.com',
        'affiliation', 'UFPR', 'orcid', '', 'bio', repeat('Pesquisadora. ', 20))),
      repeat('Descrição do livro. ', 100), array['design','serviços'], repeat('Sumário. ', 200),
      (select jsonb_agg(jsonb_build_object('title', 'Capítulo ' || c, 'summary', repeat('Resumo. ', 30), 'keywords', jsonb_build_array('a','b','c'))) from generate_series(1, 8) c),
      g % 2 = 0, false, 'pt',
      lower('Livro ' || g || ' ' || (array['Ana','Bruno','Carla','Diego'])[1 + g % 4] || ' Silva' || g || ' autora' || g || '@example.com'),
      now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${count}) as g`);
  // As autovacuum leaves a table in use: statistics, and the visibility map index-only scans read.
  await db.execute(sql`vacuum analyze proposals`);
  const filled = performance.now() - began;

  const time = async (run: () => Promise<unknown>, n = 15) => {
    await run();
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(n / 2)]!, max: times.at(-1)! };
  };
  const cases: Record<string, string> = {
    'first page': '',
    'page 500': 'page=500',
    'search "silva4242"': 'q=silva4242',
    'search "carla"': 'q=carla',
    'number #25000': 'q=%2325000',
    'under review': 'status=under-review',
    'one call': 'call=7',
    'a week of days': 'from=2025-01-01&to=2025-01-07',
  };
  const results: Record<string, { p50: number; max: number }> = {};
  for (const [name, query] of Object.entries(cases)) {
    const filters = parseSubmissionFilters(new URLSearchParams(query));
    results[name] = await time(() => listSubmissions(db, filters));
  }
  results['one proposal’s page'] = await time(() => getSubmissionDetail(db, 25_000, 'pt'));
  const csvStart = performance.now();
  let bytes = 0;
  for await (const piece of submissionsCsv(db, parseSubmissionFilters(new URLSearchParams()), 'pt')) bytes += piece.length;
  const csv = { ms: performance.now() - csvStart, mb: bytes / 1024 / 1024 };
  await database.dispose();
  return { engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', proposals: count, fillMs: filled, results, csv };
}

export function printSubmissions({ engine, proposals, results, csv }: Awaited<ReturnType<typeof benchSubmissions>>) {
  console.log(`admin proposals, ${proposals.toLocaleString('en')} proposals on ${engine}:`);
  for (const [name, r] of Object.entries(results)) console.log(`  ${name.padEnd(22)} p50 ${r.p50.toFixed(1)} ms  max ${r.max.toFixed(1)} ms`);
  console.log(`  CSV of all of them     ${csv.ms.toFixed(0)} ms, ${csv.mb.toFixed(1)} MB`);
}

if (import.meta.main) printSubmissions(await benchSubmissions());
