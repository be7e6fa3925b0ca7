import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, pluralCategory } from './format.ts';
import { localeInfo, locales } from './locales.ts';

// format.ts writes whole numbers, prices in reais and dollars and plural categories without
// Intl (a browser's first Intl object is slow to make): they must read exactly as Intl's.
const samples = [
  ...Array.from({ length: 2100 }, (_, i) => i - 50),
  9_999,
  10_000,
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  1_000_001,
  2_000_000,
  12_345_678,
  1_000_000_000,
  -1_000_000,
  -1_234_567,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

describe('formatting without Intl', () => {
  for (const locale of locales) {
    const iso = localeInfo[locale].iso;

    it(`writes prices in BRL, USD and other currencies as Intl does (${locale})`, () => {
      for (const currency of ['BRL', 'USD', 'EUR']) {
        const intl = new Intl.NumberFormat(iso, { style: 'currency', currency });
        for (const cents of samples.filter((n) => Math.abs(n) < 1e15)) {
          expect(formatMoney(cents, currency, locale)).toBe(intl.format(cents / 100).replace(/\u00a0/g, ' '));
        }
      }
    });

    it(`writes whole numbers as Intl does, and the rest through it (${locale})`, () => {
      const intl = new Intl.NumberFormat(iso);
      for (const n of samples) expect(formatNumber(n, locale)).toBe(intl.format(n));
      for (const n of [0.5, -1234.5678, 1e21]) expect(formatNumber(n, locale)).toBe(intl.format(n));
      expect(formatNumber(0.25, locale, { style: 'percent' })).toBe(new Intl.NumberFormat(iso, { style: 'percent' }).format(0.25));
    });

    it(`chooses the plural category Intl chooses (${locale})`, () => {
      const intl = new Intl.PluralRules(iso);
      for (const n of [...samples, 0.5, 1.5, 2.5, -1.5]) expect(pluralCategory(n, locale), String(n)).toBe(intl.select(n));
    });
  }
});
