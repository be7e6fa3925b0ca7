import { useRouteError } from 'react-router';
import type { Route } from './+types/group';
import { GroupPage, groupMessages } from '#app/features/reading-groups/api.ts';
import { groupAction, groupPage, parseGroupId } from '#app/features/reading-groups/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /groups/:id: one reading group, for those who may see it (a private group does not exist for others: 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const t = translator(groupMessages, locale);
  const id = parseGroupId(params.id);
  const page = id === null ? null : await groupPage(db(), user, id, locale, config().appUrl);
  if (!page) throw notFound();
  return { title: t('groupTitle', { name: page.group.name }), ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, noindex: true }) : [{ name: 'robots', content: 'noindex' }];

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const id = parseGroupId(params.id);
  if (id === null) throw notFound();
  return respond(await groupAction(db(), user, id, await readFormData(request)), requestLocale(request));
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function ReadingGroupPage({ loaderData, actionData }: Route.ComponentProps) {
  return <GroupPage page={loaderData} state={actionData} />;
}
