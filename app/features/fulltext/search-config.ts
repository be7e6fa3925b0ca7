/** The text search configuration of a language (see drizzle/0002_catalog.sql): stemming and accents per language. */
export type SearchConfig = 'ipe_pt' | 'ipe_en' | 'ipe_simple';

export function searchConfig(language: string): SearchConfig {
  const primary = language.toLowerCase().split('-')[0];
  return primary === 'pt' ? 'ipe_pt' : primary === 'en' ? 'ipe_en' : 'ipe_simple';
}
