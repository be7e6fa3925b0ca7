import { redirect, Form, useNavigation } from 'react-router';
import type { Route } from './+types/test-payment';
import { checkoutMessages } from '#app/features/orders/api.ts';
import { handlePaymentWebhook, testPaymentByRef } from '#app/features/orders/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { formatMoney } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { testPaymentSecret } from '#app/lib/payments/payment-config.server.ts';
import { buildTestWebhook } from '#app/lib/payments/offline-provider.server.ts';
import { Button } from '#app/ui/button.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';
import { AppError, notFound } from '#app/lib/app-error.ts';

/**
 * The built-in test provider's hosted page (the default provider, offline): it approves or
 * declines a payment by sending the same signed webhook a real provider would.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const payment = await testPaymentByRef(db(), params.ref);
  if (!payment) throw notFound();
  return { title: translator(checkoutMessages, requestLocale(request))('testPayTitle'), payment };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export async function action({ request, params }: Route.ActionArgs) {
  const payment = await testPaymentByRef(db(), params.ref);
  if (!payment) throw notFound();
  const outcome = (await readFormData(request)).get('outcome');
  if (outcome !== 'approved' && outcome !== 'declined') throw new AppError('invalid');
  const locale = requestLocale(request);
  if (payment.status === 'pending') {
    const webhook = buildTestWebhook({
      secret: testPaymentSecret(),
      eventId: `test-${crypto.randomUUID()}`,
      outcome,
      orderId: payment.orderId,
      providerRef: payment.providerRef,
      amount: payment.amount,
      currency: payment.currency,
    });
    const url = new URL('/api/webhooks/test', config().appUrl);
    await handlePaymentWebhook(db(), 'test', { rawBody: webhook.rawBody, headers: webhook.headers, url });
  }
  throw redirect(
    outcome === 'approved'
      ? `${localizePath('/done', locale)}?order=${payment.orderId}`
      : `${localizePath(`/orders/${payment.orderId}`, locale)}?payment=failed`,
  );
}

export default function TestPaymentPage({ loaderData }: Route.ComponentProps) {
  const t = useT(checkoutMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const { payment } = loaderData;
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('outcome') : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('testPayTitle')}</h1>
      <p className="mt-3 text-lg">{t('testPayLead', { number: payment.orderId })}</p>
      <p className="mt-4 text-2xl font-semibold">{t('testPayAmount', { amount: formatMoney(payment.amount, payment.currency, locale) })}</p>
      {payment.status === 'pending' ? (
        <Form noValidate method="post" className="mt-6 flex flex-wrap gap-4">
          <Button type="submit" name="outcome" value="approved" busy={busy === 'approved'} busyLabel={t('placing')}>
            {t('approve')}
          </Button>
          <Button type="submit" name="outcome" value="declined" variant="danger" busy={busy === 'declined'} busyLabel={t('placing')}>
            {t('decline')}
          </Button>
        </Form>
      ) : (
        <p className="mt-6">{t('testPayDone')}</p>
      )}
    </div>
  );
}
