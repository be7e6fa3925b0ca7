import type { Route } from './+types/kbart';
import { kbartResponse, parseKbartFile } from '#app/features/libraries/api.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /kbart/{all|open-access|collection-{slug}}.txt: KBART title lists, named by KBART's rule in the download. */
export async function loader({ params }: Route.LoaderArgs) {
  const set = parseKbartFile(params.file);
  const response = set ? await kbartResponse(db(), set, config().appUrl) : null;
  if (!response) throw notFound();
  return response;
}
