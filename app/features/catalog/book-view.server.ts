/**
 * What a book's page shows, written out in the page's language: every label, price, date and
 * reference is text here, so the page itself is markup and its messages, the pricing rules and the
 * formatters never reach the browser (issue 19's budget for the book page).
 */
import type { Locale } from '#app/i18n/locales.ts';
import { localeInfo } from '#app/i18n/locales.ts';
import { formatDate, formatMoney } from '#app/i18n/format.ts';
import { translator } from '#app/i18n/messages.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { bothLanguages, pick } from '#app/lib/localized.ts';
import { hasOriginalTexts, workTitle } from '#app/lib/multilingual.ts';
import { textsByLanguage } from '#app/lib/language-texts.ts';
import { citeExportPath } from '#app/features/scholarly/api.ts';
import { fullName, joinNames } from '#app/features/scholarly/api.ts';
import { doiUrl, orcidUrl } from '#app/features/scholarly/api.ts';
import type { BookPageData } from './work-page.server.ts';
import { availability, shownPrice } from './pricing.ts';
import { workMessages } from './work-messages.ts';

const ROLES = ['author', 'organizer', 'editor', 'translator'] as const;

/** A text in one language, marked with it. */
export interface LangText {
  lang: string;
  text: string;
}

export interface BookView {
  text: Record<
    | 'breadcrumb'
    | 'catalog'
    | 'books'
    | 'abstract'
    | 'keywords'
    | 'details'
    | 'subjects'
    | 'contents'
    | 'chapterAbstract'
    | 'citeChapter'
    | 'formats'
    | 'related',
    string
  >;
  title: string;
  subtitle: string;
  /** The title in the other language, when it differs. */
  otherTitle: LangText | null;
  /** "Coleção: Design e sociedade". */
  collection: string | null;
  coverAlt: string;
  contributors: { role: string; people: { name: string; orcid: { href: string; label: string } | null; affiliation: string | null }[] }[];
  /** Open access: what it means here, and the free files. */
  openAccess: { title: string; text: string; files: { href: string; label: string }[] } | null;
  /** The formats to buy (a free ebook is in the downloads instead). */
  offers: { id: number; name: string; price: string; availability: string; outOfStock: boolean; link: { to: string; label: string } | null }[];
  /** Headings show when there are two. */
  abstracts: (LangText & { heading: string; paragraphs: string[] })[];
  keywords: LangText[];
  details: { term: string; value: string; href?: string; rel?: string }[];
  subjects: { to: string; name: string }[];
  /** A chapter's title in its own language when the book's is neither Portuguese nor English (its `lang` then set). */
  chapters: { id: number; title: string; titleLang: string | null; byline: string; abstracts: LangText[]; doi: string | null; bibtex: string; ris: string }[];
}

const iso = (locale: Locale) => localeInfo[locale].iso;
/** A text's `lang`: the locale's tag for Portuguese and English, else the language's code. */
const tagOf = (lang: string) => (lang === 'pt' || lang === 'en' ? iso(lang) : lang);

export function bookView(book: Omit<BookPageData, 'citable' | 'citeView'>, locale: Locale): BookView {
  const t = translator(workMessages, locale);
  const { work, formats, chapters, subjects, collection } = book;
  const title = pick(work, 'title', locale);
  const other = locale === 'pt' ? 'en' : 'pt';
  const otherTitle = pick(work, 'title', other);
  const formatName = (kind: 'print' | 'ebook') => t(`format.${kind}`);
  const isbns = formats.filter((f) => f.isbn).map((f) => ({ term: t('isbn', { format: formatName(f.kind) }), value: f.isbn! }));
  const openAccessFiles = work.openAccess
    ? formats
        .filter((f) => f.kind === 'ebook')
        .flatMap((f) =>
          (['epub', 'pdf'] as const)
            .filter((file) => (file === 'epub' ? f.epubFile : f.pdfFile))
            .map((file) => ({ href: `/download/${f.slug}/${file}`, label: t('download', { file: file.toUpperCase() }) })),
        )
    : [];
  return {
    text: {
      breadcrumb: t('breadcrumb'),
      catalog: t('catalog'),
      books: t('books'),
      abstract: t('abstract'),
      keywords: t('keywords'),
      details: t('details'),
      subjects: t('subjects'),
      contents: t('contents'),
      chapterAbstract: t('chapterAbstract'),
      citeChapter: t('citeChapter'),
      formats: t('formats'),
      related: t('related'),
    },
    title,
    subtitle: pick(work, 'subtitle', locale),
    otherTitle: otherTitle && otherTitle !== title ? { lang: iso(other), text: otherTitle } : null,
    collection: collection ? `${t('collection')}: ${locale === 'pt' ? collection.namePt : collection.nameEn}` : null,
    coverAlt: t('coverOf', { title }),
    contributors: ROLES.map((role) => ({
      role: t(`role.${role}`),
      people: work.contributors
        .filter((c) => c.role === role)
        .map((person) => ({
          name: fullName(person),
          orcid: person.orcid ? { href: orcidUrl(person.orcid), label: t('orcid', { name: fullName(person) }) } : null,
          affiliation: person.affiliation ?? null,
        })),
    })).filter((group) => group.people.length),
    openAccess: openAccessFiles.length ? { title: t('openAccessTitle'), text: t('openAccessText'), files: openAccessFiles } : null,
    offers: formats
      .map((format) => ({ format, price: shownPrice(format, locale, work.openAccess) }))
      .filter(({ format, price }) => !(format.kind === 'ebook' && price.kind === 'free'))
      .map(({ format, price }) => {
        const state = availability(format);
        const outOfStock = state === 'out-of-stock' || state === 'no-file';
        return {
          id: format.id,
          name: formatName(format.kind),
          price: price.kind === 'price' ? formatMoney(price.cents, price.currency, locale) : price.kind === 'free' ? t('free') : t('notForSale'),
          availability: t(`availability.${state}`, { count: format.stock ?? 0 }),
          outOfStock,
          link:
            price.kind === 'not-for-sale' || state === 'no-file'
              ? null
              : { to: `/product/${format.slug}`, label: outOfStock ? t('seeFormatOut') : t('seeFormat', { format: formatName(format.kind).toLowerCase() }) },
        };
      }),
    abstracts: bothLanguages(work, 'abstract').map((a) => ({
      lang: iso(a.locale),
      text: a.text,
      heading: t('abstractIn', { language: t(`languageName.${a.locale}`) }),
      paragraphs: a.text.split(/\n{2,}/),
    })),
    keywords: [
      ...(work.keywordsPt.length ? [{ lang: iso('pt'), text: work.keywordsPt.join('; ') }] : []),
      ...(work.keywordsEn.length ? [{ lang: iso('en'), text: work.keywordsEn.join('; ') }] : []),
    ],
    details: [
      ...(work.publishedOn ? [{ term: t('published'), value: formatDate(work.publishedOn, locale, { year: 'numeric', month: 'long' }) }] : []),
      { term: t('edition'), value: t('editionNumber', { edition: work.edition }) },
      ...(work.pages ? [{ term: t('pages'), value: t('pagesCount', { pages: work.pages }) }] : []),
      { term: t('language'), value: t(`language.${work.language as 'pt' | 'en' | 'es'}`) },
      ...isbns,
      ...(work.doi ? [{ term: t('doi'), value: doiUrl(work.doi), href: doiUrl(work.doi) }] : []),
      work.license
        ? { term: t('license'), value: work.license.replace(/-/g, ' '), href: licenseUrl(work.license), rel: 'license' }
        : { term: t('license'), value: t('allRights') },
    ],
    subjects: subjects.map((s) => ({ to: `/catalog/books?subject=${s.slug}`, name: locale === 'pt' ? s.namePt : s.nameEn })),
    chapters: chapters.map((chapter) => {
      const names = joinNames(chapter.contributors.map(fullName), locale);
      const pages = chapter.firstPage ? t('chapterPages', { first: chapter.firstPage, last: chapter.lastPage ?? chapter.firstPage }) : '';
      const texts = { ...chapter, language: work.language };
      const title = workTitle(texts, locale);
      return {
        id: chapter.id,
        title: title.text,
        titleLang: hasOriginalTexts(title.lang) ? title.lang : null,
        byline: [names, pages].filter(Boolean).join(' · '),
        abstracts: textsByLanguage(texts)
          .filter((a) => a.abstract)
          .map((a) => ({ lang: tagOf(a.lang), text: a.abstract })),
        doi: chapter.doi,
        bibtex: citeExportPath('chapter', chapter.id, 'bibtex', locale),
        ris: citeExportPath('chapter', chapter.id, 'ris', locale),
      };
    }),
  };
}
