import type { Route } from './+types/counter-export';
import { counterFile } from '#app/features/reading-records/api.server.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { AppError, notFound } from '#app/lib/app-error.ts';

/** /admin/counter/export/tsv, /csv and /json: the report the page shows, in COUNTER's tabular layout or as COUNTER_SUSHI JSON. */
const TYPES = { tsv: 'text/tab-separated-values; charset=utf-8', csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const format = Object.keys(TYPES).find((kind): kind is keyof typeof TYPES => kind === params.format);
  if (!format) throw notFound();
  const file = await counterFile(db(), new URL(request.url).searchParams, format);
  if (!file) throw new AppError('invalid');
  return new Response(file.body, {
    headers: {
      'Content-Type': TYPES[format],
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
