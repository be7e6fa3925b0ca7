import type { Route } from './+types/certificate-pdf';
import { certificateDownload } from '#app/features/courses/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { config } from '#app/lib/config.server.ts';
import { viewerOf } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /certificate/{code}/pdf (?lang=en for the English one): the certificate's PDF, for its holder and staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : requestLocale(request);
  return certificateDownload(db(), params.code, viewer, locale, config().appUrl);
}
