import type { Route } from './+types/proceedings-pdf';
import { proceedingsPdf } from '#app/features/journals/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** A proceedings volume's whole PDF (only of a published volume whose papers all have a full text). */
export function loader({ params }: Route.LoaderArgs) {
  return proceedingsPdf(db(), params.slug);
}
