/**
 * Integer cents as the decimal amount feeds and payment APIs take: 123456 → "1234.56", 30 →
 * "0.30", -5 → "-0.05". The one place cents become decimals, in integers (no float rounding).
 * A module of its own (lib/money.ts re-exports it): every page's formatting (i18n/format.ts) needs
 * it, and only the forms need money.ts's parser, which would otherwise ride in the chunk every page loads.
 */
export function decimalAmount(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
