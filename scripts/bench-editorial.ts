/**
 * The editors' desk and a submission's workspace at 5,000 submissions, 12,000 review assignments
 * and 40,000 discussion messages (issue 51's budget: p50 ≤ 30 ms, p95 ≤ 80 ms), on PGlite (and on
 * PostgreSQL when TEST_DATABASE_URL is set). `npm run bench -- --editorial`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DeskFilters } from '../app/features/editorial/api.ts';
import { deskPage, editorialActor, workspacePage } from '../app/features/editorial/api.server.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';

export async function benchEditorial(submissionCount = 5_000, assignmentCount = 12_000, messageCount = 40_000) {
  const database = await createTestDatabase();
  const db = database.db;
  const began = performance.now();
  await db.execute(sql`
    insert into publications (type, slug, title_pt, title_en, status)
    select 'journal', 'revista-' || g, 'Revista ' || g, 'Journal ' || g, 'published' from generate_series(1, 2) as g`);
  const admin = randomUUID();
  const editor = randomUUID();
  await db.execute(sql`insert into users (id, name, last_name, email, role, email_verified) values
    (${admin}, 'Adm', 'Bench', 'adm@bench.test', 'user,admin', true), (${editor}, 'Edna', 'Bench', 'edna@bench.test', 'user', true)`);
  await db.execute(sql`
    insert into users (id, name, last_name, email, role, email_verified)
    select 'reviewer-' || g, 'Revisora', 'N' || g, 'revisora' || g || '@bench.test', 'user', true from generate_series(1, 300) as g`);
  await db.execute(sql`insert into scoped_roles (user_id, role, scope_kind, scope_id)
    select ${editor}, 'editor', 'journal', id from publications where slug = 'revista-1'`);
  await db.execute(sql`
    insert into submissions (number, kind, journal_id, status, round, locale, metadata, search_text, submitted_at, updated_at)
    select 'BEN-2026-' || lpad(g::text, 4, '0'), 'article', (select id from publications where slug = 'revista-' || (1 + g % 2)),
      (array['new','in-review','in-review','in-review','awaiting-decision','revisions','accepted','declined'])[1 + g % 8], 1 + g % 2,
      (array['pt','en'])[1 + g % 2],
      jsonb_build_object('titlePt', 'Cidades que cuidam ' || g, 'titleEn', 'Caring cities ' || g, 'abstractPt', repeat('Resumo. ', 80),
        'keywordsPt', jsonb_build_array('cuidado', 'cidade' || (g % 50)), 'keywordsEn', jsonb_build_array('care'),
        'authors', jsonb_build_array(jsonb_build_object('name', 'Autora ' || g, 'email', 'autora' || g || '@bench.test', 'credit', jsonb_build_array()))),
      lower('BEN-2026-' || lpad(g::text, 4, '0') || ' cidades que cuidam ' || g || ' cuidado cidade' || (g % 50) || ' autora ' || g),
      now() - make_interval(days => g % 200), now()
    from generate_series(1, ${submissionCount}) as g`);
  await db.execute(sql`
    insert into review_assignments (submission_id, round, reviewer_id, invited_email, token_hash, status, response_due, review_due, created_at,
      recommendation, comments_for_authors)
    select s.id, s.round, 'reviewer-' || (1 + g % 300), 'revisora' || (1 + g % 300) || '@bench.test', md5(g::text),
      (array['invited','accepted','submitted','declined','submitted'])[1 + g % 5],
      now() + make_interval(days => (g % 15) - 7), now() + make_interval(days => (g % 60) - 20), now() - make_interval(days => g % 70),
      case when g % 5 in (2, 4) then 'minor' end, case when g % 5 in (2, 4) then repeat('Comentário. ', 40) end
    from generate_series(1, ${assignmentCount}) as g join submissions s on s.id = 1 + (g % ${submissionCount})`);
  await db.execute(sql`
    insert into editorial_messages (submission_id, thread, body)
    select 1 + (g % ${submissionCount}), case when g % 3 = 0 then 'author' else 'reviewer:' || (1 + g % ${assignmentCount}) end, repeat('Mensagem. ', 20)
    from generate_series(1, ${messageCount}) as g`);
  await db.execute(sql`
    insert into submission_events (submission_id, kind, detail)
    select 1 + (g % ${submissionCount}), (array['submitted','fee-paid','sent-to-review','reviewer-invited'])[1 + g % 4], '{}'::jsonb
    from generate_series(1, ${submissionCount * 4}) as g`);
  await db.execute(sql`vacuum analyze`);
  const filled = performance.now() - began;

  const time = async (run: () => Promise<unknown>, n = 41) => {
    for (let i = 0; i < 3; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(n / 2)]!, p95: times[Math.floor(n * 0.95)]!, max: times.at(-1)! };
  };
  const adminActor = await editorialActor(db, { id: admin, roles: ['user', 'admin'] });
  const editorActor = await editorialActor(db, { id: editor, roles: ['user'] });
  const desk = (actor: typeof adminActor, filters: Partial<DeskFilters>) => () =>
    deskPage(db, actor, { scope: null, queue: null, q: '', page: 1, ...filters }, 'pt');
  const results: Record<string, { p50: number; p95: number; max: number }> = {
    'desk, admin, all': await time(desk(adminActor, {})),
    'desk, page 40': await time(desk(adminActor, { page: 40 })),
    'desk, overdue queue': await time(desk(adminActor, { queue: 'reviews-overdue' })),
    'desk, search "cidade7"': await time(desk(adminActor, { q: 'cidade7' })),
    'desk, one editor': await time(desk(editorActor, {})),
    workspace: await time(() => workspacePage(db, adminActor, 'BEN-2026-2500', { locale: 'pt' })),
    'workspace + letter': await time(() => workspacePage(db, adminActor, 'BEN-2026-2501', { locale: 'pt', decide: 'minor' })),
  };
  await database.dispose();
  return { engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', submissionCount, assignmentCount, messageCount, fillMs: filled, results };
}

export function printEditorial({ engine, submissionCount, assignmentCount, messageCount, results }: Awaited<ReturnType<typeof benchEditorial>>) {
  console.log(
    `editorial desk, ${submissionCount.toLocaleString('en')} submissions, ${assignmentCount.toLocaleString('en')} assignments, ${messageCount.toLocaleString('en')} messages on ${engine}:`,
  );
  for (const [name, r] of Object.entries(results))
    console.log(`  ${name.padEnd(24)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  max ${r.max.toFixed(1)} ms`);
}

if (import.meta.main) printEditorial(await benchEditorial());
