/**
 * The editors' desk (issue 51, item 3): for each journal or open call the person works on, the
 * queues with their counts, and the list (searched, filtered, paged) with days since submission and
 * since reviewer assignment against the journal's promise. The queue is derived, never stored:
 * `queueSql` mirrors workflow.ts's `queueOf` in SQL so counts and pages are computed by the
 * database at thousands of submissions (desk.server.test.ts proves both agree on every state and
 * assignment combination).
 */
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { notFound } from '#app/lib/app-error.ts';
import { csvLine, UTF8_BOM } from '#app/lib/csv.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { openCalls, publications } from '#app/lib/db/schema.ts';
import { DESK_CSV_MAX_ROWS, DESK_PAGE_SIZE, scopeKey, type DeskFilters } from './desk-filters.ts';
import { deskMessages } from './desk-messages.ts';
import { deskScopes } from './roles.server.ts';
import { editorialMessages } from './messages.ts';
import type { EditorialActor, Scope } from './scoped-roles.ts';
import { translator } from '#app/i18n/messages.ts';
import type { SubmissionStatus } from './values.ts';
import { daysBetween, QUEUES, type Queue } from './workflow.ts';

/** Reviewers a round asks for, and days of the feedback promise, when a scope has no settings row. */
export const DEFAULT_REVIEWERS_PER_ROUND = 2;
export const DEFAULT_PROMISE_DAYS = 60;

const ACTIVE = sql.raw(`('invited', 'accepted', 'submitted')`);

/**
 * workflow.ts's queueOf in SQL, over `s` (submissions), `es` (its scope's settings) and `a` (its
 * current round's assignments, aggregated: active and overdue counts).
 */
export const queueSql = sql.raw(`case
  when s.status = 'new' then 'new'
  when s.status = 'in-review' then case
    when coalesce(a.overdue, 0) > 0 then 'reviews-overdue'
    when coalesce(a.active, 0) < coalesce(es.reviewers_per_round, ${DEFAULT_REVIEWERS_PER_ROUND}) then 'awaiting-reviewers'
    else 'in-review' end
  when s.status = 'awaiting-decision' then 'awaiting-decision'
  when s.status = 'revisions' then 'revisions-requested'
  when s.status in ('accepted', 'published') then 'accepted'
  when s.status = 'declined' then 'declined'
end`);

/** Every submission on the desk with its derived queue and assignment figures, as a subquery named `d`. */
function deskRows(now: Date, where: SQL): SQL {
  return sql`(
    select s.id, s.number, s.status, s.round, s.metadata, s.submitted_at, s.journal_id, s.open_call_id, s.search_text,
      coalesce(es.promise_days, ${DEFAULT_PROMISE_DAYS}) as promise_days,
      coalesce(es.reviewers_per_round, ${DEFAULT_REVIEWERS_PER_ROUND}) as reviewers_per_round,
      coalesce(a.active, 0) as active_reviews, coalesce(a.overdue, 0) as overdue_reviews, a.first_assigned,
      ${queueSql} as queue
    from submissions s
    left join editorial_settings es
      on es.scope_kind = (case when s.journal_id is not null then 'journal' else 'open-call' end) and es.scope_id = coalesce(s.journal_id, s.open_call_id)
    left join (
      select r.submission_id, r.round,
        count(*) filter (where r.status in ${ACTIVE})::int as active,
        count(*) filter (where (r.status = 'invited' and r.response_due < ${now.toISOString()}::timestamptz) or (r.status = 'accepted' and r.review_due < ${now.toISOString()}::timestamptz))::int as overdue,
        min(r.created_at) filter (where r.status in ${ACTIVE}) as first_assigned
      from review_assignments r
      group by r.submission_id, r.round
    ) a on a.submission_id = s.id and a.round = s.round
    where s.status not in ('draft', 'awaiting-fee') and ${where}
  ) d`;
}

function scopeCondition(scopes: readonly Scope[]): SQL {
  const journals = scopes.filter((s) => s.kind === 'journal').map((s) => s.id);
  const calls = scopes.filter((s) => s.kind === 'open-call').map((s) => s.id);
  const parts: SQL[] = [];
  if (journals.length)
    parts.push(
      sql`s.journal_id in (${sql.join(
        journals.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (calls.length)
    parts.push(
      sql`(s.journal_id is null and s.open_call_id in (${sql.join(
        calls.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** A search in the lower-cased number, titles, keywords and authors (its `%` and `_` taken literally). */
function searchCondition(q: string): SQL {
  if (!q) return sql`true`;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`s.search_text like ${pattern}`;
}

export interface DeskScope {
  kind: Scope['kind'];
  id: number;
  key: string;
  title: string;
  counts: Record<Queue, number>;
}

export interface DeskRow {
  id: number;
  number: string;
  title: string;
  firstAuthor: string;
  status: SubmissionStatus;
  queue: Queue;
  scopeKey: string;
  scopeTitle: string;
  submittedAt: string | null;
  daysSinceSubmission: number | null;
  /** Since the current round's first active reviewer was asked; null before any. */
  daysSinceAssignment: number | null;
  promiseDays: number;
  /** Past the journal's promise counted from reviewer assignment. */
  promiseBroken: boolean;
  activeReviews: number;
  reviewersPerRound: number;
  overdueReviews: number;
}

export interface DeskPage {
  scopes: DeskScope[];
  rows: DeskRow[];
  /** Rows the filters find (the list shows a page of them). */
  total: number;
  filters: DeskFilters;
  hasNext: boolean;
}

type RawRow = {
  id: number | string;
  number: string;
  status: SubmissionStatus;
  metadata: { titlePt?: string; titleEn?: string; authors?: { name?: string }[] } | string;
  submitted_at: Date | string | null;
  journal_id: number | null;
  open_call_id: number | null;
  promise_days: number;
  reviewers_per_round: number;
  active_reviews: number;
  overdue_reviews: number;
  first_assigned: Date | string | null;
  queue: Queue;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const asDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

/** The scopes this person's desk shows, with their titles, in the order deskScopes gives. */
async function titledScopes(db: Db, scopes: Scope[], locale: Locale): Promise<(Scope & { key: string; title: string })[]> {
  const journalIds = scopes.filter((s) => s.kind === 'journal').map((s) => s.id);
  const callIds = scopes.filter((s) => s.kind === 'open-call').map((s) => s.id);
  const [journals, calls] = await Promise.all([
    journalIds.length
      ? db
          .select({ id: publications.id, pt: publications.titlePt, en: publications.titleEn })
          .from(publications)
          .where(inArray(publications.id, journalIds))
          .orderBy(asc(publications.id))
      : [],
    callIds.length ? db.select({ id: openCalls.id, pt: openCalls.titlePt, en: openCalls.titleEn }).from(openCalls).where(inArray(openCalls.id, callIds)) : [],
  ]);
  const title = (kind: Scope['kind'], id: number) => {
    const found = (kind === 'journal' ? journals : calls).find((r) => r.id === id);
    return (locale === 'en' ? found?.en || found?.pt : found?.pt || found?.en) ?? `#${id}`;
  };
  return scopes.map((s) => ({ ...s, key: scopeKey(s), title: title(s.kind, s.id) }));
}

function toRow(r: RawRow, scopeTitles: Map<string, string>, locale: Locale, now: Date): DeskRow {
  const metadata = typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as Exclude<RawRow['metadata'], string>) : r.metadata;
  const submittedAt = asDate(r.submitted_at);
  const firstAssigned = asDate(r.first_assigned);
  const key = r.journal_id !== null ? `journal:${r.journal_id}` : `open-call:${r.open_call_id}`;
  const sinceAssignment = firstAssigned ? daysBetween(firstAssigned, now) : null;
  return {
    id: Number(r.id),
    number: r.number,
    title: (locale === 'en' ? metadata.titleEn || metadata.titlePt : metadata.titlePt || metadata.titleEn) ?? '',
    firstAuthor: metadata.authors?.[0]?.name ?? '',
    status: r.status,
    queue: r.queue,
    scopeKey: key,
    scopeTitle: scopeTitles.get(key) ?? '',
    submittedAt: submittedAt?.toISOString() ?? null,
    daysSinceSubmission: submittedAt ? daysBetween(submittedAt, now) : null,
    daysSinceAssignment: sinceAssignment,
    promiseDays: Number(r.promise_days),
    promiseBroken: sinceAssignment !== null && sinceAssignment > Number(r.promise_days) && (r.status === 'in-review' || r.status === 'awaiting-decision'),
    activeReviews: Number(r.active_reviews),
    reviewersPerRound: Number(r.reviewers_per_round),
    overdueReviews: Number(r.overdue_reviews),
  };
}

/** Which scopes the filters cover: one the person has, or all of theirs; someone with none (or asking for another's) finds nothing (404). */
async function scopesFor(db: Db, actor: EditorialActor | null, filters: DeskFilters): Promise<{ all: Scope[]; wanted: Scope[] }> {
  if (!actor) throw notFound();
  const all = await deskScopes(db, actor);
  if (!actor.admin && all.length === 0) throw notFound();
  if (!filters.scope) return { all, wanted: all };
  const one = all.find((s) => s.kind === filters.scope!.kind && s.id === filters.scope!.id);
  if (!one) throw notFound();
  return { all, wanted: [one] };
}

const SELECT_ROW = sql.raw(
  'd.id, d.number, d.status, d.metadata, d.submitted_at, d.journal_id, d.open_call_id, d.promise_days, d.reviewers_per_round, d.active_reviews, d.overdue_reviews, d.first_assigned, d.queue',
);

/** The desk: every scope's queue counts (searched, not queue-filtered) and the filtered list's page. */
export async function deskPage(db: Db, actor: EditorialActor | null, filters: DeskFilters, locale: Locale, now = new Date()): Promise<DeskPage> {
  const { all, wanted } = await scopesFor(db, actor, filters);
  const titled = await titledScopes(db, all, locale);
  const titles = new Map(titled.map((s) => [s.key, s.title]));
  const search = searchCondition(filters.q);
  const counted = rowsOf<{ journal_id: number | null; open_call_id: number | null; queue: Queue; n: number }>(
    await db.execute(
      sql`select d.journal_id, d.open_call_id, d.queue, count(*)::int as n from ${deskRows(now, sql`${scopeCondition(all)} and ${search}`)} group by 1, 2, 3`,
    ),
  );
  const scopes: DeskScope[] = titled.map((s) => {
    const counts = Object.fromEntries(QUEUES.map((q) => [q, 0])) as Record<Queue, number>;
    for (const c of counted) {
      const key = c.journal_id !== null ? `journal:${c.journal_id}` : `open-call:${c.open_call_id}`;
      if (key === s.key && c.queue) counts[c.queue] += Number(c.n);
    }
    return { kind: s.kind, id: s.id, key: s.key, title: s.title, counts };
  });
  const queueFilter = filters.queue ? sql`d.queue = ${filters.queue}` : sql`true`;
  const offset = (filters.page - 1) * DESK_PAGE_SIZE;
  const page = rowsOf<RawRow & { total: number }>(
    await db.execute(
      sql`select ${SELECT_ROW}, count(*) over ()::int as total from ${deskRows(now, sql`${scopeCondition(wanted)} and ${search}`)}
          where ${queueFilter} order by d.submitted_at desc nulls last, d.id desc limit ${DESK_PAGE_SIZE + 1} offset ${offset}`,
    ),
  );
  const total = page.length ? Number(page[0]!.total) : 0;
  return {
    scopes,
    rows: page.slice(0, DESK_PAGE_SIZE).map((r) => toRow(r, titles, locale, now)),
    total,
    filters,
    hasNext: page.length > DESK_PAGE_SIZE,
  };
}

/** The filtered list (every page) as a spreadsheet: same authorization as the desk. */
export async function deskCsv(db: Db, actor: EditorialActor | null, filters: DeskFilters, locale: Locale, now = new Date()): Promise<string> {
  const { all, wanted } = await scopesFor(db, actor, filters);
  const titles = new Map((await titledScopes(db, all, locale)).map((s) => [s.key, s.title]));
  const queueFilter = filters.queue ? sql`d.queue = ${filters.queue}` : sql`true`;
  const raw = rowsOf<RawRow>(
    await db.execute(
      sql`select ${SELECT_ROW} from ${deskRows(now, sql`${scopeCondition(wanted)} and ${searchCondition(filters.q)}`)}
          where ${queueFilter} order by d.submitted_at desc nulls last, d.id desc limit ${DESK_CSV_MAX_ROWS}`,
    ),
  );
  const t = translator(deskMessages, locale);
  const e = translator(editorialMessages, locale);
  const header = [
    t('csv.number'),
    t('csv.title'),
    t('csv.firstAuthor'),
    t('csv.scope'),
    t('csv.status'),
    t('csv.queue'),
    t('csv.submittedAt'),
    t('csv.daysSinceSubmission'),
    t('csv.daysSinceAssignment'),
    t('csv.promiseDays'),
    t('csv.reviewers'),
    t('csv.overdueReviews'),
  ];
  let text = UTF8_BOM + csvLine(header);
  for (const r of raw.map((row) => toRow(row, titles, locale, now))) {
    text += csvLine([
      r.number,
      r.title,
      r.firstAuthor,
      r.scopeTitle,
      e(`status.${r.status}`),
      e(`queue.${r.queue}`),
      r.submittedAt?.slice(0, 10) ?? '',
      r.daysSinceSubmission,
      r.daysSinceAssignment,
      r.promiseDays,
      `${r.activeReviews}/${r.reviewersPerRound}`,
      r.overdueReviews,
    ]);
  }
  return text;
}

export const deskCsvFileName = (now = new Date()) => `editorial-${now.toISOString().slice(0, 10)}.csv`;
