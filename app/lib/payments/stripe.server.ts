/**
 * Stripe Checkout Sessions through the official SDK, loaded only when Stripe is configured.
 * The session is the payment link; its webhooks carry the session itself, so no extra look-up.
 */
import { localeInfo } from '../../i18n/locales.ts';
import type Stripe from 'stripe';
import {
  currencyFrom,
  orderIdFrom,
  PaymentLinkError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
} from './provider.ts';

export interface StripeOptions {
  secretKey: string;
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Another API origin, e.g. a local fake http://127.0.0.1:PORT; default Stripe's. */
  apiUrl?: string | null;
}

// Stripe accepts expires_at from 30 minutes to 24 hours after creation; keep clear of the top.
const LONGEST_SESSION_MS = (23 * 60 + 55) * 60_000;

/** The Stripe SDK, imported on first use and kept with its client. */
interface Loaded {
  StripeClass: typeof Stripe;
  client: Stripe;
}

function clientOptions(apiUrl: string | null | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false };
  if (!apiUrl) return options;
  const target = new URL(apiUrl);
  const protocol = target.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: target.hostname, port: target.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Where the session ends: the order's own expiry, within Stripe's 24 hours. When that limit
 * applies, the time is floored to the hour so that a retry with the same idempotency key sends
 * the same parameters (Stripe refuses a reused key whose parameters differ).
 */
export function sessionExpiresAt(expiresAt: Date, now = Date.now()): number {
  const latest = Math.floor((now + LONGEST_SESSION_MS) / 3_600_000) * 3_600_000;
  return Math.floor(Math.min(expiresAt.getTime(), latest) / 1000);
}

function eventKind(event: Stripe.Event, session: Stripe.Checkout.Session): PaymentEventKind {
  switch (event.type) {
    // Card payments complete paid; boleto and the like complete unpaid and settle later.
    case 'checkout.session.completed':
      return session.payment_status === 'paid' ? 'paid' : 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return 'ignored';
  }
}

export function createStripeProvider({ secretKey, webhookSecret, apiUrl }: StripeOptions): PaymentProvider {
  let loading: Promise<Loaded> | undefined;
  const stripe = () =>
    (loading ??= import('stripe').then(
      ({ default: StripeClass }) => ({ StripeClass, client: new StripeClass(secretKey, clientOptions(apiUrl)) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return {
    id: 'stripe',

    async createPaymentLink(request) {
      const orderId = String(request.orderId);
      let session: Stripe.Checkout.Session;
      try {
        const { client } = await stripe();
        session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: orderId,
            metadata: { order_id: orderId },
            payment_intent_data: { metadata: { order_id: orderId } },
            customer_email: request.buyer.email,
            locale: localeInfo[request.locale].lang,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency === 'USD' ? 'usd' : 'brl',
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: request.urls.success,
            cancel_url: request.urls.failure,
            expires_at: sessionExpiresAt(request.expiresAt),
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        throw new PaymentLinkError(`Stripe could not create a checkout session: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      if (!session.id || !session.url) throw new PaymentLinkError('Stripe answered a checkout session without an id or url');
      return { providerRef: session.id, url: session.url };
    },

    async parseWebhook({ rawBody, headers }): Promise<PaymentEvent> {
      const header = headers.get('stripe-signature');
      if (!header) throw new WebhookSignatureError('Missing Stripe-Signature header');
      const { StripeClass, client } = await stripe();
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, header, webhookSecret);
      } catch (error) {
        if (error instanceof StripeClass.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(`Stripe signature: ${error.message}`, { cause: error });
        }
        throw error;
      }
      if (!event.type.startsWith('checkout.session.')) {
        return { eventId: event.id, kind: 'ignored', orderId: null, providerRef: null, amount: null, currency: null };
      }
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        eventId: event.id,
        kind: eventKind(event, session),
        orderId: orderIdFrom(session.client_reference_id ?? session.metadata?.order_id),
        providerRef: session.id,
        amount: session.amount_total,
        currency: currencyFrom(session.currency),
      };
    },
  };
}
