import { useLocation } from 'react-router';
import { fallbackLocale, localeFromPath, type Locale } from './locales.ts';

/**
 * A feature's messages: Portuguese defines the keys, English must have exactly the same keys
 * (the type checker refuses a missing or extra key; a unit test checks every catalogue again,
 * including the {placeholders}).
 */
export interface Catalog<K extends string = string> {
  pt: Record<K, string>;
  en: Record<K, string>;
}

export function defineMessages<const K extends string>(pt: Record<K, string>, en: Record<NoInfer<K>, string>): Catalog<K> {
  return { pt, en };
}

/** The message keys of a catalogue. */
export type KeyOf<C extends Catalog> = keyof C['pt'] & string;

export type Params = Record<string, string | number>;

export function translate<K extends string>(catalog: Catalog<K>, locale: Locale, key: K, params?: Params): string {
  const text = catalog[locale][key] ?? catalog[fallbackLocale][key] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;
}

export type Translator<K extends string> = (key: K, params?: Params) => string;

export function translator<K extends string>(catalog: Catalog<K>, locale: Locale): Translator<K> {
  return (key, params) => translate(catalog, locale, key, params);
}

/** The locale of the page being shown; works in error boundaries too. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useT<K extends string>(catalog: Catalog<K>): Translator<K> {
  return translator(catalog, useLocale());
}
