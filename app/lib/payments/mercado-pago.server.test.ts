import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMercadoPagoProvider } from './mercado-pago.server.ts';
import { PaymentLinkError, WebhookSignatureError, type PaymentRequest } from './provider.ts';
import { startTestHttpServer, unreachableUrl, type FakeAnswer, type RecordedRequest, type TestHttpServer } from './test-http.server.ts';

const accessToken = 'APP_USR-0000000000000000-000000-test';
const webhookSecret = 'mp-webhook-secret';

const request: PaymentRequest = {
  orderId: 42,
  orderNumber: '1042',
  amount: 12_990,
  currency: 'BRL',
  description: 'Editora Ipê — pedido 1042',
  buyer: { email: 'ana@example.com', name: 'Ana', surname: 'Souza' },
  locale: 'pt',
  expiresAt: new Date('2030-05-30T23:59:59.000Z'),
  urls: {
    success: 'https://editora.example/pedidos/42?pagamento=ok',
    failure: 'https://editora.example/pedidos/42?pagamento=falhou',
    pending: 'https://editora.example/pedidos/42?pagamento=pendente',
    notification: 'https://editora.example/webhooks/payments/mercadopago',
  },
  idempotencyKey: 'order-42-attempt-1',
};

// What the fake answers next; each test sets its own.
let answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;
let api: TestHttpServer;
beforeAll(async () => {
  api = await startTestHttpServer((request) => answer(request));
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const provider = () => createMercadoPagoProvider({ accessToken, webhookSecret, apiUrl: api.url, timeoutMs: 1000 });

/** A notification as Mercado Pago sends it: data.id and type in the query, x-signature over the manifest. */
function notification(
  dataId: string,
  { type = 'payment', secret = webhookSecret, signedId = dataId.toLowerCase(), requestId = 'f7b2a1d4-0b1c-4ec2-aaaa-9e8b1d2f3c4d' } = {},
) {
  const ts = '1704908010';
  const manifest = `id:${signedId};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
  return {
    url: new URL(`https://editora.example/webhooks/payments/mercadopago?data.id=${dataId}&type=${type}`),
    headers: new Headers({ 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId }),
    rawBody: JSON.stringify({ action: `${type}.updated`, api_version: 'v1', data: { id: dataId }, live_mode: false, type }),
  };
}

function payment(status: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 1234567890,
    status,
    status_detail: 'accredited',
    external_reference: '42',
    transaction_amount: 129.9,
    currency_id: 'BRL',
    preference_id: '123456-pref',
    ...overrides,
  };
}

describe('Mercado Pago payment links', () => {
  it('creates a preference with our order, the buyer, the return URLs and the expiry', async () => {
    answer = () => ({ status: 201, json: { id: '123456-pref', init_point: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=123456-pref' } });
    const link = await provider().createPaymentLink(request);
    expect(link).toEqual({ providerRef: '123456-pref', url: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=123456-pref' });

    expect(api.requests).toHaveLength(1);
    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/checkout/preferences');
    expect(sent.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(sent.headers['x-idempotency-key']).toBe('order-42-attempt-1');
    expect(sent.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      items: [{ title: 'Editora Ipê — pedido 1042', quantity: 1, unit_price: 129.9, currency_id: 'BRL' }],
      payer: { email: 'ana@example.com', name: 'Ana', surname: 'Souza' },
      external_reference: '42',
      notification_url: 'https://editora.example/webhooks/payments/mercadopago',
      back_urls: { success: request.urls.success, failure: request.urls.failure, pending: request.urls.pending },
      auto_return: 'approved',
      expires: true,
      metadata: { order_id: 42 },
    });
    expect(new Date(body.expiration_date_to).getTime()).toBe(request.expiresAt.getTime());
    expect(body.expiration_date_to).toBe('2030-05-30T23:59:59.000+00:00');
    expect(body.date_of_expiration).toBe(body.expiration_date_to);
  });

  it('refuses other currencies without asking Mercado Pago', async () => {
    await expect(provider().createPaymentLink({ ...request, currency: 'USD' })).rejects.toThrow(PaymentLinkError);
    expect(api.requests).toHaveLength(0);
  });

  it('turns an error answer, an unusable answer, a silent server and an unreachable one into PaymentLinkError', async () => {
    answer = () => ({ status: 500, json: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } });
    await expect(provider().createPaymentLink(request)).rejects.toThrow(/refused the preference \(500\)/);

    answer = () => ({ status: 201, json: { id: '123456-pref' } });
    await expect(provider().createPaymentLink(request)).rejects.toThrow(PaymentLinkError);

    answer = () => new Promise<FakeAnswer>(() => {});
    await expect(provider().createPaymentLink(request)).rejects.toThrow(PaymentLinkError);

    const nowhere = createMercadoPagoProvider({ accessToken, webhookSecret, apiUrl: await unreachableUrl() });
    await expect(nowhere.createPaymentLink(request)).rejects.toThrow(PaymentLinkError);
  });
});

describe('Mercado Pago webhooks', () => {
  it('checks the signature, then reads the payment and maps its status', async () => {
    const statuses: Record<string, unknown> = {};
    answer = (req) => ({ json: statuses[req.path] });
    const cases = [
      ['approved', 'paid'],
      ['rejected', 'failed'],
      ['cancelled', 'failed'],
      ['pending', 'pending'],
      ['in_process', 'pending'],
      ['refunded', 'ignored'],
    ] as const;
    for (const [status, kind] of cases) {
      statuses['/v1/payments/1234567890'] = payment(status);
      expect(await provider().parseWebhook(notification('1234567890'))).toEqual({
        eventId: `mp:1234567890:${status}`,
        kind,
        orderId: 42,
        providerRef: '123456-pref',
        amount: 12_990,
        currency: 'BRL',
      });
    }
    expect(api.requests.every((req) => req.method === 'GET' && req.headers.authorization === `Bearer ${accessToken}`)).toBe(true);
    expect(api.requests).toHaveLength(cases.length);
  });

  it('refuses a bad or missing signature without asking for the payment', async () => {
    answer = () => ({ json: payment('approved') });
    const forged = notification('1234567890', { secret: 'not-the-secret' });
    await expect(provider().parseWebhook(forged)).rejects.toThrow(WebhookSignatureError);

    const otherPayment = notification('1234567890');
    otherPayment.url.searchParams.set('data.id', '999');
    await expect(provider().parseWebhook(otherPayment)).rejects.toThrow(WebhookSignatureError);

    const unsigned = notification('1234567890');
    unsigned.headers.delete('x-signature');
    await expect(provider().parseWebhook(unsigned)).rejects.toThrow(WebhookSignatureError);

    const noRequestId = notification('1234567890');
    noRequestId.headers.delete('x-request-id');
    await expect(provider().parseWebhook(noRequestId)).rejects.toThrow(WebhookSignatureError);

    const noTs = notification('1234567890');
    noTs.headers.set('x-signature', noTs.headers.get('x-signature')!.replace(/^ts=\d+,/, ''));
    await expect(provider().parseWebhook(noTs)).rejects.toThrow(WebhookSignatureError);

    expect(api.requests).toHaveLength(0);
  });

  it('signs alphanumeric ids in lower case, as Mercado Pago does', async () => {
    answer = (req) => ({
      json: req.path === '/v1/payments/abc123def' ? payment('approved', { id: 'abc123def' }) : undefined,
      status: req.path === '/v1/payments/abc123def' ? 200 : 404,
    });
    const event = await provider().parseWebhook(notification('ABC123DEF'));
    expect(event).toMatchObject({ eventId: 'mp:abc123def:approved', kind: 'paid' });

    const signedAsSent = notification('ABC123DEF', { signedId: 'ABC123DEF' });
    await expect(provider().parseWebhook(signedAsSent)).rejects.toThrow(WebhookSignatureError);
  });

  it('takes data.id from the body when the query has none, and ignores other topics', async () => {
    answer = () => ({ json: payment('approved') });
    const fromBody = notification('1234567890');
    fromBody.url.searchParams.delete('data.id');
    expect((await provider().parseWebhook(fromBody)).kind).toBe('paid');

    api.requests.length = 0;
    const order = notification('987654', { type: 'merchant_order' });
    expect(await provider().parseWebhook(order)).toEqual({
      eventId: 'mp:merchant_order:987654',
      kind: 'ignored',
      orderId: null,
      providerRef: null,
      amount: null,
      currency: null,
    });
    expect(api.requests).toHaveLength(0);
  });

  it('fails (for a retry) rather than guessing when the payment cannot be read', async () => {
    answer = () => ({ status: 404, json: { message: 'Payment not found', error: 'not_found', status: 404 } });
    const failure = provider().parseWebhook(notification('1234567890'));
    await expect(failure).rejects.toThrow(/404/);
    await expect(failure).rejects.not.toBeInstanceOf(WebhookSignatureError);
  });
});
