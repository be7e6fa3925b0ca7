import { Outlet } from 'react-router';
import { guestGuard } from '#app/lib/auth/guards.server.ts';

/** The spec's `redirect` guard: sign-in and sign-up pages send signed-in people on. */
export const middleware = [guestGuard];

export default function GuestOnly() {
  return <Outlet />;
}
