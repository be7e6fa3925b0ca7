/** "Tell me when it is back": the out-of-stock form's post (bounded per address, honeypot, no 5xx when the database fails; decision 0044's one outcome). */
import type { Locale } from '#app/i18n/locales.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, withHeaders, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { isHoneypotFilled, parseForm } from '#app/lib/forms.ts';
import { log } from '#app/lib/log.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import type { productMessages } from './product-messages.ts';
import { requestStockAlert } from './stock-alerts/stock-alerts.server.ts';
import { stockAlertSchema } from './stock-alert.schema.ts';
import { AppError } from '#app/lib/app-error.ts';

export const STOCK_ALERT_FORM = 'stock-alert';
type StockAlertKey = KeyOf<typeof productMessages>;
/** `notifySaved` (the form gives way to its notice) and `notifyInStock` are accepted; the rest refused. */
export type StockAlertState = FormState<StockAlertKey, typeof STOCK_ALERT_FORM>;

export async function stockAlertAction(
  db: Db,
  formData: FormData,
  { formatId, ip, locale }: { formatId: number; ip: string; locale: Locale },
): Promise<Outcome<StockAlertKey, typeof STOCK_ALERT_FORM>> {
  const parsed = parseForm(stockAlertSchema, formData);
  if (!parsed.ok) return refused<StockAlertKey, typeof STOCK_ALERT_FORM>(STOCK_ALERT_FORM, parsed.values, parsed.errors, undefined);
  if (isHoneypotFilled(formData)) return done(STOCK_ALERT_FORM, 'notifySaved', { params: { email: parsed.data.email } });
  const limit = await hitRateLimit(db, `stock-alert:${ip}`, { limit: 10, windowSeconds: 600 });
  if (!limit.ok) {
    const tooMany = refused(STOCK_ALERT_FORM, parsed.values, {}, 'tooMany', { params: { minutes: Math.ceil(limit.retryAfter / 60) } }, 429);
    return withHeaders(tooMany, { 'Retry-After': String(limit.retryAfter) });
  }
  let outcome;
  try {
    outcome = await requestStockAlert(db, formatId, parsed.data.email, locale);
  } catch (error) {
    log.error({ err: error }, 'stock alert could not be saved');
    return refused(STOCK_ALERT_FORM, parsed.values, {}, 'failure', {}, 503);
  }
  if (outcome === 'unknown-format') throw new AppError('invalid');
  if (outcome === 'in-stock') return done(STOCK_ALERT_FORM, 'notifyInStock');
  return done(STOCK_ALERT_FORM, 'notifySaved', { params: { email: parsed.data.email } });
}
