import type { Route } from './+types/open-calls';
import { OpenCallsTable, openCallMessages } from '#app/features/publish/api.ts';
import { listOpenCallsForAdmin, openCallDone } from '#app/features/publish/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /admin/open-calls: every call (drafts too), latest opening day first, with its state and answers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const t = translator(openCallMessages, locale);
  return { title: t('openCalls'), done: openCallDone(request.url), calls: await listOpenCallsForAdmin(db(), locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function OpenCallsPage({ loaderData }: Route.ComponentProps) {
  return <OpenCallsTable calls={loaderData.calls} done={loaderData.done} />;
}
