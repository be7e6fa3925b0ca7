import type { Route } from './+types/accessible-version';
import { AccessibleVersionStaffRequest } from '#app/features/accessible-versions/api.ts';
import { staffAction, staffRequestPage } from '#app/features/accessible-versions/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { idParam, respond } from '#app/lib/respond.server.ts';

/** /admin/accessible-versions/{id}: one request, its answer (a file or a link), its refusal, its deletion. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return staffRequestPage(db(), idParam(params.id), new URL(request.url), requestLocale(request), new Date());
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await staffAction(db(), request, idParam(params.id), user.id, new Date()), requestLocale(request));
}

export default function AccessibleVersionAdminRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccessibleVersionStaffRequest page={loaderData} state={actionData} />;
}
