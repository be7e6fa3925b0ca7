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
import { refused, rerender, type Outcome } from '#app/lib/form-outcome.ts';
import { COUPON_FORM, PLACE_FORM, type FinishingKey } from './finishing-state.ts';

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

export type FinishingOutcome = Outcome<FinishingKey, typeof COUPON_FORM | typeof PLACE_FORM>;

/** The order refused, with why at the top of the page (409 unless said). */
const placeRefused = (message: FinishingKey | undefined, errors: Record<string, string> = {}, status = 409): FinishingOutcome =>
  refused<FinishingKey, typeof PLACE_FORM>(PLACE_FORM, {}, errors, message, {}, status);

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
): Promise<FinishingOutcome> {
  const intent = formData.get('intent');
  const idempotencyKey = String(formData.get('idempotencyKey') ?? '');
  // A repeated submit (double click, reload, back and submit) goes on to the order it made.
  const already = intent === 'place' ? await orderIdForKey(db, idempotencyKey, userId) : null;
  if (already !== null) return goPay(db, already, userId, locale);
  const cart = await cartForStep(request, context, locale, 'finishing');
  if (intent === 'coupon') {
    const code = couponCodeOf(formData.get('couponCode'));
    if (!code) return refused<FinishingKey, typeof COUPON_FORM>(COUPON_FORM, { couponCode: code }, { couponCode: 'couponRequired' }, undefined);
    await saveCheckoutDraft(db, cart.id, { couponCode: code });
    // The page is drawn again from the saved draft: the coupon's discount, or why it does not apply.
    return rerender(COUPON_FORM, {});
  }
  if (intent === 'remove-coupon') {
    await saveCheckoutDraft(db, cart.id, { couponCode: '' });
    return rerender(COUPON_FORM, {});
  }
  if (intent !== 'place') return placeRefused(undefined, {}, 400);
  const summary = await checkoutSummary(db, cart, userId);
  if (!summary) throw redirect(checkoutPath('shipping', locale));
  const paymentMethod = chosenPaymentMethod(summary.paymentMethods, formData.get('paymentMethod'));
  if (!paymentMethod) return placeRefused(undefined, { paymentMethod: 'paymentMethodRequired' }, 400);
  if (!isIdempotencyKey(idempotencyKey)) return placeRefused('refused.cart-changed', {}, 400);
  const placed = await placeOrder(db, { cartId: cart.id, user: { id: userId }, locale, paymentMethod, idempotencyKey });
  if (!placed.ok) return placeRefused(placed.reason === 'coupon' ? `reason.${placed.coupon}` : `refused.${placed.reason}`);
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
