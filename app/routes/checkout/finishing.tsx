import { data, redirect } from 'react-router';
import type { Route } from './+types/finishing';
import { saveCheckoutDraft, cartForStep, checkoutPath, checkoutSummary, orderIdForKey, placeOrder, startPayment } from '#app/features/orders/api.server.ts';
import { CheckoutSteps, FinishingForms, type FinishingState, checkoutMessages } from '#app/features/orders/api.ts';
import { countryLabel } from '#app/lib/brazil/country-names.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const cart = await cartForStep(request, context, locale, 'finishing');
  const summary = await checkoutSummary(db(), cart, user.id);
  if (!summary) throw redirect(checkoutPath('shipping', locale));
  return {
    title: translator(checkoutMessages, locale)('finishingTitle'),
    cart,
    summary,
    expiryMinutes: config().orderExpiryMinutes,
    shippingCountry: cart.checkout.address ? countryLabel(cart.checkout.address.country, locale) : '',
    // A fresh key per page view: a double submit of this page makes one order.
    idempotencyKey: crypto.randomUUID(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const formData = await readFormData(request);
  const intent = formData.get('intent');
  const idempotencyKey = String(formData.get('idempotencyKey') ?? '');
  // A repeated submit (double click, reload, back and submit) goes on to the order it made.
  const already = intent === 'place' ? await orderIdForKey(db(), idempotencyKey, user.id) : null;
  if (already !== null) return goPay(already, user.id, locale);
  const cart = await cartForStep(request, context, locale, 'finishing');
  if (intent === 'coupon') {
    const code = String(formData.get('couponCode') ?? '')
      .trim()
      .slice(0, 100);
    if (!code) return data<FinishingState>({ couponError: 'couponRequired', couponCode: code }, { status: 400 });
    await saveCheckoutDraft(db(), cart.id, { couponCode: code });
    return data<FinishingState>({ couponApplied: true });
  }
  if (intent === 'remove-coupon') {
    await saveCheckoutDraft(db(), cart.id, { couponCode: '' });
    return data<FinishingState>({});
  }
  if (intent !== 'place') return data<FinishingState>({}, { status: 400 });
  const summary = await checkoutSummary(db(), cart, user.id);
  if (!summary) throw redirect(checkoutPath('shipping', locale));
  const paymentMethod = String(formData.get('paymentMethod') ?? '');
  if (!summary.paymentMethods.includes(paymentMethod)) return data<FinishingState>({ paymentError: 'paymentMethodRequired' }, { status: 400 });
  if (!/^[0-9a-f-]{36}$/.test(idempotencyKey)) return data<FinishingState>({ refusal: 'cart-changed' }, { status: 400 });
  const placed = await placeOrder(db(), { cartId: cart.id, user: { id: user.id }, locale, paymentMethod, idempotencyKey });
  if (!placed.ok) {
    if (placed.reason === 'coupon') return data<FinishingState>({ couponRefusal: placed.coupon }, { status: 409 });
    return data<FinishingState>({ refusal: placed.reason }, { status: 409 });
  }
  wakeJobRunner();
  return goPay(placed.orderId, user.id, locale);
}

/** To the provider's payment page; when no link can be made, to the order, which stays placed and payable. */
async function goPay(orderId: number, userId: string, locale: Locale): Promise<never> {
  const payment = await startPayment(db(), orderId, userId);
  // Already paid (nothing to pay, or a repeated submit after paying): the thanks page.
  if (!payment.ok && payment.reason === 'not-payable') throw redirect(`${localizePath('/done', locale)}?order=${orderId}`);
  if (!payment.ok) throw redirect(`${localizePath(`/orders/${orderId}`, locale)}?payment=error`);
  throw redirect(payment.url);
}

export default function FinishingPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(checkoutMessages);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <CheckoutSteps current="finishing" digitalOnly={loaderData.cart.digitalOnly} />
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('finishingTitle')}</h1>
      <p className="mt-3 mb-8 text-lg text-muted">{t('finishingLead')}</p>
      <FinishingForms
        cart={loaderData.cart}
        summary={loaderData.summary}
        state={actionData}
        idempotencyKey={loaderData.idempotencyKey}
        expiryMinutes={loaderData.expiryMinutes}
        shippingCountry={loaderData.shippingCountry}
      />
    </div>
  );
}
