import type { Route } from './+types/class-captions';
import { classCaptions } from '#app/features/courses/class-media.server.ts';
import { hasRole } from '#app/lib/auth/roles.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { serialId } from '#app/lib/respond.server.ts';

/** /course/{slug}/class/{n}/captions/{pt|en}.vtt: the class's WebVTT captions, for those who may watch it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const viewer = session ? { id: session.user.id, admin: hasRole(session.user, 'admin') } : null;
  return classCaptions(db(), viewer, params.slug, serialId(params.position), params.language.replace(/\.vtt$/, ''));
}
