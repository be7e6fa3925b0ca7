import type { Route } from './+types/paper-pdf';
import { paperPdf } from '#app/features/journals/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** A proceedings paper's PDF (only of a published volume). */
export function loader({ params }: Route.LoaderArgs) {
  return paperPdf(db(), params.slug, params.id);
}
