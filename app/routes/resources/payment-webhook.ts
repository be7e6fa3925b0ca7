import type { Route } from './+types/payment-webhook';
import { handlePaymentWebhook } from '#app/features/orders/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { tryReadText } from '#app/lib/request-body.server.ts';

/**
 * POST /api/webhooks/{test|mercadopago|stripe}: the providers' notifications. The raw body is read
 * as sent (Stripe signs those bytes); the adapter checks the signature before anything is applied.
 * Exempt from the same-origin guard (server/http.ts) since the providers' servers call it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response('Method not allowed.', { status: 405 });
  const body = await tryReadText(request, 256 * 1024);
  if (!body.ok) return new Response(body.status === 413 ? 'Too large.' : 'Bad request.', { status: body.status });
  const result = await handlePaymentWebhook(db(), params.provider, { rawBody: body.text, headers: request.headers, url: new URL(request.url) });
  if (result.status === 200) wakeJobRunner();
  return new Response(result.body, { status: result.status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export function loader() {
  return new Response('Method not allowed.', { status: 405, headers: { Allow: 'POST' } });
}
