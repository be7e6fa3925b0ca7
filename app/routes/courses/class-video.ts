import type { Route } from './+types/class-video';
import { classVideo } from '#app/features/courses/class-media.server.ts';
import { hasRole } from '#app/lib/auth/roles.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { serialId } from '#app/lib/respond.server.ts';

/** /course/{slug}/class/{n}/video: the class's MP4, in ranges, for a student, an admin, or anyone when it is a preview. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const viewer = session ? { id: session.user.id, admin: hasRole(session.user, 'admin') } : null;
  return classVideo(db(), viewer, params.slug, serialId(params.position), request.headers.get('Range'));
}
