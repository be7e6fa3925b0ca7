/**
 * The submissions list's filters, read from and written back to the query string: the list, its
 * status links, its pages and the CSV export all carry the same ones.
 */
import { isProposalStatus, type ProposalStatus } from '#app/features/publish/proposal-status.ts';
import { isCalendarDate } from '#app/lib/publisher-time.ts';

export const SUBMISSIONS_PAGE_SIZE = 50;

/** A call's id, 'none' for proposals that answer no call, '' for any. */
export type CallFilter = number | 'none' | '';

export interface SubmissionFilters {
  /** A proposal number (digits, or #digits) or any part of the title or an author's name or e-mail. */
  q: string;
  status: ProposalStatus | '';
  call: CallFilter;
  /** Calendar dates in São Paulo ('2025-03-01'), both included; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

function parseCall(value: string): CallFilter {
  if (value === 'none') return 'none';
  if (!/^\d{1,9}$/.test(value)) return '';
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : '';
}

export function parseSubmissionFilters(search: URLSearchParams): SubmissionFilters {
  const status = search.get('status') ?? '';
  const date = (name: string) => {
    const value = (search.get(name) ?? '').trim();
    return isCalendarDate(value) ? value : '';
  };
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    status: isProposalStatus(status) ? status : '',
    call: parseCall((search.get('call') ?? '').trim()),
    from: date('from'),
    to: date('to'),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of these filters (empty ones left out), with some of them changed. */
export function submissionFilterQuery(filters: SubmissionFilters, changes: Partial<SubmissionFilters> = {}): string {
  const merged = { ...filters, ...changes };
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  if (merged.status) params.set('status', merged.status);
  if (merged.call !== '') params.set('call', String(merged.call));
  if (merged.from) params.set('from', merged.from);
  if (merged.to) params.set('to', merged.to);
  if (merged.page > 1) params.set('page', String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** "#123", " 123 " → 123: what the search box treats as a proposal number. */
export function proposalNumberQuery(q: string): number | null {
  const digits = /^#?\s*(\d{1,15})$/.exec(q.trim())?.[1];
  if (!digits) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}
