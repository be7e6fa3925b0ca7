/**
 * What an admin does on the order page: move the order on (paid by hand, sent with its tracking
 * code, delivered, canceled with a refund note when it was paid) and keep internal notes. A status
 * change goes through the orders feature's one way of changing it; the admin's audit entry is
 * written in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { normalizeTrackingCode } from '../carriers.ts';
import { changeOrderStatusIn } from '../change-status.server.ts';
import { canTransition, isOrderStatus, type OrderStatus } from '../order-status.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { orders } from '#app/lib/db/schema.ts';
import { parseForm, readForm, type FieldErrors } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { cancelSchema, markDeliveredSchema, markPaidSchema, markSentSchema, notesSchema } from './order-actions.schema.ts';
import { ORDER_INTENTS, type AdminTransition, type OrderIntent } from './order-intents.ts';
import { redirectTo, refused, type DoneMessage, type Outcome } from './outcome.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { notFound } from '#app/lib/app-error.ts';

const isIntent = (value: unknown): value is OrderIntent => typeof value === 'string' && (ORDER_INTENTS as readonly string[]).includes(value);

type Change = { reason: string; tracking?: { carrier: string; code: string }; refundNote?: string };

/** The form of one status change, read and checked; a paid order's cancellation needs its refund note. */
function readChange(intent: AdminTransition, current: OrderStatus, formData: FormData): { ok: true; change: Change } | { ok: false; errors: FieldErrors } {
  if (intent === 'paid') {
    const parsed = parseForm(markPaidSchema, formData);
    return parsed.ok ? { ok: true, change: { reason: parsed.data.reason } } : parsed;
  }
  if (intent === 'sent') {
    const parsed = parseForm(markSentSchema, formData);
    if (!parsed.ok) return parsed;
    const { carrier, trackingCode } = parsed.data;
    const code = normalizeTrackingCode(carrier, trackingCode);
    if (!code) return { ok: false, errors: { trackingCode: carrier === 'correios' ? 'trackingInvalidCorreios' : 'trackingInvalid' } };
    return { ok: true, change: { reason: '', tracking: { carrier, code } } };
  }
  if (intent === 'delivered') {
    const parsed = parseForm(markDeliveredSchema, formData);
    return parsed.ok ? { ok: true, change: { reason: '' } } : parsed;
  }
  const paid = current === 'paid';
  const parsed = parseForm(cancelSchema(paid), formData);
  if (!parsed.ok) return parsed;
  return { ok: true, change: { reason: parsed.data.reason, ...(paid ? { refundNote: parsed.data.refundNote } : {}) } };
}

/** Every field of every order form, to keep what was typed whatever the answer. */
const ALL_FIELDS = ['status', 'reason', 'carrier', 'trackingCode', 'refundNote', 'internalNotes'] as const;

/**
 * One post of the order page: a change of status (its intent is the new status) or the notes.
 * Bad input: 400 with the field's message; the order moved meanwhile or the move is not allowed
 * from where it is now: 409, nothing done; done: back to the order with a notice.
 */
export async function submitOrderAction(db: Db, actorId: string, orderId: number, formData: FormData): Promise<Outcome> {
  const intent = formData.get('intent');
  const values = readForm(formData, ALL_FIELDS);
  if (!isIntent(intent)) return refused('', values, {}, { message: 'unknownAction' });
  const done = (message: DoneMessage) => redirectTo(`/admin/orders/${orderId}?done=${message}`);
  if (intent === 'notes') {
    const parsed = parseForm(notesSchema, formData);
    if (!parsed.ok) return refused(intent, values, parsed.errors);
    const saved = await saveNotes(db, actorId, orderId, parsed.data.internalNotes);
    if (!saved) throw notFound();
    return done('done.notes');
  }

  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  const current = order.status;
  const conflict = refused(intent, values, {}, { message: 'conflict' }, 409);
  // The status the page showed: anything else means someone (or a payment) moved the order meanwhile.
  const seen = values.status ?? '';
  if (!isOrderStatus(seen) || seen !== current || !canTransition(current, intent)) return conflict;

  const read = readChange(intent, current, formData);
  if (!read.ok) return refused(intent, values, read.errors);
  const { reason, tracking, refundNote } = read.change;

  const outcome = await db.transaction(async (tx) => {
    const changed = await changeOrderStatusIn(tx, {
      orderId,
      to: intent,
      actor: { kind: 'admin', id: actorId },
      reason,
      tracking,
      refundNote,
      expect: current,
    });
    if (changed.ok) {
      await recordAudit(tx, {
        actorId,
        action: `order.${intent}`,
        targetType: 'order',
        targetId: String(orderId),
        details: { from: changed.from, to: intent, ...(reason ? { reason } : {}), ...(tracking ? { tracking } : {}), ...(refundNote ? { refundNote } : {}) },
      });
    }
    return changed;
  });
  if (outcome.ok) {
    // The buyer's mail was queued with the change.
    wakeJobRunner();
    return done(`done.${intent}`);
  }
  if (outcome.reason === 'not-found') throw notFound();
  return conflict;
}

/** False when the order is gone. An unchanged text writes nothing. */
async function saveNotes(db: Db, actorId: string, orderId: number, notes: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ notes: orders.internalNotes }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) return false;
    if (before.notes !== notes) {
      await tx.update(orders).set({ internalNotes: notes, updatedAt: new Date() }).where(eq(orders.id, orderId));
      await recordAudit(tx, {
        actorId,
        action: 'order.notes',
        targetType: 'order',
        targetId: String(orderId),
        details: { length: { from: before.notes.length, to: notes.length } },
      });
    }
    return true;
  });
}
