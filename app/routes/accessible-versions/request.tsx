import type { Route } from './+types/request';
import { AccessibleVersionRequestPage } from '#app/features/accessible-versions/api.ts';
import { requestAction, requestPage } from '#app/features/accessible-versions/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /accessible-version/request?work={id}: a signed-in reader asks for an accessible version (others sign in and come back). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireSession(context, request);
  return requestPage(db(), new URL(request.url), requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  return respond(await requestAction(db(), await readFormData(request, { bodyBytes: 64 * 1024 }), { userId: user.id, locale, now: new Date() }), locale);
}

export default function AccessibleVersionRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccessibleVersionRequestPage work={loaderData.work} works={loaderData.works} state={actionData} />;
}
