import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFormActionOrigins } from '#app/lib/payments/payment-config.server.ts';
import { contentSecurityPolicy, malformedAddressGuard, crossOriginGuard, paymentOrigins, securityHeaders, canonicalPathRedirect } from './security.ts';

let base = '';
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ production: true, https: true }));
  app.use(crossOriginGuard({ appUrl: 'https://editora.example', exempt: ['/api/webhooks/'] }));
  app.use(malformedAddressGuard());
  app.use(canonicalPathRedirect());
  app.all('/{*any}', (_req, res) => res.send('ok'));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('content security policy', () => {
  it('allows scripts only by nonce in production, never inline', () => {
    const csp = contentSecurityPolicy('abc', { production: true, https: true });
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy('abc', { production: true, https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('adds HSTS under https', async () => {
    const response = await fetch(`${base}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends only our origin as the Referer, to other sites and to our own requests alike (a reset link’s token stays in its page)', async () => {
    const response = await fetch(`${base}/recover/a-token`);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin');
  });
});

describe('payment pages in form-action', () => {
  const envs: NodeJS.ProcessEnv[] = [
    {},
    { PAYMENT_PROVIDER_BRL: 'mercadopago', PAYMENT_PROVIDER_USD: 'stripe' },
    { PAYMENT_PROVIDER_BRL: 'stripe', STRIPE_API_URL: 'http://127.0.0.1:12111/v1' },
    { PAYMENT_PROVIDER_BRL: 'MercadoPago ', MERCADOPAGO_API_URL: 'http://127.0.0.1:9999' },
  ];
  it('lists the same origins as the payment settings', () => {
    for (const env of envs) expect(paymentOrigins(env)).toEqual(paymentFormActionOrigins(env));
  });
  it('lets the checkout redirect to the chosen providers only', () => {
    const policy = contentSecurityPolicy('n', { production: true, https: true, formActionOrigins: paymentOrigins(envs[1]!) });
    expect(policy).toContain("form-action 'self' https://www.mercadopago.com.br https://www.mercadopago.com https://checkout.stripe.com;");
    expect(contentSecurityPolicy('n', { production: true, https: true })).toContain("form-action 'self';");
  });
});

describe('cross-origin guard', () => {
  const post = (path: string, headers: Record<string, string>) => fetch(`${base}${path}`, { method: 'POST', headers, body: 'x=1' });

  it('refuses a post from another site', async () => {
    expect((await post('/contact', { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/contact', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post('/contact', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://editora.example' })).status).toBe(403);
  });

  it('accepts our own origin, clients that say nothing, and signed webhooks', async () => {
    expect((await post('/contact', { Origin: 'https://editora.example', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await post('/contact', {})).status).toBe(200);
    expect((await post('/api/webhooks/stripe', { Origin: 'https://stripe.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
    expect((await fetch(`${base}/contact`, { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('control characters in the address', () => {
  it.each(['/catalog?q=%00', '/search?q=a%0Db', '/book/%1b', '/catalog?q=%7F'])('answers %s with 400', async (path) => {
    expect((await fetch(`${base}${path}`)).status).toBe(400);
  });
  it('lets ordinary escapes through', async () => {
    expect((await fetch(`${base}/catalog?q=caf%C3%A9%20com%20p%C3%A3o`)).status).toBe(200);
    expect((await fetch(`${base}/book/caf%C3%A9%2Fx`)).status).toBe(200);
  });
});

describe('broken percent-escapes in the path', () => {
  it.each(['/book/%E0%A4%A', '/catalog/%zz', '/book/%', '/en/blog/%ff'])('answers %s with 400 and says why', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('percent-escape');
  });
});

describe('one address per page', () => {
  it('a trailing slash answers 301 to the address without it, keeping the query, and never to another site', async () => {
    const get = (path: string) => fetch(base + path, { redirect: 'manual' });
    let response = await get('/catalog/?q=design');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/catalog?q=design');
    response = await get('/en/faq//');
    expect(response.headers.get('location')).toBe('/en/faq');
    response = await get('//evil.example/');
    expect(response.headers.get('location')).toBe('/evil.example');
    expect((await get('/')).status).toBe(200);
    expect((await get('/catalog')).status).toBe(200);
    expect((await fetch(base + '/catalog/', { method: 'POST', redirect: 'manual', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });
});

describe('capitals in the leading word', () => {
  it('answer 301 to the lower-cased section; later segments (codes, tokens) keep their case', async () => {
    const get = (path: string) => fetch(base + path, { redirect: 'manual' });
    let response = await get('/Catalog?q=Design');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/catalog?q=Design');
    response = await get('/EN/Blog/Some-Post');
    expect(response.headers.get('location')).toBe('/en/blog/Some-Post');
    expect((await get('/certificate/ABCDE-12345')).status).toBe(200);
    expect((await get('/recover/AbCdEf')).status).toBe(200);
    expect((await get('/en/book/x')).status).toBe(200);
  });
});
