import type { Route } from './+types/identification';
import { buyerDefaults, cartForStep, identificationAction } from '#app/features/orders/api.server.ts';
import { IdentificationPage, checkoutMessages } from '#app/features/orders/api.ts';
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
  const cart = await cartForStep(request, context, locale, 'identification');
  return {
    title: translator(checkoutMessages, locale)('identificationTitle'),
    email: user.email,
    digitalOnly: cart.digitalOnly,
    values: await buyerDefaults(db(), user, cart, locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  requireSession(context, request);
  const locale = requestLocale(request);
  return respond(await identificationAction(db(), { request, context, locale, formData: await readFormData(request) }), locale);
}

export default function IdentificationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <IdentificationPage digitalOnly={loaderData.digitalOnly} email={loaderData.email} values={loaderData.values} state={actionData} />;
}
