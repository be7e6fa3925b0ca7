/**
 * "Temporarily out of stock — e-mail me when available": a request per format and address,
 * mailed once when the format's stock goes above zero again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { localeInfo, isLocale, localizePath } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { formats, publications, stockAlerts } from '#app/lib/db/schema.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { catalogMailMessages } from './stock-alert-messages.ts';
import { pick } from '#app/lib/localized.ts';

export type StockAlertOutcome = 'saved' | 'in-stock' | 'unknown-format';

export async function requestStockAlert(db: Db, formatId: number, email: string, locale: Locale): Promise<StockAlertOutcome> {
  const [format] = await db.select({ stock: formats.stock, kind: formats.kind }).from(formats).where(eq(formats.id, formatId));
  if (!format || format.kind !== 'print') return 'unknown-format';
  if ((format.stock ?? 0) > 0) return 'in-stock';
  // Asking twice keeps one request (and its language is the latest one asked in).
  await db
    .insert(stockAlerts)
    .values({ formatId, email: email.toLowerCase(), locale })
    .onConflictDoUpdate({ target: [stockAlerts.formatId, stockAlerts.email], set: { locale, notifiedAt: null } });
  return 'saved';
}

/**
 * Call in the transaction that changed a format's stock: when it is above zero, every pending
 * request is mailed (queued in the same transaction) and marked, so each is mailed once.
 */
export async function notifyStockAlerts(tx: Db, formatId: number): Promise<number> {
  const [format] = await tx
    .select({ stock: formats.stock, kind: formats.kind, slug: formats.slug, titlePt: publications.titlePt, titleEn: publications.titleEn })
    .from(formats)
    .innerJoin(publications, eq(publications.id, formats.publicationId))
    .where(eq(formats.id, formatId));
  if (!format || (format.stock ?? 0) <= 0) return 0;
  const pending = await tx
    .update(stockAlerts)
    .set({ notifiedAt: new Date() })
    .where(and(eq(stockAlerts.formatId, formatId), isNull(stockAlerts.notifiedAt)))
    .returning({ email: stockAlerts.email, locale: stockAlerts.locale });
  for (const alert of pending) {
    const locale: Locale = isLocale(alert.locale) ? alert.locale : 'pt';
    const t = translator(catalogMailMessages, locale);
    const title = pick(format, 'title', locale);
    const formatName = t(format.kind === 'print' ? 'formatPrint' : 'formatEbook');
    const mail = renderMail(
      {
        title: t('stockTitle', { title }),
        paragraphs: [t('stockBody', { title, format: formatName })],
        action: { label: t('stockAction'), url: config().appUrl + localizePath(`/product/${format.slug}`, locale) },
        footer: [t('stockWhy')],
      },
      localeInfo[locale].iso,
    );
    await queueMail(tx, { to: alert.email, subject: t('stockSubject', { title }), ...mail });
  }
  return pending.length;
}
