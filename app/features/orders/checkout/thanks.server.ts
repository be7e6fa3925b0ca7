/**
 * Where the payment provider sends the buyer back (/done?order=…). It shows the order as the
 * database has it: the return itself proves nothing (the provider's signed webhook does).
 */
import type { Db } from '#app/lib/db/client.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { getMyOrder } from '../my-orders.server.ts';
import type { OrderStatus } from '../order-status.ts';

export interface Thanks {
  order: { id: number; status: OrderStatus; email: string };
  hasPrint: boolean;
  hasEbooks: boolean;
  hasCourses: boolean;
  /** A manuscript's submission fee: its line names the submission. */
  fee: string | null;
}

/** This person's order named by `?order=`; anything else (not a number, someone else's) is not found. */
export async function thanksPage(db: Db, user: { id: string; email: string }, orderParam: string | null): Promise<Thanks> {
  const raw = orderParam ?? '';
  const found = /^\d{1,15}$/.test(raw) ? await getMyOrder(db, Number(raw), user.id) : null;
  if (!found) throw notFound();
  return {
    // Order mails go to the account's address (features/orders/order-mails.server.ts).
    order: { id: found.order.id, status: found.order.status, email: user.email },
    hasPrint: found.items.some((item) => item.kind === 'print'),
    hasEbooks: found.items.some((item) => item.kind === 'ebook'),
    hasCourses: found.items.some((item) => item.kind === 'course'),
    fee: found.items.find((item) => item.kind === 'fee')?.productSlug ?? null,
  };
}
