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
import { DESK_CSV_MAX_ROWS, DESK_PAGE_SIZE, FEE_LIST, scopeKey, type DeskFilters, type DeskList } from './desk-filters.ts';
import { deskMessages } from './desk-messages.ts';
import { deskScopes } from './roles.server.ts';
import { editorialMessages } from './messages.ts';
import type { EditorialActor, Scope } from './scoped-roles.ts';
import { translator } from '#app/i18n/messages.ts';
import type { SubmissionStatus } from './values.ts';
import { daysBetween, QUEUES, type Queue } from './workflow.ts';
import { utcDay } from '#app/lib/utc-days.ts';

/** Reviewers a round asks for, and days of the feedback promise, where the scope says none (an open call names weeks, not reviewers). */
export const DEFAULT_REVIEWERS_PER_ROUND = 2;
export const DEFAULT_PROMISE_DAYS = 60;

const ACTIVE = sql.raw(`('invited', 'accepted', 'submitted')`);

/**
 * workflow.ts's queueOf in SQL, over `s` (submissions), `j` (its journal's settings) and `a` (its
 * current round's assignments, aggregated: active and overdue counts).
 */
export const queueSql = sql.raw(`case
  when s.status = 'new' then 'new'
  when s.status = 'in-review' then case
    when coalesce(a.overdue, 0) > 0 then 'reviews-overdue'
    when coalesce(a.active, 0) < coalesce(j.reviewers, ${DEFAULT_REVIEWERS_PER_ROUND}) then 'awaiting-reviewers'
    else 'in-review' end
  when s.status = 'awaiting-decision' then 'awaiting-decision'
  when s.status = 'revisions' then 'revisions-requested'
  when s.status in ('accepted', 'published') then 'accepted'
  when s.status = 'declined' then 'declined'
end`);

/**
 * Every submission on the desk with its derived queue and assignment figures, as a subquery named
 * `d` (no metadata: a page's titles are read for its rows only). Declined and cancelled
 * assignments change no figure, so only active ones are summed. Unpaid submissions come with the
 * queue FEE_LIST: listFilter leaves them out unless they are asked for.
 */
function deskRows(now: Date, where: SQL): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(
    select s.id, s.status, s.submitted_at, s.journal_id, s.open_call_id,
      coalesce(j.feedback_days, oc.feedback_weeks * 7, ${DEFAULT_PROMISE_DAYS}) as promise_days,
      coalesce(j.reviewers, ${DEFAULT_REVIEWERS_PER_ROUND}) as reviewers_per_round,
      coalesce(a.active, 0) as active_reviews, coalesce(a.overdue, 0) as overdue_reviews, a.first_assigned,
      coalesce(${queueSql}, case when s.status = 'awaiting-fee' then ${FEE_QUEUE} end) as queue
    from submissions s
    -- The journal's own promise (its settings in the catalog: reviewers, feedback days) or the open call's.
    left join journals j on j.publication_id = s.journal_id
    left join open_calls oc on oc.id = s.open_call_id
    left join (
      select r.submission_id, r.round, count(*)::int as active,
        count(*) filter (where (r.status = 'invited' and r.response_due < ${at}) or (r.status = 'accepted' and r.review_due < ${at}))::int as overdue,
        min(r.created_at) as first_assigned
      from review_assignments r
      where r.status in ${ACTIVE}
      group by r.submission_id, r.round
    ) a on a.submission_id = s.id and a.round = s.round
    where s.status <> 'draft' and ${where}
  ) d`;
}

const FEE_QUEUE = sql.raw(`'${FEE_LIST}'`);

/** The list's queue filter over the alias: one queue (or the unpaid list), else every queue without the unpaid. */
function listFilter(queue: DeskList | null, alias: string): SQL {
  const column = sql.raw(`${alias}.queue`);
  return queue ? sql`${column} = ${queue}` : sql`${column} <> ${FEE_LIST}`;
}

function scopeCondition(scopes: readonly Scope[], alias = 's'): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const journals = scopes.filter((s) => s.kind === 'journal').map((s) => s.id);
  const calls = scopes.filter((s) => s.kind === 'open-call').map((s) => s.id);
  const parts: SQL[] = [];
  if (journals.length)
    parts.push(
      sql`${column('journal_id')} in (${sql.join(
        journals.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (calls.length)
    parts.push(
      sql`(${column('journal_id')} is null and ${column('open_call_id')} in (${sql.join(
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
  /** Unpaid submissions (searched), counted apart from the review queues. */
  awaitingFee: number;
}

export interface DeskRow {
  id: number;
  number: string;
  title: string;
  firstAuthor: string;
  status: SubmissionStatus;
  queue: DeskList;
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
  title_pt: string | null;
  title_en: string | null;
  first_author: string | null;
  submitted_at: Date | string | null;
  journal_id: number | null;
  open_call_id: number | null;
  promise_days: number;
  reviewers_per_round: number;
  active_reviews: number;
  overdue_reviews: number;
  first_assigned: Date | string | null;
  queue: DeskList;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const asDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));
type Counted = { journal_id: number | null; open_call_id: number | null; queue: DeskList; n: number };
const keyOf = (r: { journal_id: number | null; open_call_id: number | null }) =>
  r.journal_id !== null ? `journal:${r.journal_id}` : `open-call:${r.open_call_id}`;

/** The titles and first author of the rows `x` lists (read for a page's rows only). */
const WITH_TITLES = sql.raw(
  `x.*, s.number, s.metadata->>'titlePt' as title_pt, s.metadata->>'titleEn' as title_en, s.metadata->'authors'->0->>'name' as first_author`,
);

/** The scopes this person's desk shows, with their titles, in the order deskScopes gives. */
export async function titledScopes(db: Db, scopes: Scope[], locale: Locale): Promise<(Scope & { key: string; title: string })[]> {
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
  const submittedAt = asDate(r.submitted_at);
  const firstAssigned = asDate(r.first_assigned);
  const key = keyOf(r);
  const sinceAssignment = firstAssigned ? daysBetween(firstAssigned, now) : null;
  return {
    id: Number(r.id),
    number: r.number,
    title: (locale === 'en' ? r.title_en || r.title_pt : r.title_pt || r.title_en) ?? '',
    firstAuthor: r.first_author ?? '',
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
  // A collection's series editor whose collection has no call yet holds a role: an empty desk, not a 404.
  if (!actor.admin && actor.roles.length === 0) throw notFound();
  if (!filters.scope) return { all, wanted: all };
  const one = all.find((s) => s.kind === filters.scope!.kind && s.id === filters.scope!.id);
  if (!one) throw notFound();
  return { all, wanted: [one] };
}

/**
 * The desk: every scope's queue counts (searched, not queue-filtered), its unpaid submissions
 * counted apart, and the filtered list's page, in one pass over the submissions: the queues are
 * derived once, then counted and paged.
 */
export async function deskPage(db: Db, actor: EditorialActor | null, filters: DeskFilters, locale: Locale, now = new Date()): Promise<DeskPage> {
  const { all, wanted } = await scopesFor(db, actor, filters);
  const titled = await titledScopes(db, all, locale);
  const titles = new Map(titled.map((s) => [s.key, s.title]));
  const queueFilter = listFilter(filters.queue, 'd');
  const offset = (filters.page - 1) * DESK_PAGE_SIZE;
  const [answer] = rowsOf<{ counts: Counted[] | string; rows: RawRow[] | string }>(
    await db.execute(sql`
      with d as materialized (select * from ${deskRows(now, sql`${scopeCondition(all)} and ${searchCondition(filters.q)}`)}),
      counted as (select journal_id, open_call_id, queue, count(*)::int as n from d group by 1, 2, 3),
      listed as (
        select * from d where ${scopeCondition(wanted, 'd')} and ${queueFilter}
        order by d.submitted_at desc nulls last, d.id desc limit ${DESK_PAGE_SIZE + 1} offset ${offset}
      )
      select
        (select coalesce(json_agg(c), '[]'::json) from counted c) as counts,
        (select coalesce(json_agg(p order by p.submitted_at desc nulls last, p.id desc), '[]'::json)
          from (select ${WITH_TITLES} from listed x join submissions s on s.id = x.id) p) as rows`),
  );
  // PGlite and node-postgres both parse json, but a driver may hand it over as text.
  const counts = typeof answer!.counts === 'string' ? (JSON.parse(answer!.counts) as Counted[]) : answer!.counts;
  const rows = typeof answer!.rows === 'string' ? (JSON.parse(answer!.rows) as RawRow[]) : answer!.rows;
  const scopes: DeskScope[] = titled.map((s) => {
    const byQueue = Object.fromEntries(QUEUES.map((q) => [q, 0])) as Record<Queue, number>;
    let awaitingFee = 0;
    for (const c of counts) {
      if (keyOf(c) !== s.key || !c.queue) continue;
      if (c.queue === FEE_LIST) awaitingFee += Number(c.n);
      else byQueue[c.queue] += Number(c.n);
    }
    return { kind: s.kind, id: s.id, key: s.key, title: s.title, counts: byQueue, awaitingFee };
  });
  const wantedKeys = new Set(wanted.map(scopeKey));
  const listed = (queue: DeskList) => (filters.queue ? queue === filters.queue : queue !== FEE_LIST);
  const total = counts.filter((c) => wantedKeys.has(keyOf(c)) && listed(c.queue)).reduce((sum, c) => sum + Number(c.n), 0);
  return {
    scopes,
    rows: rows.slice(0, DESK_PAGE_SIZE).map((r) => toRow(r, titles, locale, now)),
    total,
    filters,
    hasNext: rows.length > DESK_PAGE_SIZE,
  };
}

/** The filtered list (every page) as a spreadsheet: same authorization as the desk. */
export async function deskCsv(db: Db, actor: EditorialActor | null, filters: DeskFilters, locale: Locale, now = new Date()): Promise<string> {
  const { all, wanted } = await scopesFor(db, actor, filters);
  const titles = new Map((await titledScopes(db, all, locale)).map((s) => [s.key, s.title]));
  const queueFilter = listFilter(filters.queue, 'x');
  const raw = rowsOf<RawRow>(
    await db.execute(
      sql`select ${WITH_TITLES} from (select * from ${deskRows(now, sql`${scopeCondition(wanted)} and ${searchCondition(filters.q)}`)}) x join submissions s on s.id = x.id
          where ${queueFilter} order by x.submitted_at desc nulls last, x.id desc limit ${DESK_CSV_MAX_ROWS}`,
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

export const deskCsvFileName = (now = new Date()) => `editorial-${utcDay(now)}.csv`;
