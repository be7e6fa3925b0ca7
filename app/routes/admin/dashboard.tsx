import type { Route } from './+types/dashboard';
import { AdminDashboard, adminMessages } from '#app/features/admin/api.ts';
import { dashboardCounts } from '#app/features/admin/api.server.ts';
import { orderDashboardCounts } from '#app/features/orders/api.server.ts';
import { newSubmissionsCount } from '#app/features/publish/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const t = translator(adminMessages, requestLocale(request));
  const now = new Date();
  const [people, orders, newSubmissions] = await Promise.all([dashboardCounts(db(), now), orderDashboardCounts(db(), now), newSubmissionsCount(db())]);
  return { title: t('dashboard'), counts: { ...people, orders, newSubmissions } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard counts={loaderData.counts} />;
}
