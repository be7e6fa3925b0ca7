import type { Route } from './+types/preview';
import { previewMarkdown } from '#app/features/blog/api.server.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { readPost } from '#app/lib/respond.server.ts';

/** Only posts: the text is too long for an address. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** POST /admin/blog/preview: the post form's live preview, Markdown to the allowlisted HTML saving makes. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request);
  const formData = await readPost(request, { bodyBytes: 512 * 1024 });
  if (!formData) return Response.json({ html: '' }, { status: 413 });
  const body = formData.get('body');
  return Response.json({ html: previewMarkdown(typeof body === 'string' ? body : '') });
}
