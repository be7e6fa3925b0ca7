import type { Route } from './+types/groups';
import { GroupsPage, groupMessages } from '#app/features/reading-groups/api.ts';
import { groupsAction, groupsPage } from '#app/features/reading-groups/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /account/groups: my reading groups and the form to start one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  return { title: translator(groupMessages, locale)('myGroups'), ...(await groupsPage(db(), user, locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  return respond(await groupsAction(db(), user, await readFormData(request)), requestLocale(request));
}

export default function MyGroupsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <GroupsPage page={loaderData} state={actionData} />;
}
