/**
 * The checkout's identification and shipping steps' posts, and an order's "pay now" (decision
 * 0044): the next step once saved (a thrown redirect), or the form again with its fields' messages
 * and what was typed.
 */
import { redirect, type RouterContextProvider } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { refused, rerender, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import { saveCheckoutDraft } from '../cart/cart.server.ts';
import type { orderPageMessages } from '../order-page-messages.ts';
import { startPayment } from '../payment.server.ts';
import { shippingOptionsFor } from '../shipping.server.ts';
import { addressSchema } from './address.schema.ts';
import { cartForStep, checkoutPath, stepAfterIdentification } from './checkout.server.ts';
import { identificationSchema } from './identification.schema.ts';
import type { checkoutFieldMessages } from './messages.ts';

type FieldKey = KeyOf<typeof checkoutFieldMessages>;
export type IdentificationState = FormState<FieldKey, 'identification'>;
export type ShippingState = FormState<FieldKey, 'shipping'>;

interface StepPost {
  request: Request;
  context: Readonly<RouterContextProvider>;
  locale: Locale;
  formData: FormData;
}

/** Who buys: saved in the checkout's draft, then on to shipping (or to paying, for a digital order). */
export async function identificationAction(db: Db, { request, context, locale, formData }: StepPost): Promise<Outcome<FieldKey, 'identification'>> {
  const cart = await cartForStep(request, context, locale, 'identification');
  const parsed = parseForm(identificationSchema, formData);
  if (!parsed.ok) return refused<FieldKey, 'identification'>('identification', parsed.values, parsed.errors, undefined);
  await saveCheckoutDraft(db, cart.id, { buyer: parsed.data });
  throw redirect(checkoutPath(stepAfterIdentification(cart), locale));
}

/**
 * Where it goes and how: the address and the method chosen are saved as typed; "Next" goes on to
 * paying once a method is chosen, another post (the address changed) draws the methods for it.
 */
export async function shippingAction(db: Db, { request, context, locale, formData }: StepPost): Promise<Outcome<FieldKey, 'shipping'>> {
  const cart = await cartForStep(request, context, locale, 'shipping');
  const parsed = parseForm(addressSchema, formData);
  if (!parsed.ok) return refused<FieldKey, 'shipping'>('shipping', parsed.values, parsed.errors, undefined);
  const address = parsed.data;
  const { options } = await shippingOptionsFor(db, address, cart.lines, cart.currency);
  const chosen = Number(formData.get('shippingMethod'));
  const method = options.find((option) => option.methodId === chosen);
  await saveCheckoutDraft(db, cart.id, { address, shippingMethodId: method?.methodId });
  if (formData.get('intent') !== 'next') return rerender<FieldKey, 'shipping'>('shipping', parsed.values);
  if (!method) return refused<FieldKey, 'shipping'>('shipping', parsed.values, { shippingMethod: 'shippingMethodRequired' }, undefined);
  throw redirect(checkoutPath('finishing', locale));
}

type OrderPageKey = KeyOf<typeof orderPageMessages>;
/** An order's "pay now" (decision 0044): to the provider's page, or back to the order when nothing is left to pay. */
export type PayState = FormState<OrderPageKey, 'pay'>;

/** The order page's "pay now": a payment link from the provider, or why none could be made (502: its page says to try later). */
export async function payOrderAction(db: Db, orderId: number, userId: string, locale: Locale): Promise<Outcome<OrderPageKey, 'pay'>> {
  const payment = await startPayment(db, orderId, userId);
  if (payment.ok) throw redirect(payment.url);
  if (payment.reason === 'not-payable') throw redirect(localizePath(`/orders/${orderId}`, locale));
  return refused<OrderPageKey, 'pay'>('pay', {}, {}, 'paymentLinkError', {}, 502);
}
