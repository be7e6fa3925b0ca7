/** The account page's reading card: books read online (last read first) and the way to My library. */
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { BookInProgress } from '../annotations.server.ts';
import { libraryMessages } from '../library-messages.ts';
import { readerMessages } from '../messages.ts';

export function BooksInProgress({ books }: { books: BookInProgress[] }) {
  const t = useT(readerMessages);
  const l = useT(libraryMessages);
  const locale = useLocale();
  if (!books.length) {
    return (
      <section aria-labelledby="my-library" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="my-library" className="text-xl font-semibold">
          {l('accountCard')}
        </h2>
        <p className="mt-1 text-muted">{l('accountCardLead')}</p>
        <Link to="/account/library" className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
          {l('openLibrary')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="books-in-progress" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="books-in-progress" className="text-xl font-semibold">
        {t('inProgressTitle')}
      </h2>
      <p className="mt-1 text-muted">{t('inProgressLead')}</p>
      <ul className="mt-4 divide-y divide-line">
        {books.map((book) => {
          const title = (locale === 'en' ? book.titleEn || book.titlePt : book.titlePt || book.titleEn) || t('untitled');
          return (
            <li key={book.publicationId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <Link to={`/book/${book.slug}/read/${book.chapter}${book.paragraph ? `#${book.paragraph}` : ''}`} className="font-medium text-brand underline">
                  {title}
                </Link>
                <span className="block text-sm text-muted">
                  {t('inProgressItem', { chapter: book.chapterTitle, date: formatDate(book.updatedAt, locale, { dateStyle: 'medium' }) })}
                </span>
              </div>
              <progress max={1} value={book.position} aria-label={title} className="h-2 w-24 accent-brand" />
            </li>
          );
        })}
      </ul>
      <Link to="/account/library" className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline">
        {l('openLibrary')}
      </Link>
    </section>
  );
}
