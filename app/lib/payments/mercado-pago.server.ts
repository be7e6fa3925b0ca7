/**
 * Mercado Pago Checkout Pro over its REST API: a preference is the payment link; a webhook only
 * says "payment N changed", so after checking its signature we ask GET /v1/payments/N for the
 * truth (status, amount, external_reference).
 */
import {
  currencyFrom,
  orderIdFrom,
  PaymentLinkError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
} from './provider.ts';
import { decimalAmount } from '../money.ts';
import { hmacHex, sameHex, signatureParts } from './hmac.server.ts';

export interface MercadoPagoOptions {
  accessToken: string;
  /** The "secret signature" of the application's Webhooks settings in Mercado Pago. */
  webhookSecret: string;
  apiUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Per request; Mercado Pago sometimes hangs rather than failing. */
  timeoutMs?: number;
}

const STATUS_KINDS = new Map<string, PaymentEventKind>([
  ['approved', 'paid'],
  ['rejected', 'failed'],
  ['cancelled', 'failed'],
  // Refunds and chargebacks are handled by hand in the admin; they must not reopen an order.
  ['refunded', 'ignored'],
  ['charged_back', 'ignored'],
  ['pending', 'pending'],
  ['in_process', 'pending'],
  ['authorized', 'pending'],
]);

/** ISO 8601 with milliseconds and a numeric offset: the form Mercado Pago's examples use. */
function mpDate(date: Date): string {
  return date.toISOString().replace(/Z$/, '+00:00');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A short excerpt of an error answer (its message, not whatever else it echoes back). */
async function failureText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    return [body.error, body.message]
      .filter((part) => typeof part === 'string')
      .join(': ')
      .slice(0, 300);
  } catch {
    return text.slice(0, 200);
  }
}

export function createMercadoPagoProvider({
  accessToken,
  webhookSecret,
  apiUrl = 'https://api.mercadopago.com',
  fetch = globalThis.fetch,
  timeoutMs = 15_000,
}: MercadoPagoOptions): PaymentProvider {
  const base = apiUrl.replace(/\/+$/, '');

  async function fetchPayment(paymentId: string) {
    let response: Response;
    try {
      response = await fetch(`${base}/v1/payments/${encodeURIComponent(paymentId)}`, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(`Mercado Pago could not be reached for payment ${paymentId}: ${describe(error)}`, { cause: error });
    }
    // Not a signature problem: a plain error, so the webhook answers 5xx and Mercado Pago retries.
    if (!response.ok) throw new Error(`Mercado Pago answered ${response.status} for payment ${paymentId}: ${await failureText(response)}`);
    return (await response.json()) as {
      id?: number | string;
      status?: string;
      external_reference?: string | null;
      transaction_amount?: number;
      currency_id?: string;
      preference_id?: string | null;
    };
  }

  return {
    id: 'mercadopago',

    async createPaymentLink(request) {
      if (request.currency !== 'BRL') throw new PaymentLinkError(`Mercado Pago takes BRL only, not ${request.currency}`);
      const expires = mpDate(request.expiresAt);
      const body = {
        items: [{ title: request.description, quantity: 1, unit_price: Number(decimalAmount(request.amount)), currency_id: 'BRL' }],
        payer: { email: request.buyer.email, name: request.buyer.name, surname: request.buyer.surname },
        external_reference: String(request.orderId),
        notification_url: request.urls.notification,
        back_urls: { success: request.urls.success, failure: request.urls.failure, pending: request.urls.pending },
        auto_return: 'approved',
        expires: true,
        expiration_date_to: expires,
        // Boleto and Pix have their own deadline; without it they stay payable after the order expired.
        date_of_expiration: expires,
        metadata: { order_id: request.orderId },
      };
      let response: Response;
      let answer: { id?: unknown; init_point?: unknown };
      try {
        response = await fetch(`${base}/checkout/preferences`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${accessToken}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'X-Idempotency-Key': request.idempotencyKey,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new PaymentLinkError(`Mercado Pago refused the preference (${response.status}): ${await failureText(response)}`);
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        if (error instanceof PaymentLinkError) throw error;
        throw new PaymentLinkError(`Mercado Pago could not be reached: ${describe(error)}`, { cause: error });
      }
      if (typeof answer.id !== 'string' || !answer.id || typeof answer.init_point !== 'string' || !/^https?:\/\//.test(answer.init_point)) {
        throw new PaymentLinkError('Mercado Pago answered a preference without an id or init_point');
      }
      return { providerRef: answer.id, url: answer.init_point };
    },

    async parseWebhook({ rawBody, headers, url }): Promise<PaymentEvent> {
      let body: { type?: unknown; topic?: unknown; data?: { id?: unknown } } = {};
      try {
        const parsed: unknown = JSON.parse(rawBody);
        if (parsed && typeof parsed === 'object') body = parsed as typeof body;
      } catch {
        // The signature covers the query string and headers, not the body: an odd body is no reason to refuse.
      }
      const rawId = url.searchParams.get('data.id') ?? (typeof body.data?.id === 'string' || typeof body.data?.id === 'number' ? String(body.data.id) : '');
      // Mercado Pago signs alphanumeric ids in lower case.
      const dataId = /^[a-z0-9]+$/i.test(rawId) ? rawId.toLowerCase() : rawId;

      const signature = headers.get('x-signature');
      const requestId = headers.get('x-request-id');
      const parts = signatureParts(signature ?? '');
      const ts = parts.get('ts');
      const v1 = parts.get('v1');
      if (!dataId || !requestId || !ts || !v1) throw new WebhookSignatureError('Mercado Pago notification without data.id, x-request-id or x-signature ts/v1');
      const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
      if (!sameHex(v1, hmacHex(webhookSecret, manifest))) throw new WebhookSignatureError('Mercado Pago x-signature does not match');

      const type =
        url.searchParams.get('type') ?? url.searchParams.get('topic') ?? [body.type, body.topic].find((value) => typeof value === 'string') ?? 'unknown';
      if (type !== 'payment') {
        return { eventId: `mp:${type}:${dataId}`, kind: 'ignored', orderId: null, providerRef: null, amount: null, currency: null };
      }

      const payment = await fetchPayment(dataId);
      const status = typeof payment.status === 'string' ? payment.status : 'unknown';
      return {
        eventId: `mp:${payment.id ?? dataId}:${status}`,
        kind: STATUS_KINDS.get(status) ?? 'ignored',
        orderId: orderIdFrom(payment.external_reference),
        providerRef: typeof payment.preference_id === 'string' && payment.preference_id ? payment.preference_id : null,
        amount: typeof payment.transaction_amount === 'number' ? Math.round(payment.transaction_amount * 100) : null,
        currency: currencyFrom(payment.currency_id),
      };
    },
  };
}
