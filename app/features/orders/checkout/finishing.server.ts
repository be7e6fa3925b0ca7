/**
 * The payment step's rules (the last checkout page): the coupon typed, the idempotency key that
 * makes a double submit one order, the payment method chosen, then placing the order and going to
 * pay. The route reads the post and renders; what is accepted or refused is decided here.
 */
import { redirect, type RouterContextProvider } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { saveCheckoutDraft } from '../cart/cart.server.ts';
import { startPayment } from '../payment.server.ts';
import { orderIdForKey, placeOrder } from '../place-order.server.ts';
import { cartForStep, checkoutPath, checkoutSummary } from './checkout.server.ts';
import type { FinishingState } from './components/finishing-forms.tsx';

/** A coupon code as typed: trimmed, at most 100 characters. */
export const couponCodeOf = (value: FormDataEntryValue | null): string =>
  String(value ?? '')
    .trim()
    .slice(0, 100);

/** The key the page was drawn with (a UUID): without it an order could be placed twice. */
export const isIdempotencyKey = (value: string): boolean => /^[0-9a-f-]{36}$/.test(value);

/** A payment method the summary offers for this cart, or null. */
export const chosenPaymentMethod = (offered: readonly string[], value: FormDataEntryValue | null): string | null => {
  const method = String(value ?? '');
  return offered.includes(method) ? method : null;
};

export type FinishingAnswer = { status: number; state: FinishingState };

const answer = (state: FinishingState, status = 200): FinishingAnswer => ({ status, state });

/**
 * The payment step's post: apply or remove a coupon (the page again), or place the order and go
 * to pay (a thrown redirect). A refused post is the page again with why, and a status.
 */
export async function submitFinishing(
  db: Db,
  {
    request,
    context,
    userId,
    locale,
    formData,
  }: { request: Request; context: Readonly<RouterContextProvider>; userId: string; locale: Locale; formData: FormData },
): Promise<FinishingAnswer> {
  const intent = formData.get('intent');
  const idempotencyKey = String(formData.get('idempotencyKey') ?? '');
  // A repeated submit (double click, reload, back and submit) goes on to the order it made.
  const already = intent === 'place' ? await orderIdForKey(db, idempotencyKey, userId) : null;
  if (already !== null) return goPay(db, already, userId, locale);
  const cart = await cartForStep(request, context, locale, 'finishing');
  if (intent === 'coupon') {
    const code = couponCodeOf(formData.get('couponCode'));
    if (!code) return answer({ couponError: 'couponRequired', couponCode: code }, 400);
    await saveCheckoutDraft(db, cart.id, { couponCode: code });
    return answer({ couponApplied: true });
  }
  if (intent === 'remove-coupon') {
    await saveCheckoutDraft(db, cart.id, { couponCode: '' });
    return answer({});
  }
  if (intent !== 'place') return answer({}, 400);
  const summary = await checkoutSummary(db, cart, userId);
  if (!summary) throw redirect(checkoutPath('shipping', locale));
  const paymentMethod = chosenPaymentMethod(summary.paymentMethods, formData.get('paymentMethod'));
  if (!paymentMethod) return answer({ paymentError: 'paymentMethodRequired' }, 400);
  if (!isIdempotencyKey(idempotencyKey)) return answer({ refusal: 'cart-changed' }, 400);
  const placed = await placeOrder(db, { cartId: cart.id, user: { id: userId }, locale, paymentMethod, idempotencyKey });
  if (!placed.ok) return answer(placed.reason === 'coupon' ? { couponRefusal: placed.coupon } : { refusal: placed.reason }, 409);
  wakeJobRunner();
  return goPay(db, placed.orderId, userId, locale);
}

/** To the provider's payment page; when no link can be made, to the order, which stays placed and payable. */
async function goPay(db: Db, orderId: number, userId: string, locale: Locale): Promise<never> {
  const payment = await startPayment(db, orderId, userId);
  // Already paid (nothing to pay, or a repeated submit after paying): the thanks page.
  if (!payment.ok && payment.reason === 'not-payable') throw redirect(`${localizePath('/done', locale)}?order=${orderId}`);
  if (!payment.ok) throw redirect(`${localizePath(`/orders/${orderId}`, locale)}?payment=error`);
  throw redirect(payment.url);
}
