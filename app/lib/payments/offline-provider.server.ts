/**
 * The built-in offline provider (the default): the "payment page" is /pay/test/<ref> on our own
 * site, where a person approves or declines. That page signs a webhook with buildTestWebhook and
 * feeds it to the same handler the real providers use, so the whole path is exercised offline.
 */
import { currencyFrom, orderIdFrom, WebhookSignatureError, type Currency, type PaymentEvent, type PaymentProvider } from './provider.ts';
import { hmacHex, sameHex, signatureParts } from './hmac.server.ts';

export const TEST_SIGNATURE_HEADER = 'x-test-signature';
const TOLERANCE_SECONDS = 5 * 60;

export interface TestProviderOptions {
  /** Our public origin, e.g. https://editora.example */
  appUrl: string;
  secret: string;
}

export interface TestWebhookOptions {
  secret: string;
  eventId: string;
  outcome: 'approved' | 'declined';
  orderId: number;
  providerRef: string;
  amount: number;
  currency: Currency;
  now?: Date;
}

interface TestWebhookBody {
  id: string;
  outcome: 'approved' | 'declined';
  orderId: number;
  providerRef: string;
  amount: number;
  currency: Currency;
}

/** A signed notification, as the approve/decline page sends it to our webhook handler. */
export function buildTestWebhook({ secret, eventId, outcome, orderId, providerRef, amount, currency, now = new Date() }: TestWebhookOptions) {
  const body: TestWebhookBody = { id: eventId, outcome, orderId, providerRef, amount, currency };
  const rawBody = JSON.stringify(body);
  const t = Math.floor(now.getTime() / 1000);
  const headers = new Headers({
    'content-type': 'application/json',
    [TEST_SIGNATURE_HEADER]: `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`,
  });
  return { rawBody, headers };
}

export function createTestProvider({ appUrl, secret }: TestProviderOptions): PaymentProvider {
  const origin = appUrl.replace(/\/+$/, '');
  return {
    id: 'test',

    async createPaymentLink(request) {
      // Derived from the idempotency key, so a retried request gets the same link back; the
      // secret keeps it unguessable.
      const providerRef = `tp_${Buffer.from(hmacHex(secret, `link:${request.idempotencyKey}`), 'hex')
        .toString('base64url')
        .slice(0, 24)}`;
      // In the buyer's language, like a real provider's page.
      return { providerRef, url: `${origin}${request.locale === 'en' ? '/en' : ''}/pay/test/${providerRef}` };
    },

    async parseWebhook({ rawBody, headers }): Promise<PaymentEvent> {
      const header = headers.get(TEST_SIGNATURE_HEADER);
      if (!header) throw new WebhookSignatureError(`Missing ${TEST_SIGNATURE_HEADER} header`);
      const parts = signatureParts(header);
      const t = parts.get('t') ?? '';
      const v1 = parts.get('v1') ?? '';
      if (!/^\d{1,12}$/.test(t) || !v1) throw new WebhookSignatureError(`Malformed ${TEST_SIGNATURE_HEADER} header`);
      if (!sameHex(v1, hmacHex(secret, `${t}.${rawBody}`))) throw new WebhookSignatureError('Test webhook signature does not match');
      if (Math.abs(Date.now() / 1000 - Number(t)) > TOLERANCE_SECONDS) throw new WebhookSignatureError('Test webhook timestamp is outside the tolerance');

      const body = JSON.parse(rawBody) as Partial<TestWebhookBody>;
      if (typeof body.id !== 'string' || !body.id) throw new Error('Test webhook without an event id');
      return {
        eventId: body.id,
        kind: body.outcome === 'approved' ? 'paid' : body.outcome === 'declined' ? 'failed' : 'ignored',
        orderId: orderIdFrom(body.orderId),
        providerRef: typeof body.providerRef === 'string' ? body.providerRef : null,
        amount: Number.isSafeInteger(body.amount) ? body.amount! : null,
        currency: currencyFrom(body.currency),
      };
    },
  };
}
