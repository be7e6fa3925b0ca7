import type { Route } from './+types/accessible-versions';
import { AccessibleVersionsStaffList } from '#app/features/accessible-versions/api.ts';
import { staffListPage } from '#app/features/accessible-versions/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /admin/accessible-versions: readers' requests, the ones to answer first by deadline. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return staffListPage(db(), new URL(request.url), requestLocale(request), new Date());
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function AccessibleVersionsAdminRoute({ loaderData }: Route.ComponentProps) {
  return <AccessibleVersionsStaffList page={loaderData} />;
}
