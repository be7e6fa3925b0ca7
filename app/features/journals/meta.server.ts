/** Titles and descriptions of the journal pages, written by their loaders: the browser never loads these words. */
import type { MetaDescriptor } from 'react-router';
import { localeFromPath, localizePath } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { pick } from '#app/lib/localized.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { summary } from '#app/features/scholarly/api.ts';
import { issueLabel } from './issue-labels.ts';
import { journalHeadMessages } from './head-messages.ts';
import { journalMessages } from './messages.ts';

type Description =
  | 'journalDescription'
  | 'aboutDescription'
  | 'currentDescription'
  | 'archiveDescription'
  | 'issueDescription'
  | 'guidelinesDescription'
  | 'submissionDescription';
type Page = 'navAbout' | 'navCurrent' | 'navArchive' | 'navGuidelines' | 'navSubmission';

/** "Página · Revista", a description naming the journal, and the journal's feed. */
export function journalPageMeta(args: {
  journal: { titlePt: string | null; titleEn: string | null };
  /** The page's address (the request's). */
  url: string;
  page?: Page;
  /** A title of its own (an issue's label, an article's title), instead of `page`. */
  pageTitle?: string;
  description: Description;
  params?: Record<string, string>;
  /** The work's own text (an about, an abstract) describes it better than the generic sentence. */
  descriptionText?: string;
}): MetaDescriptor[] {
  const { pathname } = new URL(args.url);
  const locale = localeFromPath(pathname);
  const t = translator(journalHeadMessages, locale);
  const name = pick(args.journal, 'title', locale);
  const page = args.pageTitle ?? (args.page ? translator(journalMessages, locale)(args.page) : '');
  const slug = /^(?:\/en)?\/journal\/([^/]+)/.exec(pathname)?.[1];
  return [
    ...pageMeta({
      title: page ? t('pageTitle', { page, journal: name }) : name,
      description: summary(args.descriptionText || t(args.description, { journal: name, ...args.params })),
    }),
    // Feed readers find the journal's newest articles from any of its pages.
    ...(slug
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/atom+xml',
            title: t('feedLink', { journal: name }),
            href: localizePath(`/journal/${slug}/feed.xml`, locale),
          } as MetaDescriptor,
        ]
      : []),
  ];
}

/** "v. 3, n. 2 (2025)" in the language of the page at `url`. */
export const issueLabelIn = (url: string, issue: { volume: number; number: number; year: number }): string =>
  issueLabel(translator(journalMessages, localeFromPath(new URL(url).pathname)), issue);
