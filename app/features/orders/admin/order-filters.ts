/**
 * The order list's filters, read from and written back to the query string: the list, its
 * status links, its pages and the CSV export all carry the same ones.
 */
import { dayParam, filterQuery, pageParam, searchParam } from '#app/lib/list-filters.ts';
import { isOrderStatus, type OrderStatus } from '../order-status.ts';

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
  return {
    q: searchParam(search),
    status: isOrderStatus(status) ? status : '',
    from: dayParam(search, 'from'),
    to: dayParam(search, 'to'),
    page: pageParam(search),
  };
}

/** The query string of these filters (empty ones left out), with some of them changed. */
export function orderFilterQuery(filters: OrderFilters, changes: Partial<OrderFilters> = {}): string {
  const { q, status, from, to, page } = { ...filters, ...changes };
  return filterQuery({ q, status, from, to, page });
}
