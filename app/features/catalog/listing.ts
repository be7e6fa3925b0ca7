import { publications } from '#app/lib/db/schema.ts';
import { workNameColumns } from './work-columns.ts';

/** The columns a work needs to appear in a listing (catalog, home, related works): see CatalogItem. */
export const listingColumns = {
  ...workNameColumns,
  cover: publications.cover,
  coverWidth: publications.coverWidth,
  coverHeight: publications.coverHeight,
  year: publications.year,
  openAccess: publications.openAccess,
  available: publications.available,
  minPriceBrl: publications.minPriceBrl,
};
