import type { Route } from './+types/export';
import { exportUserData } from '#app/features/account/api.server.ts';
import { annotationsToExport } from '#app/features/reading-groups/api.server.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { utcDay } from '#app/lib/utc-days.ts';

/** "Export my data": the account's data as a JSON download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const exported = await exportUserData(user.id);
  if (!exported) throw notFound();
  // What the person shared in reading groups, in their own words (others' replies are theirs).
  const sharedAnnotations = await annotationsToExport(db(), user, { kind: 'mine' }, config().appUrl);
  return new Response(JSON.stringify({ ...exported, sharedAnnotations }, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="editora-ipe-my-data-${utcDay(new Date())}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
