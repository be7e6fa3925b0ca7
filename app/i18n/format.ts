import { localeInfo, type Locale } from './locales.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(localeInfo[locale].iso, options)));
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(localeInfo[locale].iso, options)));
  return format;
}

/** Money is kept in integer cents with its currency: formatMoney(123456, 'BRL', 'pt') → "R$ 1.234,56". */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  // Intl puts a no-break space after "R$"; a plain space reads the same and searches better.
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100).replace(/\u00a0/g, ' ');
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A calendar date ('2023-05-08') is shown as that day; an instant in the publisher's time zone. */
export function formatDate(date: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const calendarDate = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const timeZone = calendarDate ? 'UTC' : 'America/Sao_Paulo';
  return dateFormat(locale, { timeZone, ...options }).format(typeof date === 'string' ? new Date(date) : date);
}
