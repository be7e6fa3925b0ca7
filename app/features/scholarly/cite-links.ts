import type { Locale } from '#app/i18n/locales.ts';
import type { CitableWork } from './citation-types.ts';

/** The citation export files, served by the resource route /cite/:kind/:id/:format. */
export const citeFormats = ['bibtex', 'ris'] as const;
export type CiteFormat = (typeof citeFormats)[number];

export const isCiteFormat = (value: unknown): value is CiteFormat => citeFormats.includes(value as CiteFormat);

/**
 * One address for both languages (a resource, not a page); `?lang=en` gives the English title and
 * the /en page's URL inside the file, as on the page it was downloaded from.
 */
export function citeExportPath(kind: CitableWork['kind'], id: number, format: CiteFormat, locale: Locale): string {
  return `/cite/${kind}/${id}/${format}${locale === 'en' ? '?lang=en' : ''}`;
}
