import { data, useRouteError } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '#app/features/shell/api.ts';

/** Any address no page answers: status 404 inside the site layout. */
export function loader() {
  throw data('Not Found', { status: 404 });
}

export function action() {
  throw data('Not Found', { status: 404 });
}

/** The error page writes its own <title> and robots tag, as every error page does. */
export const meta: Route.MetaFunction = () => [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function NotFound() {
  return null;
}
