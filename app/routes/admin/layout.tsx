import { Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { AdminChrome } from '#app/features/admin/api.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { adminGuard, requireAdmin } from '#app/lib/auth/guards.server.ts';
import { useReloadOnChunkError } from '#app/lib/chunk-reload.ts';

/** The spec's `adminAuth` guard: admins only; visitors go to sign in, other people get 403. */
export const middleware = [adminGuard];

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireAdmin(context, request);
  return { userName: `${user.name} ${user.lastName}`.trim() };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminChrome userName={loaderData.userName}>
      <Outlet />
    </AdminChrome>
  );
}

export function ErrorBoundary() {
  const pt = useRouteLoaderData<typeof loader>('admin___pt');
  const en = useRouteLoaderData<typeof loader>('admin___en');
  const data = pt ?? en;
  const error = useRouteError();
  useReloadOnChunkError(error);
  return <AdminChrome userName={data?.userName ?? ''}>{<ErrorPage error={error} />}</AdminChrome>;
}
