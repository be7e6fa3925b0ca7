/**
 * A manuscript's submission fee as an order of the store (decision 0045): one line of kind `fee`
 * whose productSlug is the submission's number, paid through the same providers, webhooks and
 * history as any order. One open fee order per submission: asking again reuses it (in the same
 * currency), so paying twice charges once; a paid one is never placed again. When it is paid,
 * change-status.server.ts tells editorial (`feePaid`), as it grants courses bought.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { carts, orderEvents, orderItems, orders, users, type BuyerDetails } from '#app/lib/db/schema.ts';
import { enqueueJob } from '#app/lib/jobs/jobs.server.ts';
import { providerForCurrency } from '#app/lib/payments/payment-config.server.ts';
import { changeOrderStatusIn } from './change-status.server.ts';
import { queueOrderPlacedMail } from './order-mails.server.ts';
import { EXPIRE_ORDER_JOB } from './place-order.server.ts';

export interface FeeOrderInput {
  userId: string;
  /** The submission's number: the line's productSlug, how the fee order is found again. */
  reference: string;
  /** The line's title, in the author's language (like "Taxa de submissão RDS-2026-0001"). */
  title: string;
  currency: 'BRL' | 'USD';
  /** In cents of the currency. */
  amount: number;
  locale: Locale;
  now?: Date;
}

export type FeeOrderOutcome = { ok: true; orderId: number; reused: boolean } | { ok: false; reason: 'paid'; orderId: number };

const PAID = ['paid', 'sent', 'delivered'] as const;

/**
 * The open fee order for this submission, or a new one. Under a lock on the buyer's row, as any
 * placement, so two quick clicks make one order. An open one in the other currency is canceled
 * (the author changed their mind before paying) and a new one placed.
 */
export async function placeFeeOrder(db: Db, input: FeeOrderInput): Promise<FeeOrderOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw new Error('The fee order’s buyer has no account.');
    const existing = await tx
      .select({ id: orders.id, status: orders.status, currency: orders.currency, total: orders.total, expiresAt: orders.expiresAt })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.userId, input.userId), eq(orderItems.kind, 'fee'), eq(orderItems.productSlug, input.reference)))
      .orderBy(desc(orders.id));
    const paid = existing.find((o) => (PAID as readonly string[]).includes(o.status));
    if (paid) return { ok: false as const, reason: 'paid' as const, orderId: paid.id };
    for (const open of existing.filter((o) => o.status === 'placed' && o.expiresAt > now)) {
      if (open.currency === input.currency && open.total === input.amount) return { ok: true as const, orderId: open.id, reused: true };
      await changeOrderStatusIn(tx, {
        orderId: open.id,
        to: 'canceled',
        expect: 'placed',
        actor: { kind: 'buyer', id: input.userId },
        reason: 'fee currency changed',
      });
    }
    const buyer = await feeBuyer(tx, user, input.currency);
    const expiresAt = new Date(now.getTime() + config().orderExpiryMinutes * 60 * 1000);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        idempotencyKey: `fee:${input.reference}:${now.getTime()}`,
        locale: input.locale,
        currency: input.currency,
        subtotal: input.amount,
        total: input.amount,
        buyer,
        paymentMethod: providerForCurrency(input.currency).id,
        searchText: `${buyer.name} ${buyer.surname} ${buyer.email} ${input.reference}`.toLowerCase(),
        expiresAt,
        placedAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderItems).values({ orderId, kind: 'fee', title: input.title, productSlug: input.reference, unitPrice: input.amount, quantity: 1 });
    await tx.insert(orderEvents).values({ orderId, fromStatus: null, toStatus: 'placed', actorKind: 'buyer', actorId: input.userId, createdAt: now });
    await queueOrderPlacedMail(tx, orderId);
    await enqueueJob(tx, EXPIRE_ORDER_JOB, { orderId }, { runAt: expiresAt });
    return { ok: true as const, orderId, reused: false };
  });
}

/** The buyer's details: those saved at the store's checkout when there are, else the account's. */
async function feeBuyer(
  tx: Db,
  user: { id: string; name: string; lastName: string | null; email: string; phone: string | null },
  currency: 'BRL' | 'USD',
): Promise<BuyerDetails> {
  const [cart] = await tx.select({ checkout: carts.checkout }).from(carts).where(eq(carts.userId, user.id));
  const saved = cart?.checkout.buyer;
  if (saved) return saved;
  return {
    name: user.name,
    surname: user.lastName ?? '',
    idType: currency === 'USD' ? 'foreign' : 'cpf',
    identification: '',
    phone: user.phone ?? '',
    email: user.email,
  };
}

/** Fee orders by their submission's number (the desk and the author's page show whether each was paid). */
export async function feeOrdersOf(db: Db, references: string[]) {
  if (!references.length) return [];
  return db
    .select({
      orderId: orders.id,
      reference: orderItems.productSlug,
      status: orders.status,
      currency: orders.currency,
      total: orders.total,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orderItems.kind, 'fee'), inArray(orderItems.productSlug, references)))
    .orderBy(desc(orders.id));
}

/**
 * Cancels the open (placed, unpaid) fee orders of a submission, by its number: an editor waived
 * the fee (editorial hands this in through the desk's route). Paid ones stay as they are.
 */
export async function cancelFeeOrder(db: Db, input: { reference: string; actorId: string; reason: string }): Promise<{ canceled: number[] }> {
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.kind, 'fee'), eq(orderItems.productSlug, input.reference), eq(orders.status, 'placed')));
    const canceled: number[] = [];
    for (const order of open) {
      const changed = await changeOrderStatusIn(tx, {
        orderId: order.id,
        to: 'canceled',
        expect: 'placed',
        actor: { kind: 'admin', id: input.actorId },
        reason: input.reason,
      });
      if (changed.ok) canceled.push(order.id);
    }
    return { canceled };
  });
}
