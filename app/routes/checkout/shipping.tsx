import { redirect } from 'react-router';
import type { Route } from './+types/shipping';
import { addressBook, addressValues, cartForStep, checkoutPath, deliveryOptions, shippingAction } from '#app/features/orders/api.server.ts';
import { ShippingPage, checkoutMessages } from '#app/features/orders/api.ts';
import { countryOptions } from '#app/lib/brazil/country-names.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const cart = await cartForStep(request, context, locale, 'shipping');
  if (cart.digitalOnly) throw redirect(checkoutPath('finishing', locale));
  // A new checkout starts from the address used last time.
  const address = cart.checkout.address ?? (await addressBook(db(), user.id))[0]?.address;
  return {
    title: translator(checkoutMessages, locale)('shippingTitle'),
    values: addressValues(address, cart.checkout.buyer),
    options: await deliveryOptions(db(), cart),
    optionsFor: cart.checkout.address ? ('address' as const) : null,
    chosenMethod: cart.checkout.shippingMethodId ?? null,
    countries: countryOptions(locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  requireSession(context, request);
  const locale = requestLocale(request);
  return respond(await shippingAction(db(), { request, context, locale, formData: await readFormData(request) }), locale);
}

export default function ShippingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingPage page={loaderData} state={actionData} />;
}
