import type { Route } from './+types/orders-export';
import { parseOrderFilters } from '#app/features/orders/api.ts';
import { ordersCsv, ordersCsvFileName } from '#app/features/orders/api.server.ts';
import { csvStream } from '#app/lib/csv.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /admin/orders/export.csv: the orders the list's filters find, as a spreadsheet file. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const filters = parseOrderFilters(new URL(request.url).searchParams);
  return new Response(csvStream(ordersCsv(db(), filters, requestLocale(request))), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ordersCsvFileName()}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
