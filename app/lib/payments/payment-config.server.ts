/**
 * Which provider takes each currency, and their keys, from the environment (read once, at
 * start-up, by configurePayments). A provider chosen without its keys stops the server at start
 * rather than failing on the first order.
 */
import { createMercadoPagoProvider, type MercadoPagoOptions } from './mercado-pago.server.ts';
import { hmacHex } from './hmac.server.ts';
import type { Currency, PaymentProvider, ProviderId } from './provider.ts';
import { createStripeProvider, type StripeOptions } from './stripe.server.ts';
import { createTestProvider, type TestProviderOptions } from './offline-provider.server.ts';

const PROVIDER_IDS: readonly ProviderId[] = ['test', 'mercadopago', 'stripe'];
const CURRENCIES: Record<Currency, { variable: string; accepts: readonly ProviderId[] }> = {
  BRL: { variable: 'PAYMENT_PROVIDER_BRL', accepts: ['test', 'mercadopago', 'stripe'] },
  // Mercado Pago's Checkout Pro in Brazil charges reais only.
  USD: { variable: 'PAYMENT_PROVIDER_USD', accepts: ['test', 'stripe'] },
};

/** Where the browser goes after the checkout form posts; the CSP form-action must allow them. */
const FORM_ACTION_ORIGINS: Record<ProviderId, readonly string[]> = {
  test: [],
  mercadopago: ['https://www.mercadopago.com.br', 'https://www.mercadopago.com'],
  stripe: ['https://checkout.stripe.com'],
};

export interface PaymentSettings {
  providers: Record<Currency, ProviderId>;
  test: TestProviderOptions;
  /** Set when both its keys are, whether or not a currency uses it (late webhooks still arrive). */
  mercadoPago: Required<Pick<MercadoPagoOptions, 'accessToken' | 'webhookSecret' | 'apiUrl'>> | null;
  stripe: (StripeOptions & { apiUrl: string | null }) | null;
}

function chosenProvider(env: NodeJS.ProcessEnv, currency: Currency): ProviderId {
  const { variable, accepts } = CURRENCIES[currency];
  const value = (env[variable] || 'test').trim().toLowerCase();
  if (!accepts.includes(value as ProviderId)) {
    throw new Error(`${variable} must be one of ${accepts.join(', ')}, got "${env[variable]}"`);
  }
  return value as ProviderId;
}

function apiUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  const url = URL.parse(raw);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) URL such as https://api.example.com, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Both keys, none (null), or a start-up error naming what is missing and why it is needed. */
function keys<const N extends string>(env: NodeJS.ProcessEnv, label: string, names: readonly N[], chosenFor: Currency[]): Record<N, string> | null {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length && !chosenFor.length) return null;
  if (missing.length) {
    const why = chosenFor.length
      ? `${chosenFor.map((currency) => CURRENCIES[currency].variable).join(' and ')} chose ${label}`
      : `${label} is partly configured`;
    throw new Error(`${why}: set ${missing.join(', ')} as well${chosenFor.length ? '' : `, or unset every ${label} key`}.`);
  }
  return Object.fromEntries(names.map((name) => [name, env[name]!])) as Record<N, string>;
}

/** Reads and checks the payment settings; throws a message fit for the start-up log. */
export function paymentSettings(env: NodeJS.ProcessEnv, { appUrl, siteSecret }: { appUrl: string; siteSecret: string }): PaymentSettings {
  const providers: Record<Currency, ProviderId> = { BRL: chosenProvider(env, 'BRL'), USD: chosenProvider(env, 'USD') };
  const chosenFor = (id: ProviderId) => (Object.keys(providers) as Currency[]).filter((currency) => providers[currency] === id);

  const mp = keys(env, 'Mercado Pago', ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'], chosenFor('mercadopago'));
  const mpApiUrl = apiUrl(env, 'MERCADOPAGO_API_URL');
  const stripe = keys(env, 'Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], chosenFor('stripe'));
  const stripeApiUrl = apiUrl(env, 'STRIPE_API_URL');

  return {
    providers,
    test: {
      appUrl: new URL(appUrl).origin,
      // Its own key, derived from the site's, so nobody has to set one.
      secret: env.TEST_PAYMENT_SECRET || hmacHex(siteSecret, 'editora payments: test provider signing key'),
    },
    mercadoPago: mp && {
      accessToken: mp.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: mp.MERCADOPAGO_WEBHOOK_SECRET,
      apiUrl: mpApiUrl ?? 'https://api.mercadopago.com',
    },
    stripe: stripe && { secretKey: stripe.STRIPE_SECRET_KEY, webhookSecret: stripe.STRIPE_WEBHOOK_SECRET, apiUrl: stripeApiUrl },
  };
}

/**
 * The origins to add to the CSP form-action list for the providers chosen in env. A pure function
 * of env so that server/security.ts, which cannot import app code, can mirror it. An API URL
 * override (a local fake) is added too: its checkout pages live there.
 */
export function paymentFormActionOrigins(env: NodeJS.ProcessEnv): string[] {
  const chosen = new Set([env.PAYMENT_PROVIDER_BRL, env.PAYMENT_PROVIDER_USD].map((value) => (value || 'test').trim().toLowerCase()));
  const origins: string[] = [];
  for (const id of PROVIDER_IDS) {
    if (!chosen.has(id)) continue;
    origins.push(...FORM_ACTION_ORIGINS[id]);
    const override = id === 'mercadopago' ? env.MERCADOPAGO_API_URL : id === 'stripe' ? env.STRIPE_API_URL : undefined;
    const origin = override ? URL.parse(override)?.origin : undefined;
    if (origin && origin !== 'null') origins.push(origin);
  }
  return [...new Set(origins)];
}

let settings: PaymentSettings | undefined;
const instances = new Map<ProviderId, PaymentProvider>();

/**
 * Reads the environment once and keeps the result for the process; call it at start-up (so a
 * missing key stops the server there) with the public origin and the site's secret
 * (authSecret(config().dataDir)). Calling it again replaces the settings (tests).
 */
export function configurePayments(options: { appUrl: string; siteSecret: string }, env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const next = paymentSettings(env, options);
  settings = next;
  instances.clear();
  return next;
}

function current(): PaymentSettings {
  if (!settings) throw new Error('Payments are not configured: call configurePayments({ appUrl, siteSecret }) at start-up');
  return settings;
}

function create(id: ProviderId, s: PaymentSettings): PaymentProvider | null {
  switch (id) {
    case 'test':
      // Only while a currency uses it: otherwise its approve page would be a way to pay for free.
      return Object.values(s.providers).includes('test') ? createTestProvider(s.test) : null;
    case 'mercadopago':
      return s.mercadoPago && createMercadoPagoProvider(s.mercadoPago);
    case 'stripe':
      return s.stripe && createStripeProvider(s.stripe);
  }
}

/** The provider for a webhook route's :provider, or null when unknown or not configured. */
export function providerById(id: string): PaymentProvider | null {
  if (!PROVIDER_IDS.includes(id as ProviderId)) return null;
  const s = current();
  const cached = instances.get(id as ProviderId);
  if (cached) return cached;
  const provider = create(id as ProviderId, s);
  if (provider) instances.set(provider.id, provider);
  return provider;
}

/** The provider that takes payments in this currency (as chosen by PAYMENT_PROVIDER_*). */
export function providerForCurrency(currency: Currency): PaymentProvider {
  const id = current().providers[currency];
  const provider = providerById(id);
  // paymentSettings has already checked the chosen provider's keys; this cannot be null.
  if (!provider) throw new Error(`The ${id} payment provider is chosen for ${currency} but not configured`);
  return provider;
}

/** The test provider's signing secret, for the approve/decline page's buildTestWebhook. */
export function testPaymentSecret(): string {
  return current().test.secret;
}
