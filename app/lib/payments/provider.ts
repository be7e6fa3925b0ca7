/**
 * What checkout needs from a payment provider: a link where the buyer pays, and the provider's
 * signed notifications turned into one event shape. Adapters: offline-provider.server.ts (offline, id "test", the
 * default), mercado-pago.server.ts (Checkout Pro, BRL), stripe.server.ts (Checkout Sessions, BRL or USD).
 */

export type Currency = 'BRL' | 'USD';
export type ProviderId = 'test' | 'mercadopago' | 'stripe';

export interface PaymentRequest {
  /** Our order id; sent as external_reference / client_reference_id / metadata. */
  orderId: number;
  /** Shown to the buyer, e.g. "1042". */
  orderNumber: string;
  /** Integer cents, the order's total. */
  amount: number;
  currency: Currency;
  /** e.g. "Editora Ipê — pedido 1042". */
  description: string;
  buyer: { email: string; name: string; surname: string };
  locale: 'pt' | 'en';
  /** When the order expires unpaid. */
  expiresAt: Date;
  urls: { success: string; failure: string; pending: string; notification: string };
  /** Ours; the same key must never create two links. */
  idempotencyKey: string;
}

export interface PaymentLink {
  providerRef: string;
  url: string;
}

export interface WebhookInput {
  rawBody: string;
  headers: Headers;
  url: URL;
}

export type PaymentEventKind = 'paid' | 'failed' | 'expired' | 'pending' | 'ignored';

export interface PaymentEvent {
  /** Stable per provider event, used to make webhooks idempotent. */
  eventId: string;
  kind: PaymentEventKind;
  orderId: number | null;
  /** The preference / checkout session / test payment id. */
  providerRef: string | null;
  /** Cents, as the provider reports what was paid. */
  amount: number | null;
  currency: Currency | null;
}

export interface PaymentProvider {
  readonly id: ProviderId;
  /** Throws PaymentLinkError. */
  createPaymentLink(request: PaymentRequest): Promise<PaymentLink>;
  /**
   * Throws WebhookSignatureError on a bad or missing signature. Any other error (the provider
   * could not be asked about the payment) means "try again later": answer 5xx so it resends.
   */
  parseWebhook(input: WebhookInput): Promise<PaymentEvent>;
}

/** The provider was unreachable, answered non-2xx, or answered something unusable. */
export class PaymentLinkError extends Error {
  override name = 'PaymentLinkError';
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Our order ids are positive integers; anything else coming back from a provider is not ours. */
export function orderIdFrom(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function currencyFrom(value: unknown): Currency | null {
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  return code === 'BRL' || code === 'USD' ? code : null;
}
