import { redirect } from 'react-router';
import type { Route } from './+types/finishing';
import { cartForStep, checkoutPath, checkoutSummary, submitFinishing } from '#app/features/orders/api.server.ts';
import { CheckoutSteps, FinishingForms, checkoutMessages } from '#app/features/orders/api.ts';
import { countryLabel } from '#app/lib/brazil/country-names.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

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
  const formData = await readFormData(request);
  const locale = requestLocale(request);
  return respond(await submitFinishing(db(), { request, context, userId: user.id, locale, formData }), locale);
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
