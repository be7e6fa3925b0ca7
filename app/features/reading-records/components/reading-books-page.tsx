import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { booksWithReaders } from '../report.server.ts';
import { readingMessages } from '../messages.ts';
import { formatCount } from './reading-report.tsx';

/** The staff's list of books read online in the last 30 days, each with its reader count and a link to its report. */
export function ReadingBooksPage({ books }: { books: Awaited<ReturnType<typeof booksWithReaders>> }) {
  const t = useT(readingMessages);
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-serif text-3xl font-semibold">{t('readingRecords')}</h1>
      <p className="max-w-3xl text-muted">{t('listLead')}</p>
      {books.length === 0 ? (
        <p className="rounded-md border border-line bg-surface p-6">{t('noBooks')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="stacked-table w-full text-left">
            <caption className="p-3 text-left text-lg font-semibold">{t('booksCaption')}</caption>
            <thead className="border-b border-line">
              <tr>
                <th scope="col" className="p-3">
                  {t('book')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('readers30')}
                </th>
              </tr>
            </thead>
            <tbody>
              {books.map((book) => (
                <tr key={book.publicationId} className="border-b border-line last:border-0">
                  <th data-label={t('book')} scope="row" className="p-3 font-medium">
                    <Link to={`/admin/reading/${book.publicationId}`} className="text-brand underline" aria-label={t('reportFor', { title: book.title })}>
                      {book.title}
                    </Link>
                  </th>
                  <td data-label={t('readers30')} className="p-3 text-right tabular-nums">
                    {formatCount(book.readers, locale, t)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
