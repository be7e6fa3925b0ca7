import { publications } from '#app/lib/db/schema.ts';

/** The columns a work needs to appear in a listing (catalog, home, related works): see CatalogItem. */
export const listingColumns = {
  id: publications.id,
  type: publications.type,
  slug: publications.slug,
  titlePt: publications.titlePt,
  titleEn: publications.titleEn,
  subtitlePt: publications.subtitlePt,
  subtitleEn: publications.subtitleEn,
  contributors: publications.contributors,
  cover: publications.cover,
  coverWidth: publications.coverWidth,
  coverHeight: publications.coverHeight,
  year: publications.year,
  openAccess: publications.openAccess,
  available: publications.available,
  minPriceBrl: publications.minPriceBrl,
};
