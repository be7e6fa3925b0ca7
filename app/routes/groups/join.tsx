import { useRouteError } from 'react-router';
import type { Route } from './+types/join';
import { JoinPage, groupMessages } from '#app/features/reading-groups/api.ts';
import { invitePage, joinAction } from '#app/features/reading-groups/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { notFound } from '#app/lib/app-error.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /groups/join/:code: an invitation link; a code that is not current answers 404 and says nothing of the group. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireSession(context, request);
  const t = translator(groupMessages, requestLocale(request));
  const group = await invitePage(db(), params.code);
  if (!group) throw notFound();
  return { title: t('joinTitle', { name: group.name }), group };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, noindex: true }) : [{ name: 'robots', content: 'noindex' }];

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  return respond(await joinAction(db(), user, params.code), requestLocale(request));
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function JoinGroupPage({ loaderData, actionData }: Route.ComponentProps) {
  return <JoinPage group={loaderData.group} state={actionData} />;
}
