import type { MetaDescriptor } from 'react-router';
import { localeInfo, locales, type Locale } from '#app/i18n/locales.ts';

type Match = { id: string; loaderData?: unknown } | undefined;

/**
 * hreflang alternates for a page whose address differs by language (a post, a category): the
 * shell's alternates assume one path in both languages, so these pages draw their own.
 */
export function alternateLinks(matches: readonly Match[], paths: Partial<Record<Locale, string>> | null): MetaDescriptor[] {
  if (!paths) return [];
  const appUrl = (matches.find((m) => m?.id === 'root')?.loaderData as { appUrl?: string } | undefined)?.appUrl ?? '';
  const links: MetaDescriptor[] = [];
  for (const locale of locales) {
    const path = paths[locale];
    if (path) links.push({ tagName: 'link', rel: 'alternate', hrefLang: localeInfo[locale].iso, href: appUrl + path });
  }
  const fallback = paths.pt ?? paths.en;
  if (fallback) links.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: appUrl + fallback });
  return links;
}
