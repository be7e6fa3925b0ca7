import { decimalAmount } from '#app/lib/decimal-amount.ts';
import { PUBLISHER_TIME_ZONE } from '#app/lib/publisher-time-zone.ts';
import { localeInfo, type Locale } from './locales.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

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

/*
 * A page's first Intl object costs a phone's browser 20 to 80 ms: the locale's data loads then,
 * in the middle of hydration (issue 19). Whole numbers, and prices in the two currencies we sell
 * in, are written here without it; format.test.ts checks them against Intl, which does the rest.
 */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = { pt: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } };
const CURRENCY_PREFIX: Record<Locale, Record<string, string>> = { pt: { BRL: 'R$ ', USD: 'US$ ' }, en: { BRL: 'R$', USD: '$' } };

function groupedDigits(whole: number, locale: Locale): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, SEPARATORS[locale].group);
}

/** Money is kept in integer cents with its currency: formatMoney(123456, 'BRL', 'pt') → "R$ 1.234,56". */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  const prefix = CURRENCY_PREFIX[locale][currency];
  if (prefix !== undefined && Number.isSafeInteger(cents)) {
    const abs = Math.abs(cents);
    return `${cents < 0 ? '-' : ''}${prefix}${groupedDigits(Math.floor(abs / 100), locale)}${SEPARATORS[locale].decimal}${String(abs % 100).padStart(2, '0')}`;
  }
  // Intl puts a no-break space after "R$"; a plain space reads the same and searches better.
  return numberFormat(locale, { style: 'currency', currency })
    .format(Number(decimalAmount(cents)))
    .replace(/\u00a0/g, ' ');
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  if (Number.isSafeInteger(value) && Object.keys(options).length === 0) return `${value < 0 ? '-' : ''}${groupedDigits(Math.abs(value), locale)}`;
  return numberFormat(locale, options).format(value);
}

/** Intl.PluralRules' category for a count; whole numbers without it (see above). */
export function pluralCategory(n: number, locale: Locale): Intl.LDMLPluralRule {
  if (!Number.isSafeInteger(n)) return pluralRules(locale).select(n);
  const i = Math.abs(n);
  if (locale === 'en') return i === 1 ? 'one' : 'other';
  if (i <= 1) return 'one';
  return i % 1_000_000 === 0 ? 'many' : 'other';
}

function pluralRules(locale: Locale): Intl.PluralRules {
  const key = `p|${locale}`;
  let rules = cache.get(key) as Intl.PluralRules | undefined;
  if (!rules) cache.set(key, (rules = new Intl.PluralRules(localeInfo[locale].iso)));
  return rules;
}

/** A calendar date ('2023-05-08') is shown as that day; an instant in the publisher's time zone. */
export function formatDate(date: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const calendarDate = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const timeZone = calendarDate ? 'UTC' : PUBLISHER_TIME_ZONE;
  return dateFormat(locale, { timeZone, ...options }).format(typeof date === 'string' ? new Date(date) : date);
}
