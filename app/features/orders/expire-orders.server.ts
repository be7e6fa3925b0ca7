/**
 * Unpaid orders expire: each placement queues a job for its deadline (it survives restarts and
 * runs on one server only); `npm run cli -- expire-orders` sweeps any that are due by hand.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { db as appDb } from '#app/lib/db/db.server.ts';
import { bringJobsForward } from '#app/lib/jobs/jobs.server.ts';
import { orders } from '#app/lib/db/schema.ts';
import { changeOrderStatus } from './change-status.server.ts';
import { EXPIRE_ORDER_JOB } from './place-order.server.ts';
import { readPress } from '#app/lib/press/press.server.ts';

export async function expireOrder(db: Db, orderId: number, now = new Date()): Promise<boolean> {
  const [order] = await db.select({ status: orders.status, expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'placed' || order.expiresAt > now) return false;
  const outcome = await changeOrderStatus(db, { orderId, to: 'expired', expect: 'placed', actor: { kind: 'system' } });
  return outcome.ok;
}

/** Every placed order past its deadline; returns how many expired. */
export async function expireDueOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'placed'), lte(orders.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) if (await expireOrder(db, id, now)) expired++;
  return expired;
}

/**
 * The browser tests' clock for one order (TEST_CONTROLS=on): an unpaid order's payment deadline
 * comes now, and the job queued for it is due, so it expires as it would at its time. False when
 * the order is not waiting for its payment.
 */
export async function bringDeadlineForward(db: Db, orderId: number): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'placed')))
    .returning({ id: orders.id });
  if (!moved.length) return false;
  return (await bringJobsForward(db, EXPIRE_ORDER_JOB, { orderId })) > 0;
}

export class NotDueYet extends Error {}

export const orderJobs = {
  [EXPIRE_ORDER_JOB]: async (payload: { orderId: number }) => {
    // Outside a request: the buyer's mail names the press as staff last set it.
    await readPress(appDb());
    const [order] = await appDb().select({ status: orders.status, expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, payload.orderId));
    // The database's clock ran the job a moment early: failing makes the runner try again shortly.
    if (order?.status === 'placed' && order.expiresAt > new Date()) throw new NotDueYet(`order ${payload.orderId} expires at ${order.expiresAt.toISOString()}`);
    await expireOrder(appDb(), payload.orderId);
  },
};
