/**
 * schema.org descriptions for search engines (JSON-LD): a Book with one workExample per
 * format (each with its ISBN and Offer), and a Product + Offer for a format's store page.
 */
import type { Locale } from '#app/i18n/locales.ts';
import type { Contributor, formats as formatsTable } from '#app/lib/db/schema.ts';
import { fullName } from '#app/lib/scholarly/contributors.ts';
import { licenseUrl } from './license.ts';
import { pick, pickList } from '#app/lib/localized.ts';
import { availability, shownPrice } from './pricing.ts';

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

const PUBLISHER = { '@type': 'Organization', name: 'Editora Ipê' };

const person = (c: Contributor) => ({
  '@type': 'Person',
  name: fullName(c),
  givenName: c.given,
  familyName: c.family,
  ...(c.orcid ? { sameAs: `https://orcid.org/${c.orcid}` } : {}),
  ...(c.affiliation ? { affiliation: { '@type': 'Organization', name: c.affiliation } } : {}),
});

function offer(format: Format, openAccess: boolean, url: string) {
  const price = shownPrice(format, 'pt', openAccess);
  if (price.kind === 'not-for-sale') return undefined;
  return {
    '@type': 'Offer',
    url,
    price: price.kind === 'free' ? '0' : (price.cents / 100).toFixed(2),
    priceCurrency: price.kind === 'free' ? 'BRL' : price.currency,
    availability: availability(format) === 'out-of-stock' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
  };
}

/** EPUB Accessibility metadata, as schema.org properties of the book (same names). */
interface BookAccessibility {
  accessModes: string[];
  accessModesSufficient: string[];
  features: string[];
  hazards: string[];
  summary: string;
}

export function bookJsonLd(book: { work: WorkForJsonLd; formats: Format[] }, locale: Locale, url: string, image?: string, accessibility?: BookAccessibility | null) {
  const { work } = book;
  const origin = new URL(url).origin;
  const by = (roles: Contributor['role'][]) => work.contributors.filter((c) => roles.includes(c.role)).map(person);
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': url,
    url,
    name: pick(work, 'title', locale),
    ...(pick(work, 'subtitle', locale) ? { alternativeHeadline: pick(work, 'subtitle', locale) } : {}),
    description: pick(work, 'abstract', locale) || undefined,
    keywords: pickList(work, locale).join(', ') || undefined,
    author: by(['author']),
    editor: by(['editor', 'organizer']),
    translator: by(['translator']),
    inLanguage: work.language,
    datePublished: work.publishedOn ?? undefined,
    numberOfPages: work.pages ?? undefined,
    bookEdition: String(work.edition),
    publisher: PUBLISHER,
    image,
    isAccessibleForFree: work.openAccess,
    ...(work.license ? { license: licenseUrl(work.license) } : {}),
    ...(work.doi ? { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: work.doi }, sameAs: `https://doi.org/${work.doi}` } : {}),
    ...(accessibility
      ? {
          accessMode: accessibility.accessModes,
          accessModeSufficient: accessibility.accessModesSufficient.map((modes) => ({ '@type': 'ItemList', itemListElement: modes.split(','), description: modes })),
          accessibilityFeature: accessibility.features,
          accessibilityHazard: accessibility.hazards,
          accessibilitySummary: accessibility.summary,
        }
      : {}),
    workExample: book.formats.map((format) => ({
      '@type': 'Book',
      '@id': `${origin}/product/${format.slug}`,
      bookFormat: format.kind === 'ebook' ? 'https://schema.org/EBook' : 'https://schema.org/Paperback',
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
    brand: PUBLISHER,
    image,
    ...(format.weightGrams ? { weight: { '@type': 'QuantitativeValue', value: format.weightGrams, unitCode: 'GRM' } } : {}),
    offers: offer(format, work.openAccess, url),
  };
}
