import type { Route } from './+types/scielo-package';
import { scieloPackageResponse } from '#app/features/journals/api.server.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { serialId } from '#app/lib/respond.server.ts';

/** /admin/catalog/:id/issues/:issueId/scielo.zip: a published issue's SciELO package, for the admin. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return scieloPackageResponse(db(), serialId(params.id), serialId(params.issueId));
}
