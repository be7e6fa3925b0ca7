import type { Locale } from '#app/i18n/locales.ts';

export interface PricedFormat {
  kind: 'print' | 'ebook';
  priceBrl: number | null;
  priceUsd: number | null;
  stock: number | null;
}

export type ShownPrice = { kind: 'free' } | { kind: 'price'; cents: number; currency: 'BRL' | 'USD' } | { kind: 'not-for-sale' };

/**
 * The price a reader sees: reais on the Portuguese site; dollars on the English one when the
 * work has a dollar price (international buyers pay in USD), else reais. Open-access ebooks are free.
 */
export function shownPrice(format: PricedFormat, locale: Locale, openAccess: boolean): ShownPrice {
  if (format.kind === 'ebook' && openAccess) return { kind: 'free' };
  if (locale === 'en' && format.priceUsd !== null) return format.priceUsd === 0 ? { kind: 'free' } : { kind: 'price', cents: format.priceUsd, currency: 'USD' };
  if (format.priceBrl !== null) return format.priceBrl === 0 ? { kind: 'free' } : { kind: 'price', cents: format.priceBrl, currency: 'BRL' };
  return { kind: 'not-for-sale' };
}

export type Availability = 'in-stock' | 'low-stock' | 'out-of-stock' | 'digital' | 'no-file';

/** A format's files: an ebook is delivered as its EPUB or PDF. */
export interface FormatFiles {
  epubFile: string | null;
  pdfFile: string | null;
}

/** An ebook with neither file has nothing to sell or read yet: it is shown, never offered. */
export const hasFile = (format: FormatFiles) => format.epubFile !== null || format.pdfFile !== null;

/** "Only N left" below this many copies. */
export const LOW_STOCK = 5;

export function availability(format: Pick<PricedFormat, 'kind' | 'stock'> & FormatFiles): Availability {
  if (format.kind === 'ebook') return hasFile(format) ? 'digital' : 'no-file';
  const stock = format.stock ?? 0;
  if (stock <= 0) return 'out-of-stock';
  return stock <= LOW_STOCK ? 'low-stock' : 'in-stock';
}
