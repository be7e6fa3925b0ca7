/** Amounts people type into forms, read as integer cents (the one money parser), and shown back. */
import type { Locale } from '#app/i18n/locales.ts';
import { decimalAmount } from './decimal-amount.ts';

export { decimalAmount };

/**
 * Money typed as "250,00", "250.00", "1.234,56", "1,234.56" or "250" → integer cents;
 * null when it is not an amount. A single separator followed by one or two digits is the
 * decimal one; groups of three are thousands.
 */
export function parseMoney(value: string): number | null {
  const text = value.trim().replace(/^(?:R\$|US\$|\$)\s*/, '');
  let units: string;
  let fraction = '';
  if (/^\d+$/.test(text)) units = text;
  else {
    const decimal = /^(\d+)[.,](\d{1,2})$/.exec(text);
    const grouped = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(text);
    if (decimal) [, units = '', fraction = ''] = decimal;
    else if (grouped && (!grouped[3] || grouped[3] !== grouped[2])) {
      units = grouped[1]!.replace(/[.,]/g, '');
      fraction = grouped[4] ?? '';
    } else return null;
  }
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0') || 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents back into what the form shows: "250,00" in Portuguese, "250.00" in English. */
export function moneyInput(cents: number | null | undefined, locale: Locale): string {
  if (cents === null || cents === undefined) return '';
  const text = decimalAmount(cents);
  return locale === 'pt' ? text.replace('.', ',') : text;
}
