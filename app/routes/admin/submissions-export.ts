import type { Route } from './+types/submissions-export';
import { parseSubmissionFilters } from '#app/features/publish/api.ts';
import { submissionsCsv, submissionsCsvFileName } from '#app/features/publish/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { csvStream } from '#app/lib/csv.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /admin/submissions/export.csv: the proposals the list's filters find, as a spreadsheet file. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const filters = parseSubmissionFilters(new URL(request.url).searchParams);
  return new Response(csvStream(submissionsCsv(db(), filters, requestLocale(request))), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${submissionsCsvFileName()}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
