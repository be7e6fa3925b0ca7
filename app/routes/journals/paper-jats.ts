import type { Route } from './+types/paper-jats';
import { paperJatsResponse } from '#app/features/journals/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** A proceedings paper's JATS 1.3 XML (only of a published volume's paper). */
export function loader({ params }: Route.LoaderArgs) {
  return paperJatsResponse(db(), params.slug, params.id);
}
