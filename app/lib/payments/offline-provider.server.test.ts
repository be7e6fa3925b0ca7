import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError, type PaymentRequest } from './provider.ts';
import { buildTestWebhook, createTestProvider } from './offline-provider.server.ts';

const secret = 'test-secret-for-unit-tests';
const provider = createTestProvider({ appUrl: 'https://editora.example/', secret });
const url = new URL('https://editora.example/webhooks/payments/test');

const request: PaymentRequest = {
  orderId: 42,
  orderNumber: '1042',
  amount: 12_990,
  currency: 'BRL',
  description: 'Editora Ipê — pedido 1042',
  buyer: { email: 'ana@example.com', name: 'Ana', surname: 'Souza' },
  locale: 'pt',
  expiresAt: new Date(Date.now() + 3_600_000),
  urls: { success: 'https://e/s', failure: 'https://e/f', pending: 'https://e/p', notification: 'https://e/n' },
  idempotencyKey: 'order-42-attempt-1',
};

function webhook(outcome: 'approved' | 'declined', overrides: Partial<Parameters<typeof buildTestWebhook>[0]> = {}) {
  return buildTestWebhook({ secret, eventId: `evt-${outcome}`, outcome, orderId: 42, providerRef: 'tp_abc', amount: 12_990, currency: 'BRL', ...overrides });
}

describe('test provider', () => {
  it('links to our own approve page, the same link for the same idempotency key', async () => {
    const link = await provider.createPaymentLink(request);
    expect(link.providerRef).toMatch(/^tp_[A-Za-z0-9_-]{24}$/);
    expect(link.url).toBe(`https://editora.example/pay/test/${link.providerRef}`);
    expect(await provider.createPaymentLink(request)).toEqual(link);
    const other = await provider.createPaymentLink({ ...request, idempotencyKey: 'order-43-attempt-1' });
    expect(other.providerRef).not.toBe(link.providerRef);
    expect((await provider.createPaymentLink({ ...request, locale: 'en' })).url).toBe(`https://editora.example/en/pay/test/${link.providerRef}`);
  });

  it('signs with HMAC-SHA256 of "<t>.<body>"', () => {
    const now = new Date('2030-01-02T03:04:05Z');
    const { rawBody, headers } = webhook('approved', { now });
    const t = Math.floor(now.getTime() / 1000);
    const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
    expect(headers.get('x-test-signature')).toBe(`t=${t},v1=${expected}`);
  });

  it('round-trips an approval as paid and a refusal as failed', async () => {
    const approved = webhook('approved');
    expect(await provider.parseWebhook({ ...approved, url })).toEqual({
      eventId: 'evt-approved',
      kind: 'paid',
      orderId: 42,
      providerRef: 'tp_abc',
      amount: 12_990,
      currency: 'BRL',
    });
    const declined = webhook('declined', { currency: 'USD', amount: 2500 });
    expect(await provider.parseWebhook({ ...declined, url })).toMatchObject({ eventId: 'evt-declined', kind: 'failed', amount: 2500, currency: 'USD' });
  });

  it('refuses a tampered body, another secret, an old timestamp and a missing header', async () => {
    const good = webhook('declined');
    const tampered = { ...good, rawBody: good.rawBody.replace('"declined"', '"approved"'), url };
    await expect(provider.parseWebhook(tampered)).rejects.toThrow(WebhookSignatureError);

    const forged = buildTestWebhook({
      secret: 'someone-else',
      eventId: 'e',
      outcome: 'approved',
      orderId: 42,
      providerRef: 'tp_abc',
      amount: 1,
      currency: 'BRL',
    });
    await expect(provider.parseWebhook({ ...forged, url })).rejects.toThrow(WebhookSignatureError);

    const old = webhook('approved', { now: new Date(Date.now() - 6 * 60_000) });
    await expect(provider.parseWebhook({ ...old, url })).rejects.toThrow(/tolerance/);
    const slightlyOld = webhook('approved', { now: new Date(Date.now() - 4 * 60_000) });
    expect((await provider.parseWebhook({ ...slightlyOld, url })).kind).toBe('paid');

    await expect(provider.parseWebhook({ rawBody: good.rawBody, headers: new Headers(), url })).rejects.toThrow(WebhookSignatureError);
    const garbled = new Headers({ 'x-test-signature': 'v1=abc' });
    await expect(provider.parseWebhook({ rawBody: good.rawBody, headers: garbled, url })).rejects.toThrow(WebhookSignatureError);
  });
});
