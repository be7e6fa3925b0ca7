import type { Route } from './+types/article-pdf';
import { articlePdf } from '#app/features/journals/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** An article's PDF (only of a published article of this journal). */
export function loader({ params }: Route.LoaderArgs) {
  return articlePdf(db(), params.slug, params.id);
}
