/**
 * The order list's filters, read from and written back to the query string: the list, its
 * status links, its pages and the CSV export all carry the same ones.
 */
import { isOrderStatus, type OrderStatus } from '#app/features/orders/order-status.ts';
import { isCalendarDate } from '#app/lib/publisher-time.ts';

export const ORDERS_PAGE_SIZE = 50;

export interface OrderFilters {
  /** An order number (digits) or any part of the buyer's name or e-mail. */
  q: string;
  status: OrderStatus | '';
  /** Calendar dates in São Paulo ('2025-03-01'), both included; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

export function parseOrderFilters(search: URLSearchParams): OrderFilters {
  const status = search.get('status') ?? '';
  const date = (name: string) => {
    const value = (search.get(name) ?? '').trim();
    return isCalendarDate(value) ? value : '';
  };
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    status: isOrderStatus(status) ? status : '',
    from: date('from'),
    to: date('to'),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of these filters (empty ones left out), with some of them changed. */
export function orderFilterQuery(filters: OrderFilters, changes: Partial<OrderFilters> = {}): string {
  const merged = { ...filters, ...changes };
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  if (merged.status) params.set('status', merged.status);
  if (merged.from) params.set('from', merged.from);
  if (merged.to) params.set('to', merged.to);
  if (merged.page > 1) params.set('page', String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** "#123", " 123 " → 123: what the search box treats as an order number. */
export function orderNumberQuery(q: string): number | null {
  const digits = /^#?\s*(\d{1,15})$/.exec(q.trim())?.[1];
  if (!digits) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}
