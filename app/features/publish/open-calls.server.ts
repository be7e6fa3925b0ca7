/**
 * Open calls as the public pages and the proposal form read them: published calls only, each with
 * its state computed at `now` (open-call-state.ts). Drafts do not exist for visitors.
 */
import { and, asc, desc, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { openCalls } from '#app/lib/db/schema.ts';
import type { ProposalType } from './proposal-kinds.ts';
import { acceptsProposals, callDaysLeft, callState, type CallState } from './open-call-state.ts';
import { calendarDate } from '#app/lib/publisher-time.ts';

type Reader = Pick<Db, 'select'>;

export type OpenCall = typeof openCalls.$inferSelect;
export type OpenCallWithState = OpenCall & { state: CallState; daysLeft: number | null };

const withState = (call: OpenCall, now: Date): OpenCallWithState => ({ ...call, state: callState(call, now), daysLeft: callDaysLeft(call, now) });

const isPublished = eq(openCalls.status, 'published');

/** Every published call, newest first (by opening day). */
export async function listPublishedCalls(db: Reader, now = new Date()): Promise<OpenCallWithState[]> {
  const rows = await db.select().from(openCalls).where(isPublished).orderBy(desc(openCalls.opensOn), desc(openCalls.id));
  return rows.map((call) => withState(call, now));
}

/** One published call by its slug, or null. */
export async function getPublishedCall(db: Reader, slug: string, now = new Date()): Promise<OpenCallWithState | null> {
  const [call] = await db
    .select()
    .from(openCalls)
    .where(and(isPublished, eq(openCalls.slug, slug)))
    .limit(1);
  return call ? withState(call, now) : null;
}

/** The published calls taking proposals at `now` (open or closing soon), the one closing first first. */
export async function openCallsAcceptingProposals(db: Reader, now = new Date()): Promise<OpenCallWithState[]> {
  const today = calendarDate(now);
  const rows = await db
    .select()
    .from(openCalls)
    .where(and(isPublished, lte(openCalls.opensOn, today), gte(openCalls.closesOn, today), or(isNull(openCalls.closedAt), gt(openCalls.closedAt, now))))
    .orderBy(asc(openCalls.closesOn), asc(openCalls.id));
  // The state function has the last word (the SQL only narrows the rows).
  return rows.map((call) => withState(call, now)).filter((call) => acceptsProposals(call.state));
}

/**
 * The call a proposal names, when it may answer it now: published, taking proposals, and of the
 * proposal's kind (a collection proposal answers a collection call; a single book, a book call).
 * Null otherwise: the form shows "openCallUnavailable" at the call field.
 */
export async function callForProposal(db: Reader, slug: string, type: ProposalType, now = new Date()): Promise<OpenCallWithState | null> {
  const call = await getPublishedCall(db, slug, now);
  if (!call || !acceptsProposals(call.state)) return null;
  return call.kind === (type === 'collection' ? 'collection' : 'book') ? call : null;
}

/** A call as the open calls page shows it: the visitor's language only, times as ISO strings. */
export interface OpenCallCard {
  slug: string;
  kind: OpenCall['kind'];
  title: string;
  summary: string;
  /** Plain text with the editorial inline markup; paragraphs split by blank lines. */
  description: string;
  opensOn: string;
  closesOn: string;
  closedAt: string | null;
  feedbackWeeks: number;
  minAuthors: number | null;
  state: CallState;
  daysLeft: number | null;
}

export function openCallCard(call: OpenCallWithState, locale: Locale): OpenCallCard {
  const pt = locale === 'pt';
  return {
    slug: call.slug,
    kind: call.kind,
    title: pt ? call.titlePt : call.titleEn,
    summary: pt ? call.summaryPt : call.summaryEn,
    description: pt ? call.descriptionPt : call.descriptionEn,
    opensOn: call.opensOn,
    closesOn: call.closesOn,
    closedAt: call.closedAt ? call.closedAt.toISOString() : null,
    feedbackWeeks: call.feedbackWeeks,
    minAuthors: call.minAuthors,
    state: call.state,
    daysLeft: call.daysLeft,
  };
}
