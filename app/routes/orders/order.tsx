import { useNavigation, useSearchParams, Form } from 'react-router';
import type { Route } from './+types/order';
import { OrderView, orderPageMessages } from '#app/features/orders/api.ts';
import { countryLabel } from '#app/lib/brazil/country-names.server.ts';
import { getMyOrder, payOrderAction } from '#app/features/orders/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { downloadLinks } from '#app/features/reader/api.server.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { notFound } from '#app/lib/app-error.ts';
import { respond } from '#app/lib/respond.server.ts';

function orderId(raw: string | undefined): number {
  if (!raw || !/^\d{1,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const found = await getMyOrder(db(), orderId(params.id), user.id);
  if (!found) throw notFound();
  const payable = found.order.status === 'placed' && new Date(found.order.expiresAt) > new Date();
  // Each delivered ebook's files, through the library's signed links (personalised copies).
  const downloads = downloadLinks(
    user.id,
    found.items.flatMap((item) => (item.workSlug && item.files.length ? [{ slug: item.workSlug, files: item.files }] : [])),
    requestLocale(request),
  );
  const shippingCountry = found.order.shippingAddress ? countryLabel(found.order.shippingAddress.country, requestLocale(request)) : '';
  return {
    ...found,
    payable,
    downloads,
    shippingCountry,
    title: translator(orderPageMessages, requestLocale(request))('orderTitle', { number: found.order.id }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

/** "Pay now": a payment link for a placed order (a new one, or the one made minutes ago). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const id = orderId(params.id);
  const locale = requestLocale(request);
  return respond(await payOrderAction(db(), id, user.id, locale), locale);
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(orderPageMessages);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { lastPayment, payable } = loaderData;
  const linkError = actionData?.message === 'paymentLinkError' || params.get('payment') === 'error';
  const failed = !linkError && (params.get('payment') === 'failed' || lastPayment?.status === 'failed');
  return (
    <OrderView
      data={loaderData}
      downloads={loaderData.downloads}
      shippingCountry={loaderData.shippingCountry}
      payment={
        payable ? (
          <div className="flex flex-col gap-3">
            <div aria-live="polite">
              {linkError ? <Alert tone="error" title={t('paymentLinkError')} /> : failed ? <Alert tone="error" title={t('paymentFailed')} /> : null}
            </div>
            <Form noValidate method="post">
              <Button type="submit" busy={navigation.state === 'submitting'} busyLabel={t('paying')}>
                {t('payNow')}
              </Button>
            </Form>
          </div>
        ) : null
      }
    />
  );
}
