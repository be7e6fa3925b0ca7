import type { Route } from './+types/users';
import { adminMessages, UserList } from '#app/features/admin/api.ts';
import { listUsers, parseFilters } from '#app/features/admin/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const filters = parseFilters(new URL(request.url).searchParams);
  const t = translator(adminMessages, requestLocale(request));
  return { title: t('users'), filters, ...(await listUsers(db(), filters)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  return <UserList loaderData={loaderData} />;
}
