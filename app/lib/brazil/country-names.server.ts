/**
 * Countries' names, from the server's CLDR data. Only the server names them: a browser's ICU names
 * some countries otherwise ("Hong Kong" for "Hong Kong SAR China"), and a page that named them on
 * both sides would not hydrate (React #418). Pages get the names in their loader's data.
 */
import type { Locale } from '#app/i18n/locales.ts';
import { COUNTRY_CODES, isCountryCode, type CountryCode, type CountryOption } from './countries.ts';

const LOCALE_TAGS: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US' };

// Built once per locale: Intl.DisplayNames and the sorted list are costly to redo per request.
const displayNames = new Map<Locale, Intl.DisplayNames>();
const sortedOptions = new Map<Locale, readonly CountryOption[]>();

/** The country's name in the locale, from the runtime's CLDR data. */
export function countryName(code: CountryCode, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** Every country by name in the locale's alphabetical order, with Brazil first (most orders ship there). */
export function countryOptions(locale: Locale): CountryOption[] {
  let options = sortedOptions.get(locale);
  if (!options) {
    const tag = LOCALE_TAGS[locale];
    const others = COUNTRY_CODES.filter((code) => code !== 'BR')
      .map((code) => ({ code, name: countryName(code, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, tag));
    options = [{ code: 'BR', name: countryName('BR', locale) }, ...others];
    sortedOptions.set(locale, options);
  }
  return options.map((option) => ({ ...option }));
}

/** The name of a stored country, or what is stored when it is not a code of the list. */
export function countryLabel(country: string, locale: Locale): string {
  return isCountryCode(country) ? countryName(country, locale) : country;
}
