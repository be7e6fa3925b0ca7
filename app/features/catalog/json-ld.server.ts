/**
 * schema.org descriptions for search engines (JSON-LD): a Book with one workExample per
 * format (each with its ISBN and Offer), and a Product + Offer for a format's store page.
 */
import type { Locale } from '#app/i18n/locales.ts';
import type { Contributor, formats as formatsTable } from '#app/lib/db/schema.ts';
import type { CitableWork } from '#app/features/scholarly/api.ts';
import { person, scholarlyJsonLd } from '#app/features/scholarly/api.server.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { decimalAmount } from '#app/lib/money.ts';
import { pick } from '#app/lib/localized.ts';
import { availability, shownPrice } from './pricing.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { accessibilityJsonLd, type AccessibilityMetadata } from '#app/features/scholarly/api.ts';

type Format = typeof formatsTable.$inferSelect;

interface WorkForJsonLd {
  titlePt: string | null;
  titleEn: string | null;
  subtitlePt: string | null;
  subtitleEn: string | null;
  abstractPt: string | null;
  abstractEn: string | null;
  keywordsPt: string[];
  keywordsEn: string[];
  contributors: Contributor[];
  language: string;
  publishedOn: string | null;
  pages: number | null;
  doi: string | null;
  license: string | null;
  openAccess: boolean;
  edition: number;
}

/** The press as schema.org sees it: its name, logo and pages elsewhere. */
function publisherOrganization() {
  const press = currentPress();
  return { '@type': 'Organization', name: press.name, ...(press.logo ? { logo: press.logo } : {}), ...(press.social.length ? { sameAs: press.social } : {}) };
}

function offer(format: Format, openAccess: boolean, url: string) {
  const price = shownPrice(format, 'pt', openAccess);
  const state = availability(format);
  if (price.kind === 'not-for-sale' || state === 'no-file') return undefined;
  return {
    '@type': 'Offer',
    url,
    price: price.kind === 'free' ? '0' : decimalAmount(price.cents),
    priceCurrency: price.kind === 'free' ? 'BRL' : price.currency,
    availability: state === 'out-of-stock' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
  };
}

/**
 * The book as the scholarly feature describes any work (authors, editors, date, DOI, keywords…), with what
 * a bookstore adds: its cover, licence, accessibility, and one workExample per format with its
 * ISBN and Offer.
 */
export function bookJsonLd(
  book: { work: WorkForJsonLd; formats: Format[] },
  citable: CitableWork,
  image?: string,
  accessibility?: AccessibilityMetadata | null,
) {
  const { work } = book;
  const origin = new URL(citable.url).origin;
  const translators = work.contributors.filter((c) => c.role === 'translator');
  return {
    ...scholarlyJsonLd(citable),
    translator: translators.length ? translators.map(person) : undefined,
    numberOfPages: work.pages ?? undefined,
    image,
    isAccessibleForFree: work.openAccess,
    ...(work.license ? { license: licenseUrl(work.license) } : {}),
    ...accessibilityJsonLd(accessibility ?? null),
    workExample: book.formats.map((format) => ({
      '@type': 'Book',
      '@id': `${origin}/product/${format.slug}`,
      bookFormat: format.kind === 'ebook' ? 'https://schema.org/EBook' : 'https://schema.org/Paperback',
      inLanguage: citable.language,
      isbn: format.isbn ?? undefined,
      offers: offer(format, work.openAccess, `${origin}/product/${format.slug}`),
    })),
  };
}

export function productJsonLd(work: Pick<WorkForJsonLd, 'titlePt' | 'titleEn' | 'openAccess'>, format: Format, locale: Locale, url: string, image?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: pick(work, 'title', locale),
    sku: format.isbn ?? format.slug,
    ...(format.isbn ? { gtin13: format.isbn.replace(/[^0-9]/g, '') } : {}),
    brand: publisherOrganization(),
    image,
    ...(format.weightGrams ? { weight: { '@type': 'QuantitativeValue', value: format.weightGrams, unitCode: 'GRM' } } : {}),
    offers: offer(format, work.openAccess, url),
  };
}
