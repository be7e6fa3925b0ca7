import type { Route } from './+types/article-jats';
import { articleJatsResponse } from '#app/features/journals/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** An article's JATS 1.3 XML (only of a published article of this journal). */
export function loader({ params }: Route.LoaderArgs) {
  return articleJatsResponse(db(), params.slug, params.id);
}
