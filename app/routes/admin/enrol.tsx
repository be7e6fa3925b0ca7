import type { Route } from './+types/enrol';
import { EnrolPage, enrolmentMessages } from '#app/features/admin/api.ts';
import { enrolmentAction, enrolmentChoices } from '#app/features/admin/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /admin/users/enrol: a class list enrolled in a course, a book or both (new people invited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { title: translator(enrolmentMessages, requestLocale(request))('title'), choices: await enrolmentChoices(db()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await enrolmentAction(db(), user.id, request), requestLocale(request));
}

export default function EnrolRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EnrolPage choices={loaderData.choices} state={actionData} />;
}
