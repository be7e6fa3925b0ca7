import { Outlet } from 'react-router';
import { authGuard } from '#app/lib/auth/guards.server.ts';

/** The spec's `auth` guard: pages for signed-in people; others go to sign in and come back. */
export const middleware = [authGuard];

export default function SignedInOnly() {
  return <Outlet />;
}
