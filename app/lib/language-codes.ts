/** The languages' codes the metadata standards want, from our ISO 639-1 codes, and back. */

/** The BCP 47 tag of a text in one of our ISO 639-1 codes (a PDF's or an element's language): pt → pt-BR. */
export const languageTag = (code: string): string => (code === 'pt' ? 'pt-BR' : code);

/** ISO 639-2/B (bibliographic): MARC 21 and ONIX. */
export const ISO_639_2B: Record<string, string> = { pt: 'por', en: 'eng', es: 'spa', fr: 'fre', de: 'ger', it: 'ita' };

/** ISO 639-3 (the terminology codes for these languages): Dublin Core in OAI-PMH. */
export const ISO_639_3: Record<string, string> = { pt: 'por', en: 'eng', es: 'spa', fr: 'fra', de: 'deu', it: 'ita' };

/** Our code for a three-letter code of either list, or null. */
export function fromThreeLetterCode(code: string): string | null {
  const lower = code.toLowerCase();
  for (const table of [ISO_639_2B, ISO_639_3]) {
    const found = Object.entries(table).find(([, three]) => three === lower);
    if (found) return found[0];
  }
  return null;
}
