/** The desk's filters as they travel in its address (and its CSV's): scope, queue, search, page. Safe in the browser. */
import { QUEUES, type Queue } from './workflow.ts';
import { SCOPE_KINDS, type ScopeKind } from './values.ts';

export const DESK_PAGE_SIZE = 50;
/** The last page the desk opens (the list is capped: a search finds the rest). */
export const DESK_MAX_PAGE = 100;
export const DESK_SEARCH_MAX = 100;
/** The CSV's rows at most. */
export const DESK_CSV_MAX_ROWS = 10_000;

/**
 * Unpaid submissions: on none of the review queues (queueOf gives them none) and left out of the
 * list and its counts, but listed apart when asked for, so that an editor finds one to waive its fee.
 */
export const FEE_LIST = 'awaiting-fee';
/** What the desk's queue filter takes: a review queue, or the unpaid ones. */
export const DESK_LISTS = [...QUEUES, FEE_LIST] as const;
export type DeskList = Queue | typeof FEE_LIST;

export interface DeskFilters {
  /** 'journal:3', 'open-call:1', or null for every scope the person has. */
  scope: { kind: ScopeKind; id: number } | null;
  /** A queue, the unpaid list, or null for every queue (the unpaid left out). */
  queue: DeskList | null;
  q: string;
  page: number;
}

export function parseDeskFilters(params: URLSearchParams): DeskFilters {
  const scopeMatch = /^([a-z-]+):(\d{1,9})$/.exec(params.get('scope') ?? '');
  const scope =
    scopeMatch && (SCOPE_KINDS as readonly string[]).includes(scopeMatch[1]!) ? { kind: scopeMatch[1] as ScopeKind, id: Number(scopeMatch[2]) } : null;
  const queueParam = params.get('queue') ?? '';
  const queue = (DESK_LISTS as readonly string[]).includes(queueParam) ? (queueParam as DeskList) : null;
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, DESK_SEARCH_MAX);
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, DESK_MAX_PAGE) : 1;
  return { scope, queue, q, page };
}

export const scopeKey = (scope: { kind: ScopeKind; id: number }) => `${scope.kind}:${scope.id}`;

/** The address of the desk (or its CSV) with these filters; the page only when past the first. */
export function deskSearch(filters: Partial<DeskFilters>): string {
  const params = new URLSearchParams();
  if (filters.scope) params.set('scope', scopeKey(filters.scope));
  if (filters.queue) params.set('queue', filters.queue);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
