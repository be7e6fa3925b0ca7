import { localizePath, type Locale } from '#app/i18n/locales.ts';

/** A post's address in its own language: /blog/{slug} or /en/blog/{slug}. */
export const postPath = (locale: Locale, slug: string) => localizePath(`/blog/${slug}`, locale);

/** A category's page in a language (its slug differs by language). */
export const categoryPath = (locale: Locale, slug: string) => localizePath(`/blog/category/${slug}`, locale);
