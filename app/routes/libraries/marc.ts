import type { Route } from './+types/marc';
import { marcFile, parseMarcFile } from '#app/features/libraries/api.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { AppError, notFound } from '#app/lib/app-error.ts';

/**
 * /marc/{all|open-access|collection-{slug}|changes}.{xml|mrc}: MARC 21 records of a set of works
 * (MARCXML or ISO 2709), and /book|proceedings/{slug}/marc.{xml|mrc}: one work's. Public, as the
 * catalog is.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const appUrl = config().appUrl;
  if (params.slug !== undefined) {
    const format = new URL(request.url).pathname.endsWith('.mrc') ? 'mrc' : 'xml';
    const response = await marcFile(db(), { kind: 'work', slug: params.slug }, format, appUrl, `${params.slug}-marc`);
    if (!response) throw notFound();
    return response;
  }
  const parsed = parseMarcFile(params.file ?? '', new URL(request.url).searchParams);
  if ('error' in parsed)
    throw parsed.error === 'bad-dates'
      ? new AppError('invalid', { message: 'Give from and until as YYYY-MM-DD, from before until, at most a year apart.' })
      : notFound();
  const response = await marcFile(db(), parsed.set, parsed.format, appUrl, `marc-${(params.file ?? '').replace(/\.(xml|mrc)$/, '')}`);
  if (!response) throw notFound();
  return response;
}
