/**
 * What the admin's filtered lists (orders, proposals) read from the query string and write back:
 * the search box, a page number, calendar days; the list, its status links, its pages and its
 * CSV export all carry the same filters. Pure, so the page's links are built the same way.
 */
import { isCalendarDate } from './publisher-time.ts';

/** The search box as typed, trimmed, at most 100 characters. */
export const searchParam = (search: URLSearchParams): string => (search.get('q') ?? '').trim().slice(0, 100);

/** A page number from 1 (anything else is page 1), at most 100,000. */
export function pageParam(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1;
}

/** A calendar day ('2025-03-01', São Paulo), or '' when the value is none. */
export function dayParam(search: URLSearchParams, name: string): string {
  const value = (search.get(name) ?? '').trim();
  return isCalendarDate(value) ? value : '';
}

/** "#123", " 123 " → 123: what a search box treats as a row's number. */
export function numberQuery(q: string): number | null {
  const digits = /^#?\s*(\d{1,15})$/.exec(q.trim())?.[1];
  if (!digits) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

/** A LIKE pattern for "contains this text", lower-cased, with % and _ taken as text. */
export const containsPattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The query string of some filters, in their order, empty ones and page 1 left out: '' or '?q=…&page=2'. */
export function filterQuery(filters: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === '' || (name === 'page' && Number(value) <= 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
