import type { Route } from './+types/read-notes';
import { notesMarkdown, loadReaderBook } from '#app/features/reader/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** A signed-in reader's notes on a book, as a Markdown file. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const book = await loadReaderBook(db(), params.slug);
  if (!book) throw notFound();
  const markdown = await notesMarkdown(db(), user, book, requestLocale(request), config().appUrl);
  return new Response(markdown, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Content-Disposition': `attachment; filename="${book.slug}-notes.md"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
