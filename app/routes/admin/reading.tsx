import type { Route } from './+types/reading';
import { formatCount, readingMessages } from '#app/features/reading-records/api.ts';
import { booksWithReaders } from '#app/features/reading-records/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Link } from '#app/ui/link.tsx';

/** Books read online in the last 30 days, with their (k-anonymous) reader counts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const t = translator(readingMessages, locale);
  return { title: t('readingRecords'), books: await booksWithReaders(db(), locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export default function ReadingRecordsPage({ loaderData }: Route.ComponentProps) {
  const t = useT(readingMessages);
  const locale = useLocale();
  const { books } = loaderData;
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
