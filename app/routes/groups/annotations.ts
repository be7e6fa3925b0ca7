import type { Route } from './+types/annotations';
import { annotationsFile, groupMessages, parseGroupId } from '#app/features/reading-groups/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /account/groups/annotations.{jsonld,md} (my shared annotations) and /groups/:id/annotations.{…} (a group's, for its owners). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const format = new URL(request.url).pathname.endsWith('.md') ? 'md' : 'jsonld';
  const t = translator(groupMessages, requestLocale(request));
  const groupId = params.id === undefined ? undefined : parseGroupId(params.id);
  if (groupId === null) throw notFound();
  const file = await annotationsFile(
    db(),
    user,
    groupId === undefined ? { kind: 'mine' } : { kind: 'group', groupId },
    format,
    config().appUrl,
    t('exportTitle'),
  );
  if (!file) throw notFound();
  return file;
}
