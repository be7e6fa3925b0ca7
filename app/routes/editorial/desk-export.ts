import type { Route } from './+types/desk-export';
import { parseDeskFilters } from '#app/features/editorial/api.ts';
import { deskCsv, deskCsvFileName, editorialActor } from '#app/features/editorial/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /editorial/export.csv: the desk's filtered list as a spreadsheet, with the desk's authorization. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const actor = await editorialActor(db(), user);
  const csv = await deskCsv(db(), actor, parseDeskFilters(new URL(request.url).searchParams), requestLocale(request));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${deskCsvFileName()}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
