/**
 * Countries as ISO 3166-1 alpha-2 codes (JATS's `country/@country`, which SciELO requires), with
 * their names in Portuguese, English and Spanish from the runtime's CLDR data (Intl.DisplayNames:
 * Node and every browser carry it), so no table of names is kept by hand. `countryCode` reads a
 * name as an author types it: any of the three languages, the code itself or a common short form,
 * case and accents aside.
 */

/** The 249 officially assigned ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const COUNTRY_LANGUAGES = ['pt', 'en', 'es'] as const;
export type CountryLanguage = (typeof COUNTRY_LANGUAGES)[number];

/** Names authors write that CLDR does not give (short forms, old names, a country's best-known part). */
const ALIASES: Record<string, string> = {
  usa: 'US',
  eua: 'US',
  eeuu: 'US',
  'estados unidos da america': 'US',
  'estados unidos de america': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'gra bretanha': 'GB',
  'great britain': 'GB',
  'gran bretana': 'GB',
  inglaterra: 'GB',
  england: 'GB',
  escocia: 'GB',
  scotland: 'GB',
  'pais de gales': 'GB',
  wales: 'GB',
  holanda: 'NL',
  holland: 'NL',
  'the netherlands': 'NL',
  'republica tcheca': 'CZ',
  'czech republic': 'CZ',
  'coreia do sul': 'KR',
  'south korea': 'KR',
  'corea del sur': 'KR',
  russia: 'RU',
  'costa do marfim': 'CI',
  'ivory coast': 'CI',
  'costa de marfil': 'CI',
  suazilandia: 'SZ',
  swaziland: 'SZ',
  turkey: 'TR',
  turquia: 'TR',
};

/** A name as compared: lower case, without accents, punctuation or extra spaces. */
export function countryKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let names: Map<CountryLanguage, Map<string, string>> | null = null;
let index: Map<string, string> | null = null;

/** Each code's name in each language (CLDR's, through Intl.DisplayNames). */
function countryNames(): Map<CountryLanguage, Map<string, string>> {
  if (names) return names;
  names = new Map(
    COUNTRY_LANGUAGES.map((lang) => {
      const display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
      return [lang, new Map(COUNTRY_CODES.map((code) => [code, display.of(code) ?? code]))];
    }),
  );
  return names;
}

/** A country's name in a language (the code back when the runtime knows none). */
export function countryName(code: string, lang: string): string {
  const table = countryNames().get(COUNTRY_LANGUAGES.includes(lang as CountryLanguage) ? (lang as CountryLanguage) : 'en');
  return table?.get(code.toUpperCase()) ?? code;
}

/** Every country, sorted by its name in a language: the options of a country field. */
export function countryOptions(lang: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The ISO 3166-1 alpha-2 code of a country named in Portuguese, English or Spanish (or by its code); null when none is known. */
export function countryCode(name: string | null | undefined): string | null {
  const key = countryKey(name ?? '');
  if (!key) return null;
  if (!index) {
    index = new Map(Object.entries(ALIASES));
    for (const table of countryNames().values())
      for (const [code, countryName] of table) {
        const k = countryKey(countryName);
        if (!index.has(k)) index.set(k, code);
      }
  }
  const upper = key.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && COUNTRY_CODES.includes(upper)) return upper;
  return index.get(key) ?? null;
}
