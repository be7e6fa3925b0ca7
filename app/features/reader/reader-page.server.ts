/**
 * The reader's page: which chapter, what the reader may see of it (all, a preview, or the way to
 * buy), their bookmarks and notes, and a search of the book. Throws the redirect to where a
 * signed-in reader stopped, and 404 for an unknown book or chapter.
 */
import { redirect } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { pick } from '#app/lib/localized.ts';
import { mayRead, readerAccess } from './access.server.ts';
import { accountKept, getProgress, listBookmarks, listNotes } from './annotations.server.ts';
import { prepareChapterHtml } from './chapter-html.server.ts';
import { readerMessages } from './messages.ts';
import { hitsInWork, markTerms, snippetParts } from '#app/features/fulltext/api.server.ts';
import { firstChapter, loadChapter, loadReaderBook, neighbours } from './reader.server.ts';
import { notFound } from '#app/lib/app-error.ts';

type Reader = Parameters<typeof readerAccess>[2];

export async function readerPage(db: Db, args: { slug: string | undefined; chapter: string | undefined; url: URL; locale: Locale; user: Reader }) {
  const { locale, url, user } = args;
  const t = translator(readerMessages, locale);
  const book = args.slug ? await loadReaderBook(db, args.slug) : null;
  if (!book) throw notFound();
  const access = await readerAccess(db, book, user);
  const base = `/book/${book.slug}/read`;
  if (!args.chapter) {
    // A signed-in reader goes back to where they stopped; everyone else starts at the beginning.
    const progress = user ? await getProgress(db, user.id, book.id) : null;
    const resume =
      progress && book.chapters.some((c) => c.slug === progress.chapter) && mayRead(access, book.chapters, progress.chapter) ? progress.chapter : null;
    const target = resume ?? firstChapter(book.chapters)?.slug;
    if (!target) throw notFound();
    // At the very paragraph where the reader stopped.
    const at = resume && progress?.paragraph ? `#${progress.paragraph}` : '';
    throw redirect(localizePath(`${base}/${target}`, locale) + url.search + at);
  }
  const ref = book.chapters.find((c) => c.slug === args.chapter);
  if (!ref) throw notFound();
  const allowed = mayRead(access, book.chapters, ref.slug);
  const chapter = allowed ? await loadChapter(db, book.edition.id, ref.slug) : null;
  if (allowed && !chapter) throw notFound();
  const linear = book.chapters.filter((c) => c.linear);
  const { previous, next } = neighbours(book.chapters, ref.slug);
  const query = url.searchParams.get('panel') === 'search' ? (url.searchParams.get('q') ?? '').trim() : '';
  // A signed-in reader's room for notes and bookmarks, settings and read aloud's place come in one query.
  const [bookmarks, notes, account, results] = await Promise.all([
    user ? listBookmarks(db, user.id, book.id) : null,
    user ? listNotes(db, user.id, book.id) : null,
    user ? accountKept(db, user.id, book.id) : null,
    // Searching shows passages of every chapter: only for those who may read them all.
    // The edition's own paragraphs: a volume's papers are indexed apart too, and open on their pages.
    query && access === 'full' ? hitsInWork(db, book.id, query, { sources: ['edition'] }) : null,
  ]);
  const prepared = chapter ? prepareChapterHtml(chapter.id, chapter.html, locale, { notes: t('chapterNotes'), backToReference: t('backToReference') }) : null;
  // Opened from a search hit: the words it came for are marked in the chapter.
  const highlight = url.searchParams.get('hl') ?? '';
  const html = prepared && highlight ? await markTerms(db, prepared, book.edition.language, highlight) : prepared;
  return {
    book: {
      id: book.id,
      slug: book.slug,
      workPath: book.workPath,
      title: pick(book, 'title', locale) || book.edition.title,
      language: book.edition.language,
      cover: book.cover ?? book.edition.cover,
      toc: book.edition.toc,
      ebookSlug: book.ebookSlug,
    },
    chapters: book.chapters.map((c) => ({ slug: c.slug, title: c.title, references: c.references })),
    chapter: { slug: ref.slug, title: ref.title, html, hasHeading: html ? /<h1[\s>]/i.test(html) : false },
    place: { n: linear.findIndex((c) => c.slug === ref.slug) + 1, total: linear.length },
    first: firstChapter(book.chapters)?.slug ?? ref.slug,
    previous: previous?.slug ?? null,
    next: next?.slug ?? null,
    preview: access === 'preview',
    blocked: !allowed,
    annotations: bookmarks && notes && account ? { bookmarks, notes, room: account.room } : null,
    /** The account's reading settings and read aloud's place in this book (null for visitors, or never saved). */
    account: account ? { settings: account.settings, aloud: account.aloud } : null,
    search: results
      ? { q: query, results: results.map((r) => ({ chapter: r.partKey, title: r.partTitle, anchor: r.anchor, snippet: snippetParts(r.snippet) })) }
      : null,
  };
}

export type ReaderPageData = Awaited<ReturnType<typeof readerPage>>;
