import { useRouteError } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '#app/features/shell/api.ts';
import { notFound } from '#app/lib/app-error.ts';

/** Any address no page answers: status 404 inside the site layout. */
export function loader() {
  throw notFound();
}

export function action() {
  throw notFound();
}

/** The error page writes its own <title> and robots tag, as every error page does. */
export const meta: Route.MetaFunction = () => [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function NotFound() {
  return null;
}
