import type { Route } from './+types/crossref';
import { CrossrefAdmin, crossrefMessages } from '#app/features/catalog/api.ts';
import { crossrefAction, crossrefPage } from '#app/features/catalog/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

const settings = () => ({ appUrl: config().appUrl, email: currentPress().email });

/** /admin/crossref: the DOI prefix, the deposit files and the deposits sent. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { title: translator(crossrefMessages, requestLocale(request))('title'), ...(await crossrefPage(db(), settings())) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await crossrefAction(db(), await readFormData(request), user.id, settings()), requestLocale(request));
}

export default function CrossrefPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CrossrefAdmin page={loaderData} state={actionData} />;
}
