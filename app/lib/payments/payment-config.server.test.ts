import { describe, expect, it, vi } from 'vitest';
import { configurePayments, paymentFormActionOrigins, paymentSettings, providerById, providerForCurrency, testPaymentSecret } from './payment-config.server.ts';
import { buildTestWebhook } from './offline-provider.server.ts';

const site = { appUrl: 'https://editora.example', siteSecret: 'site-secret' };
const mercadoPago = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token', MERCADOPAGO_WEBHOOK_SECRET: 'mp-secret' };
const stripe = { STRIPE_SECRET_KEY: 'sk_test_key', STRIPE_WEBHOOK_SECRET: 'whsec_secret' };

describe('payment settings', () => {
  it('uses the offline test provider for both currencies by default, with a secret derived from the site secret', () => {
    const settings = paymentSettings({}, site);
    expect(settings.providers).toEqual({ BRL: 'test', USD: 'test' });
    expect(settings.mercadoPago).toBeNull();
    expect(settings.stripe).toBeNull();
    expect(settings.test.appUrl).toBe('https://editora.example');
    expect(settings.test.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(settings.test.secret).not.toContain('site-secret');
    expect(paymentSettings({}, site).test.secret).toBe(settings.test.secret);
    expect(paymentSettings({}, { ...site, siteSecret: 'another' }).test.secret).not.toBe(settings.test.secret);
    expect(paymentSettings({ TEST_PAYMENT_SECRET: 'chosen' }, site).test.secret).toBe('chosen');
  });

  it('refuses a chosen provider whose keys are missing, naming them', () => {
    expect(() => paymentSettings({ PAYMENT_PROVIDER_BRL: 'mercadopago' }, site)).toThrow(
      'PAYMENT_PROVIDER_BRL chose Mercado Pago: set MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET as well.',
    );
    expect(() => paymentSettings({ PAYMENT_PROVIDER_BRL: 'stripe', PAYMENT_PROVIDER_USD: 'stripe', STRIPE_SECRET_KEY: 'sk_test_key' }, site)).toThrow(
      'PAYMENT_PROVIDER_BRL and PAYMENT_PROVIDER_USD chose Stripe: set STRIPE_WEBHOOK_SECRET as well.',
    );
    expect(() => paymentSettings({ STRIPE_WEBHOOK_SECRET: 'whsec_secret' }, site)).toThrow(/Stripe is partly configured: set STRIPE_SECRET_KEY/);
  });

  it('refuses unknown providers, Mercado Pago for dollars and odd API URLs', () => {
    expect(() => paymentSettings({ PAYMENT_PROVIDER_BRL: 'paypal' }, site)).toThrow(
      'PAYMENT_PROVIDER_BRL must be one of test, mercadopago, stripe, got "paypal"',
    );
    expect(() => paymentSettings({ PAYMENT_PROVIDER_USD: 'mercadopago', ...mercadoPago }, site)).toThrow('PAYMENT_PROVIDER_USD must be one of test, stripe');
    expect(() => paymentSettings({ ...stripe, PAYMENT_PROVIDER_USD: 'stripe', STRIPE_API_URL: 'ftp://x' }, site)).toThrow(
      /STRIPE_API_URL must be an http\(s\) URL/,
    );
  });

  it('reads configured providers and their API URLs', () => {
    const settings = paymentSettings(
      { PAYMENT_PROVIDER_BRL: 'mercadopago', PAYMENT_PROVIDER_USD: 'Stripe', ...mercadoPago, ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/' },
      site,
    );
    expect(settings.providers).toEqual({ BRL: 'mercadopago', USD: 'stripe' });
    expect(settings.mercadoPago).toEqual({ accessToken: 'APP_USR-token', webhookSecret: 'mp-secret', apiUrl: 'https://api.mercadopago.com' });
    expect(settings.stripe).toEqual({ secretKey: 'sk_test_key', webhookSecret: 'whsec_secret', apiUrl: 'http://127.0.0.1:12111' });
  });
});

describe('providers', () => {
  it('needs configurePayments first', async () => {
    vi.resetModules();
    const fresh = await import('./payment-config.server.ts');
    expect(() => fresh.providerForCurrency('BRL')).toThrow(/configurePayments/);
  });

  it('keeps one instance per provider, and answers by id only for configured ones', () => {
    configurePayments({ appUrl: 'https://editora.example/', siteSecret: 's' }, { PAYMENT_PROVIDER_BRL: 'mercadopago', ...mercadoPago });
    const brl = providerForCurrency('BRL');
    expect(brl.id).toBe('mercadopago');
    expect(providerForCurrency('BRL')).toBe(brl);
    expect(providerById('mercadopago')).toBe(brl);
    expect(providerForCurrency('USD').id).toBe('test');
    expect(providerById('test')).toBe(providerForCurrency('USD'));
    expect(providerById('stripe')).toBeNull();
    expect(providerById('paypal')).toBeNull();

    // With a real provider for both currencies, the approve-it-yourself page has no provider behind it.
    configurePayments(site, { PAYMENT_PROVIDER_BRL: 'mercadopago', PAYMENT_PROVIDER_USD: 'stripe', ...mercadoPago, ...stripe });
    expect(providerById('test')).toBeNull();
    expect(providerById('stripe')?.id).toBe('stripe');
    expect(providerById('mercadopago')).not.toBe(brl);
  });

  it('gives the approve page the secret its webhooks are checked with', async () => {
    configurePayments(site, {});
    const provider = providerForCurrency('BRL');
    const link = await provider.createPaymentLink({
      orderId: 7,
      orderNumber: '1007',
      amount: 5000,
      currency: 'BRL',
      description: 'Editora Ipê — pedido 1007',
      buyer: { email: 'a@example.com', name: 'A', surname: 'B' },
      locale: 'pt',
      expiresAt: new Date(Date.now() + 3_600_000),
      urls: { success: 's', failure: 'f', pending: 'p', notification: 'n' },
      idempotencyKey: 'k',
    });
    expect(link.url).toBe(`https://editora.example/pay/test/${link.providerRef}`);
    const webhook = buildTestWebhook({
      secret: testPaymentSecret(),
      eventId: 'e1',
      outcome: 'approved',
      orderId: 7,
      providerRef: link.providerRef,
      amount: 5000,
      currency: 'BRL',
    });
    expect(await provider.parseWebhook({ ...webhook, url: new URL('https://editora.example/webhooks/payments/test') })).toMatchObject({
      kind: 'paid',
      orderId: 7,
    });
  });
});

describe('form-action origins', () => {
  it('lists the checkout origins of the chosen providers', () => {
    expect(paymentFormActionOrigins({})).toEqual([]);
    expect(paymentFormActionOrigins({ PAYMENT_PROVIDER_BRL: 'mercadopago' })).toEqual(['https://www.mercadopago.com.br', 'https://www.mercadopago.com']);
    expect(paymentFormActionOrigins({ PAYMENT_PROVIDER_BRL: 'mercadopago', PAYMENT_PROVIDER_USD: 'stripe' })).toEqual([
      'https://www.mercadopago.com.br',
      'https://www.mercadopago.com',
      'https://checkout.stripe.com',
    ]);
    expect(paymentFormActionOrigins({ PAYMENT_PROVIDER_BRL: 'stripe', PAYMENT_PROVIDER_USD: 'stripe' })).toEqual(['https://checkout.stripe.com']);
    // Keys alone do not count: only a provider that makes links sends the browser away.
    expect(paymentFormActionOrigins({ ...stripe })).toEqual([]);
  });

  it('adds a local fake API origin where its checkout pages are', () => {
    expect(paymentFormActionOrigins({ PAYMENT_PROVIDER_USD: 'stripe', STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([
      'https://checkout.stripe.com',
      'http://127.0.0.1:12111',
    ]);
  });
});
