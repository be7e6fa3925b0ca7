import type { Route } from './+types/certificate-pdf';
import { certificateDownload } from '#app/features/courses/certificate-page.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { hasRole } from '#app/lib/auth/roles.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /certificate/{code}/pdf (?lang=en for the English one): the certificate's PDF, for its holder and staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const viewer = session ? { id: session.user.id, admin: hasRole(session.user, 'admin') } : null;
  const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : requestLocale(request);
  return certificateDownload(db(), params.code, viewer, locale, config().appUrl);
}
