/**
 * The submissions list's filters, read from and written back to the query string: the list, its
 * status links, its pages and the CSV export all carry the same ones.
 */
import { dayParam, filterQuery, pageParam, searchParam } from '#app/lib/list-filters.ts';
import { isProposalStatus, type ProposalStatus } from '../proposal-status.ts';

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

function callParam(search: URLSearchParams): CallFilter {
  const value = (search.get('call') ?? '').trim();
  if (value === 'none') return 'none';
  if (!/^\d{1,9}$/.test(value)) return '';
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : '';
}

export function parseSubmissionFilters(search: URLSearchParams): SubmissionFilters {
  const status = search.get('status') ?? '';
  return {
    q: searchParam(search),
    status: isProposalStatus(status) ? status : '',
    call: callParam(search),
    from: dayParam(search, 'from'),
    to: dayParam(search, 'to'),
    page: pageParam(search),
  };
}

/** The query string of these filters (empty ones left out), with some of them changed. */
export function submissionFilterQuery(filters: SubmissionFilters, changes: Partial<SubmissionFilters> = {}): string {
  const { q, status, call, from, to, page } = { ...filters, ...changes };
  return filterQuery({ q, status, call, from, to, page });
}
