import type { Route } from './+types/export';
import { exportUserData } from '#app/features/account/api.server.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';

/** "Export my data": the account's data as a JSON download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const exported = await exportUserData(user.id);
  if (!exported) throw new Response('Not Found', { status: 404 });
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="editora-ipe-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
