import type { Route } from './+types/class-captions';
import { classCaptions } from '#app/features/courses/api.server.ts';
import { viewerOf } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { serialId } from '#app/lib/respond.server.ts';

/** /course/{slug}/class/{n}/captions/{pt|en}.vtt: the class's WebVTT captions, for those who may watch it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  return classCaptions(db(), viewer, params.slug, serialId(params.position), params.language.replace(/\.vtt$/, ''));
}
