/** Titles and descriptions of the journal pages, and the meta of their error pages. */
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { pick } from '#app/lib/localized.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { shellMessages } from '#app/i18n/shell-messages.ts';
import { localeFromPath, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translate, translator } from '#app/i18n/messages.ts';
import { summary } from '#app/lib/scholarly/format.ts';
import { journalMessages } from './messages.ts';

type Key = keyof (typeof journalMessages)['pt'];

/** A page that failed (404 for an unknown journal, issue or article): its title, never indexed. */
export function errorMeta(error: unknown, pathname: string): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return pageMeta({ title: translate(shellMessages, localeFromPath(pathname), status === 404 ? 'notFoundTitle' : 'errorTitle'), noindex: true });
}

/** "Página · Revista", and a description naming the journal. */
export function journalPageMeta(args: {
  journal: { titlePt: string | null; titleEn: string | null };
  pathname: string;
  page?: Key;
  /** A title of its own (an issue's label), instead of `page`. */
  pageTitle?: string;
  description: Key;
  params?: Record<string, string>;
  /** The work's own text (an about, an abstract) describes it better than the generic sentence. */
  descriptionText?: string;
}): MetaDescriptor[] {
  const locale = localeFromPath(args.pathname);
  const t = translator(journalMessages, locale);
  const name = pick(args.journal, 'title', locale);
  const page = args.pageTitle ?? (args.page ? t(args.page) : '');
  const slug = /^(?:\/en)?\/journal\/([^/]+)/.exec(args.pathname)?.[1];
  return [
    ...pageMeta({
      title: page ? t('pageTitle', { page, journal: name }) : name,
      description: summary(args.descriptionText || t(args.description, { journal: name, ...args.params })),
    }),
    // Feed readers find the journal's newest articles from any of its pages.
    ...(slug ? [{ tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: t('feedLink', { journal: name }), href: localizePath(`/journal/${slug}/feed.xml`, locale) } as MetaDescriptor] : []),
  ];
}

export const localeOf = (pathname: string): Locale => localeFromPath(pathname);
