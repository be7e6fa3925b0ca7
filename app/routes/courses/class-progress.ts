import { data } from 'react-router';
import type { Route } from './+types/class-progress';
import { classAction } from '#app/features/courses/api.server.ts';
import { viewerOf } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { serialId } from '#app/lib/respond.server.ts';

/** Only posts. */
export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** POST /course/{slug}/class/{n}/progress: the player's position (a fetcher while playing, a beacon when the page is left). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = viewerOf(context);
  const formData = await readFormData(request);
  formData.set('intent', 'progress');
  const result = await classAction(db(), user, params.slug, serialId(params.position), formData);
  return data({ progress: 'progress' in result ? result.progress : null }, { status: result.status === 303 ? 200 : result.status });
}
