import { redirect } from 'react-router';
import type { Route } from './+types/book';
import { BookPage } from '#app/features/catalog/api.ts';
import { MarcLinks } from '#app/features/libraries/api.ts';
import { marcLinksWords } from '#app/features/libraries/api.server.ts';
import { bookView, bookJsonLd, bookPage } from '#app/features/catalog/api.server.ts';
import {
  continueReading,
  accessibilityHtml,
  accessibilitySummary,
  readOnlineWords,
  readingRightFor,
  editionAccessibility,
  hasCurrentEdition,
} from '#app/features/reader/api.server.ts';
import { AccessibilitySummary, ReadOnline } from '#app/features/reader/api.ts';
import type { RouteHandle } from '#app/features/shell/api.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pick } from '#app/lib/localized.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { citationMetaTags, jsonLdMeta } from '#app/features/scholarly/api.server.ts';
import { primaryAccessibility } from '#app/features/scholarly/api.ts';
import { PublicGroups } from '#app/features/reading-groups/api.ts';
import { publicGroupsOnWorkPage } from '#app/features/reading-groups/api.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { requestLink } from '#app/features/accessible-versions/api.server.ts';

export const handle: RouteHandle = { smoothScroll: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // "/book" alone is the books catalog.
  if (!params.slug) throw redirect(localizePath('/catalog/books', locale));
  const book = await bookPage(db(), params.slug, locale, config().appUrl);
  if (!book) throw notFound();
  // The online reader: offered when the book has an edition to read; "continue" where the reader stopped.
  const user = context.get(sessionContext)?.user;
  const hasEdition = await hasCurrentEdition(db(), book.work.id);
  const progress = hasEdition && user ? await continueReading(db(), user.id, book.work.id) : null;
  const reader = hasEdition
    ? {
        progress,
        words: readOnlineWords(locale, progress),
        // Without a right to read the whole book, the way in is its free preview.
        preview: !(await readingRightFor(db(), book.work, user)),
      }
    : null;
  // Open public reading groups, for a signed-in reader who may read the whole book.
  const groups = user && reader && !reader.preview ? await publicGroupsOnWorkPage(db(), user, book.work.id, locale) : null;
  // The ebook's accessibility, as its file states it (EPUB Accessibility 1.1): shown and in the JSON-LD;
  // every work's page says it, "no information" where no file states it.
  // A PDF-only ebook says what its PDF stated when uploaded (scholarly: primaryAccessibility).
  const { metadata: accessibility, source } = primaryAccessibility({ epub: hasEdition ? await editionAccessibility(db(), book.work.id) : null, pdf: book.pdf });
  // The page's words, prices and dates are written here, and its head too: the client loads no builder.
  const { work } = book;
  const meta = [
    ...pageMeta({ title: pick(work, 'title', locale), description: pick(work, 'abstract', locale).slice(0, 300), image: book.shareImageUrl, type: 'book' }),
    ...citationMetaTags(book.citable),
    jsonLdMeta(bookJsonLd(book, book.citable, book.coverUrl, accessibility)),
  ];
  return {
    work: { id: work.id, slug: work.slug, cover: work.cover, coverWidth: work.coverWidth, coverHeight: work.coverHeight },
    view: bookView(book, locale),
    citation: book.citeView,
    related: book.related,
    reader,
    groups,
    // The words of the page's parts outside the catalogue's view, written here: the browser loads no table for them.
    marcWords: marcLinksWords(locale),
    accessibleVersion: requestLink(work.id, locale),
    accessibility: accessibilityHtml(accessibilitySummary(accessibility, locale, { pdf: book.pdf, source })),
    meta,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BookRoute({ loaderData }: Route.ComponentProps) {
  const { work, reader, accessibility } = loaderData;
  return (
    <BookPage
      view={loaderData.view}
      cover={work}
      citation={loaderData.citation}
      related={loaderData.related}
      readOnline={
        reader ? (
          <>
            <ReadOnline slug={work.slug} publicationId={work.id} progress={reader.progress} preview={reader.preview} words={reader.words} />
            {loaderData.groups ? <PublicGroups {...loaderData.groups} /> : null}
          </>
        ) : undefined
      }
      accessibility={<AccessibilitySummary html={accessibility} />}
      accessibleVersion={loaderData.accessibleVersion}
      librarians={
        loaderData.view.openAccess || loaderData.view.offers.length ? <MarcLinks base={`/book/${work.slug}`} words={loaderData.marcWords} /> : undefined
      }
    />
  );
}
