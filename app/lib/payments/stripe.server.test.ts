import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentLinkError, WebhookSignatureError, type PaymentRequest } from './provider.ts';
import { createStripeProvider, sessionExpiresAt } from './stripe.server.ts';
import { startTestHttpServer, unreachableUrl, type FakeAnswer, type RecordedRequest, type TestHttpServer } from './test-http.server.ts';

const secretKey = 'sk_test_0000000000000000000000000000';
const webhookSecret = 'whsec_test_0000000000000000000000000000';

const request: PaymentRequest = {
  orderId: 42,
  orderNumber: '1042',
  amount: 2500,
  currency: 'USD',
  description: 'Editora Ipê — order 1042',
  buyer: { email: 'ana@example.com', name: 'Ana', surname: 'Souza' },
  locale: 'en',
  expiresAt: new Date(Date.now() + 3 * 24 * 3_600_000),
  urls: {
    success: 'https://editora.example/en/orders/42?payment=ok',
    failure: 'https://editora.example/en/orders/42?payment=failed',
    pending: 'https://editora.example/en/orders/42?payment=pending',
    notification: 'https://editora.example/webhooks/payments/stripe',
  },
  idempotencyKey: 'order-42-attempt-1',
};

function session(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_a1b2c3',
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    client_reference_id: '42',
    metadata: { order_id: '42' },
    amount_total: 2500,
    currency: 'usd',
    url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
    ...overrides,
  };
}

/** Stripe's API for checkout sessions, as far as this adapter uses it. */
let answer: (request: RecordedRequest) => FakeAnswer;
let api: TestHttpServer;
beforeAll(async () => {
  api = await startTestHttpServer((request) => answer(request));
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const provider = () => createStripeProvider({ secretKey, webhookSecret, apiUrl: api.url });

describe('Stripe checkout sessions', () => {
  it('creates a session with our order, the amount, the currency, the expiry and our idempotency key', async () => {
    answer = () => ({ json: session() });
    const link = await provider().createPaymentLink(request);
    expect(link).toEqual({ providerRef: 'cs_test_a1b2c3', url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3' });

    expect(api.requests).toHaveLength(1);
    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(sent.headers['idempotency-key']).toBe('order-42-attempt-1');
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(sent.body);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      client_reference_id: '42',
      'metadata[order_id]': '42',
      'payment_intent_data[metadata][order_id]': '42',
      customer_email: 'ana@example.com',
      locale: 'en',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Editora Ipê — order 1042',
      success_url: request.urls.success,
      cancel_url: request.urls.failure,
    });
    // The order expires in three days; Stripe allows at most 24 hours.
    const expiresIn = Number(form.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(22 * 3600);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600);
  });

  it('sends reais and Portuguese for a Brazilian order, and its own expiry when sooner', async () => {
    answer = () => ({ json: session() });
    const expiresAt = new Date(Date.now() + 2 * 3_600_000);
    await provider().createPaymentLink({ ...request, currency: 'BRL', locale: 'pt', amount: 12_990, expiresAt });
    const form = new URLSearchParams(api.requests[0]!.body);
    expect(form.get('line_items[0][price_data][currency]')).toBe('brl');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12990');
    expect(form.get('locale')).toBe('pt-BR');
    expect(Number(form.get('expires_at'))).toBe(Math.floor(expiresAt.getTime() / 1000));
  });

  it('keeps expires_at the same for a retry a few seconds later', () => {
    const far = new Date(Date.UTC(2030, 0, 10));
    const first = Date.UTC(2030, 0, 1, 12, 0, 10);
    expect(sessionExpiresAt(far, first)).toBe(sessionExpiresAt(far, first + 30_000));
    expect(sessionExpiresAt(far, first) - first / 1000).toBeGreaterThan(22 * 3600 + 55 * 60);
  });

  it('turns an error answer or an unreachable API into PaymentLinkError', async () => {
    answer = () => ({ status: 400, json: { error: { type: 'invalid_request_error', message: 'Not a valid URL', param: 'success_url' } } });
    await expect(provider().createPaymentLink(request)).rejects.toThrow(/Not a valid URL/);
    await expect(provider().createPaymentLink(request)).rejects.toThrow(PaymentLinkError);

    // A 5xx is retried once by the SDK, with the same idempotency key.
    api.requests.length = 0;
    answer = () => ({ status: 500, json: { error: { type: 'api_error', message: 'Something went wrong' } } });
    await expect(provider().createPaymentLink(request)).rejects.toThrow(PaymentLinkError);
    expect(api.requests.map((req) => req.headers['idempotency-key'])).toEqual(['order-42-attempt-1', 'order-42-attempt-1']);

    answer = () => ({ json: session({ url: null }) });
    await expect(provider().createPaymentLink(request)).rejects.toThrow(PaymentLinkError);

    const nowhere = createStripeProvider({ secretKey, webhookSecret, apiUrl: await unreachableUrl() });
    await expect(nowhere.createPaymentLink(request)).rejects.toThrow(PaymentLinkError);
  }, 15_000);
});

describe('Stripe webhooks', () => {
  const url = new URL('https://editora.example/webhooks/payments/stripe');
  let sequence = 0;

  function signed(type: string, object: Record<string, unknown>, secret = webhookSecret) {
    const rawBody = JSON.stringify({
      id: `evt_test_${++sequence}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret });
    return { rawBody, headers: new Headers({ 'stripe-signature': header, 'content-type': 'application/json' }), url };
  }

  it('maps checkout session events', async () => {
    const cases = [
      ['checkout.session.completed', { status: 'complete', payment_status: 'paid' }, 'paid'],
      ['checkout.session.completed', { status: 'complete', payment_status: 'unpaid' }, 'pending'],
      ['checkout.session.async_payment_succeeded', { status: 'complete', payment_status: 'paid' }, 'paid'],
      ['checkout.session.async_payment_failed', { status: 'complete', payment_status: 'unpaid' }, 'failed'],
      ['checkout.session.expired', { status: 'expired', payment_status: 'unpaid' }, 'expired'],
    ] as const;
    for (const [type, fields, kind] of cases) {
      const input = signed(type, session(fields));
      expect(await provider().parseWebhook(input)).toEqual({
        eventId: JSON.parse(input.rawBody).id,
        kind,
        orderId: 42,
        providerRef: 'cs_test_a1b2c3',
        amount: 2500,
        currency: 'USD',
      });
    }
    expect(api.requests).toHaveLength(0);
  });

  it('falls back to the metadata for the order, and ignores other events', async () => {
    const fromMetadata = await provider().parseWebhook(
      signed('checkout.session.completed', session({ client_reference_id: null, payment_status: 'paid', currency: 'brl' })),
    );
    expect(fromMetadata).toMatchObject({ orderId: 42, currency: 'BRL', kind: 'paid' });

    const other = await provider().parseWebhook(signed('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', amount: 2500 }));
    expect(other).toMatchObject({ kind: 'ignored', orderId: null, providerRef: null });
  });

  it('refuses a bad, stale or missing signature', async () => {
    const forged = signed('checkout.session.completed', session({ payment_status: 'paid' }), 'whsec_someone_else');
    await expect(provider().parseWebhook(forged)).rejects.toThrow(WebhookSignatureError);

    const tampered = signed('checkout.session.completed', session({ payment_status: 'unpaid' }));
    tampered.rawBody = tampered.rawBody.replace('"unpaid"', '"paid"');
    await expect(provider().parseWebhook(tampered)).rejects.toThrow(WebhookSignatureError);

    const rawBody = JSON.stringify({ id: 'evt_old', object: 'event', type: 'checkout.session.completed', data: { object: session() } });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    await expect(provider().parseWebhook({ rawBody, headers: new Headers({ 'stripe-signature': stale }), url })).rejects.toThrow(WebhookSignatureError);

    await expect(provider().parseWebhook({ rawBody, headers: new Headers(), url })).rejects.toThrow(WebhookSignatureError);
  });
});
