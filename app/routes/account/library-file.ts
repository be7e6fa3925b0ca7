import { redirect } from 'react-router';
import type { Route } from './+types/library-file';
import { checkDownloadLink, libraryFile } from '#app/features/reader/api.server.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/**
 * /account/library/{slug}/{epub|pdf}?expires=…&signature=…: the person's copy of a work's file.
 * Signed out, sign-in comes first and leads back here; an expired link (or one signed for
 * another account) leads to the library, which signs fresh ones.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const kind = params.file;
  const url = new URL(request.url);
  if (kind !== 'epub' && kind !== 'pdf') throw notFound();
  const check = checkDownloadLink(user.id, params.slug, kind, url.searchParams.get('expires'), url.searchParams.get('signature'));
  if (check !== 'valid') throw redirect(localizePath('/account/library?link=expired', locale));
  const file = await libraryFile(db(), user, params.slug, kind, locale);
  if (!file) throw notFound();
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachment(file.filename),
      'Cache-Control': 'private, no-store',
    },
  });
}
