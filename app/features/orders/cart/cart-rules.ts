/**
 * The cart's rules that need no database: which currency a cart is priced in, what each line
 * costs now, and what stops it from going to checkout. Prices are never stored in the cart;
 * every view and every order reads the catalog's current ones.
 */
import type { Locale } from '#app/i18n/locales.ts';
import type { Currency } from '#app/lib/payments/provider.ts';

/** Printed copies one order may take of one book (a bookshop's order goes through contact). */
export const MAX_COPIES = 20;

/** A format of a work (printed book, ebook) or a course, as the cart prices it. */
export interface CartFormat {
  formatId: number | null;
  courseId?: number | null;
  kind: 'print' | 'ebook' | 'course';
  priceBrl: number | null;
  priceUsd: number | null;
  stock: number | null;
  openAccess: boolean;
  published: boolean;
  /** False for an ebook with no EPUB or PDF yet: nothing to deliver, so not for sale. */
  deliverable: boolean;
}

export type LineProblem = 'unavailable' | 'out-of-stock' | 'not-enough-stock' | 'not-in-currency';

export interface PricedLine {
  formatId: number | null;
  courseId: number | null;
  digital: boolean;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** Copies on hand, for printed books. */
  stock: number | null;
  problem: LineProblem | null;
}

/** Ebooks and courses are delivered online: one copy, no shipping. */
export const isDigital = (format: Pick<CartFormat, 'kind'>) => format.kind !== 'print';

/** Why a format cannot be put in a cart at all, or null when it can. */
export function notForSaleReason(format: CartFormat): 'unavailable' | 'free' | null {
  if (!format.published || !format.deliverable) return 'unavailable';
  // Open-access ebooks are downloaded for free from the book page.
  if (format.kind === 'ebook' && format.openAccess) return 'free';
  if (format.priceBrl === null && format.priceUsd === null) return 'unavailable';
  if ((format.priceBrl ?? 0) === 0 && (format.priceUsd ?? 0) === 0) return 'free';
  return null;
}

export function priceIn(format: Pick<CartFormat, 'priceBrl' | 'priceUsd'>, currency: Currency): number | null {
  return currency === 'BRL' ? format.priceBrl : format.priceUsd;
}

/**
 * Buyers identified with a CPF pay in reais; others in dollars when every item has a dollar
 * price. Before identification the page's language decides (English reads dollars). A cart with
 * an item sold only in reais is priced in reais for everyone.
 */
export function cartCurrency(formats: Pick<CartFormat, 'priceBrl' | 'priceUsd'>[], who: { idType?: 'cpf' | 'cnpj' | 'foreign'; locale: Locale }): Currency {
  const wantsUsd = who.idType ? who.idType === 'foreign' : who.locale === 'en';
  if (wantsUsd && formats.every((format) => format.priceUsd !== null && format.priceUsd > 0)) return 'USD';
  return 'BRL';
}

/** The quantity a line may hold: digital items one; printed books 1 to MAX_COPIES. */
export function clampQuantity(format: Pick<CartFormat, 'kind'>, wanted: number): number {
  if (isDigital(format)) return 1;
  if (!Number.isFinite(wanted)) return 1;
  return Math.min(MAX_COPIES, Math.max(1, Math.trunc(wanted)));
}

export function priceLine(format: CartFormat, quantity: number, currency: Currency): PricedLine {
  const digital = isDigital(format);
  const unitPrice = priceIn(format, currency);
  let problem: LineProblem | null = null;
  if (notForSaleReason(format)) problem = 'unavailable';
  else if (unitPrice === null || unitPrice <= 0) problem = 'not-in-currency';
  else if (!digital && (format.stock ?? 0) <= 0) problem = 'out-of-stock';
  else if (!digital && quantity > (format.stock ?? 0)) problem = 'not-enough-stock';
  const price = unitPrice ?? 0;
  return {
    formatId: format.formatId,
    courseId: format.courseId ?? null,
    digital,
    quantity,
    unitPrice: price,
    lineTotal: price * quantity,
    stock: digital ? null : format.stock,
    problem,
  };
}
