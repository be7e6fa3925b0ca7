import type { Route } from './+types/crossref-file';
import { crossrefFile } from '#app/features/catalog/api.server.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /admin/crossref/file/{books|journals|conferences}: one kind's deposit file, to send by hand. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const kind = params.kind;
  if (kind !== 'books' && kind !== 'journals' && kind !== 'conferences') throw notFound();
  const file = await crossrefFile(db(), kind, { appUrl: config().appUrl, email: currentPress().email });
  if (!file) throw notFound();
  return new Response(file.xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
