import type { Route } from './+types/class-video';
import { classVideo } from '#app/features/courses/api.server.ts';
import { viewerOf } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { serialId } from '#app/lib/respond.server.ts';

/** /course/{slug}/class/{n}/video: the class's MP4, in ranges, for a student, an admin, or anyone when it is a preview. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  return classVideo(db(), viewer, params.slug, serialId(params.position), request.headers.get('Range'));
}
