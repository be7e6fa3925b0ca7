/**
 * What the checkout's steps share: the buyer's cart (signed in from identification on), which
 * step is still missing, the values each form starts from, and the summary the last step shows.
 */
import { desc, eq } from 'drizzle-orm';
import { redirect, type RouterContextProvider } from 'react-router';
import { cartOwner } from '../cart/cart-cookie.server.ts';
import { findCart, readCart, type CartView } from '../cart/cart.server.ts';
import type { CheckoutStep } from '../cart/components/checkout-steps.tsx';
import type { CouponRefusal } from '../coupon-rules.ts';
import { evaluateCoupon } from '../coupons.server.ts';
import { shippingOptionsFor } from '../shipping.server.ts';
import { computeTotals } from '../totals.ts';
import { providerForCurrency } from '#app/lib/payments/payment-config.server.ts';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import type { SessionUser } from '#app/lib/auth/session.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { orders, savedAddresses, type BuyerDetails, type ShippingAddress } from '#app/lib/db/schema.ts';
import type { FormValues } from '#app/lib/forms.ts';

/** The first step this cart still lacks before `step`, or null when `step` may be shown. */
export function missingStep(cart: CartView | null, step: Exclude<CheckoutStep, 'cart'>): CheckoutStep | null {
  if (!cart || cart.lines.length === 0 || cart.blocked) return 'cart';
  if (step === 'identification') return null;
  if (!cart.checkout.buyer) return 'identification';
  if (step === 'shipping') return null;
  if (!cart.digitalOnly && (!cart.checkout.address || !cart.checkout.shippingMethodId)) return 'shipping';
  return null;
}

const stepPaths: Record<CheckoutStep, string> = {
  cart: '/checkout',
  identification: '/checkout/identification',
  shipping: '/checkout/shipping',
  finishing: '/checkout/finishing',
};

export const checkoutPath = (step: CheckoutStep, locale: Locale) => localizePath(stepPaths[step], locale);

/** The cart for a step, or a redirect to the step that must come first. */
export async function cartForStep(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  step: Exclude<CheckoutStep, 'cart'>,
): Promise<CartView> {
  const cartId = await findCart(db(), cartOwner(request, context));
  const cart = cartId ? await readCart(db(), cartId, locale) : null;
  const missing = missingStep(cart, step);
  if (missing) throw redirect(checkoutPath(missing, locale));
  return cart!;
}

/** After identification: delivery, or straight to payment when everything is digital. */
export const stepAfterIdentification = (cart: CartView): CheckoutStep => (cart.digitalOnly ? 'finishing' : 'shipping');

/** The identification form starts from this checkout, else the buyer's last order, else the account. */
export async function buyerDefaults(database: Db, user: SessionUser, cart: CartView, locale: Locale): Promise<FormValues> {
  let buyer: BuyerDetails | undefined = cart.checkout.buyer;
  if (!buyer) {
    const [last] = await database.select({ buyer: orders.buyer }).from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.placedAt)).limit(1);
    buyer = last?.buyer;
  }
  return {
    name: buyer?.name ?? user.name,
    surname: buyer?.surname ?? user.lastName,
    idType: buyer?.idType ?? (locale === 'pt' ? 'cpf' : 'foreign'),
    identification: buyer?.identification ?? '',
    phone: buyer?.phone ?? user.phone ?? '',
    email: buyer?.email ?? user.email,
  };
}

export async function addressBook(database: Db, userId: string): Promise<{ id: number; address: ShippingAddress }[]> {
  return database
    .select({ id: savedAddresses.id, address: savedAddresses.address })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.usedAt))
    .limit(5);
}

export function addressValues(address: Partial<ShippingAddress> | undefined, buyer: BuyerDetails | undefined): FormValues {
  return {
    recipient: address?.recipient ?? (buyer ? `${buyer.name} ${buyer.surname}` : ''),
    country: address?.country ?? (buyer?.idType === 'foreign' ? '' : 'BR'),
    zipcode: address?.zipcode ?? '',
    address: address?.address ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    district: address?.district ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
  };
}

/** The delivery options for the cart's saved address (none until an address is saved). */
export async function deliveryOptions(database: Db, cart: CartView) {
  if (!cart.checkout.address) return [];
  const { options } = await shippingOptionsFor(database, cart.checkout.address, cart.lines, cart.currency);
  return options;
}

export interface CheckoutSummary {
  shipping: { methodId: number; namePt: string; nameEn: string; price: number; daysMin: number; daysMax: number } | null;
  coupon: { code: string; discount: number } | { code: string; refusal: CouponRefusal; minOrder?: number } | null;
  totals: { subtotal: number; discount: number; shipping: number; total: number };
  paymentMethods: string[];
}

/**
 * What the last step shows, worked out again from the catalog and the rate tables; the order is
 * placed from the same rules, so the buyer never pays what the page did not show. Null when the
 * chosen shipping method is no longer offered for the address.
 */
export async function checkoutSummary(database: Db, cart: CartView, userId: string, now = new Date()): Promise<CheckoutSummary | null> {
  let shipping: CheckoutSummary['shipping'] = null;
  if (!cart.digitalOnly) {
    const option = (await deliveryOptions(database, cart)).find((candidate) => candidate.methodId === cart.checkout.shippingMethodId);
    if (!option) return null;
    shipping = {
      methodId: option.methodId,
      namePt: option.namePt,
      nameEn: option.nameEn,
      price: option.price,
      daysMin: option.daysMin,
      daysMax: option.daysMax,
    };
  }
  let coupon: CheckoutSummary['coupon'] = null;
  if (cart.checkout.couponCode) {
    const checked = await evaluateCoupon(database, cart.checkout.couponCode, { currency: cart.currency, subtotal: cart.subtotal, userId, now });
    coupon = checked.ok ? { code: checked.code, discount: checked.discount } : { code: checked.code, refusal: checked.reason, minOrder: checked.minOrder };
  }
  const discount = coupon && 'discount' in coupon ? coupon.discount : 0;
  return {
    shipping,
    coupon,
    totals: computeTotals({ lines: cart.lines, shipping: shipping?.price ?? 0, discount }),
    paymentMethods: [providerForCurrency(cart.currency).id],
  };
}
