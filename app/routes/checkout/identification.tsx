import type { Route } from './+types/identification';
import { buyerDefaults, cartForStep, identificationAction } from '#app/features/orders/api.server.ts';
import { CheckoutSteps, IdentificationForm, checkoutMessages } from '#app/features/orders/api.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Link } from '#app/ui/link.tsx';
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

export default function IdentificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(checkoutMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <CheckoutSteps current="identification" digitalOnly={loaderData.digitalOnly} />
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('identificationTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('identificationLead')}</p>
      <p className="mt-2 mb-8 text-sm">
        {t('buyingAs', { email: loaderData.email })}{' '}
        <Link to="/logout" className="text-brand underline">
          {t('notYou')}
        </Link>
      </p>
      <IdentificationForm values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? {}} back="/checkout" />
    </div>
  );
}
