/** "Tell me when it is back": the out-of-stock form's post (bounded per address, honeypot, no 5xx when the database fails). */
import { data } from 'react-router';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { isHoneypotFilled, parseForm } from '#app/lib/forms.ts';
import { log } from '#app/lib/log.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { requestStockAlert } from './stock-alerts/stock-alerts.server.ts';
import { stockAlertSchema } from './stock-alert.schema.ts';
import { AppError } from '#app/lib/app-error.ts';

export async function stockAlertAction(db: Db, formData: FormData, { formatId, ip, locale }: { formatId: number; ip: string; locale: Locale }) {
  const parsed = parseForm(stockAlertSchema, formData);
  if (!parsed.ok) return data({ status: 'invalid' as const, errors: parsed.errors, values: parsed.values }, { status: 400 });
  if (isHoneypotFilled(formData)) return { status: 'saved' as const, email: parsed.data.email };
  const limit = await hitRateLimit(db, `stock-alert:${ip}`, { limit: 10, windowSeconds: 600 });
  if (!limit.ok) {
    const minutes = Math.ceil(limit.retryAfter / 60);
    return data({ status: 'rate-limited' as const, minutes, values: parsed.values }, { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } });
  }
  let outcome;
  try {
    outcome = await requestStockAlert(db, formatId, parsed.data.email, locale);
  } catch (error) {
    log.error({ err: error }, 'stock alert could not be saved');
    return data({ status: 'failure' as const, values: parsed.values }, { status: 503 });
  }
  if (outcome === 'unknown-format') throw new AppError('invalid');
  if (outcome === 'in-stock') return { status: 'in-stock' as const };
  return { status: 'saved' as const, email: parsed.data.email };
}
