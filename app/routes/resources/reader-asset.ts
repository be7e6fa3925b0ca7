import type { Route } from './+types/reader-asset';
import { editionAssetResponse } from '#app/features/reader/api.server.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /reader-assets/{edition id}/{path}: an image kept from an imported EPUB. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await editionAssetResponse(db(), params.edition, params['*'], context.get(sessionContext)?.user ?? null);
  if (!response) throw notFound();
  return response;
}
