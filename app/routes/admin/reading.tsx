import type { Route } from './+types/reading';
import { ReadingBooksPage, readingMessages } from '#app/features/reading-records/api.ts';
import { booksWithReaders } from '#app/features/reading-records/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** Books read online in the last 30 days, with their (k-anonymous) reader counts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const t = translator(readingMessages, locale);
  return { title: t('readingRecords'), books: await booksWithReaders(db(), locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export default function ReadingRecordsPage({ loaderData }: Route.ComponentProps) {
  return <ReadingBooksPage books={loaderData.books} />;
}
