import { data, useRouteError } from 'react-router';
import type { Route } from './+types/not-found';
import { pageMeta } from '#app/features/pages/meta.ts';
import { ErrorPage } from '#app/features/shell/components/error-page.tsx';
import { shellMessages } from '#app/features/shell/messages.ts';
import { translate } from '#app/i18n/messages.ts';
import { localeFromPath } from '#app/i18n/locales.ts';

/** Any address no page answers: status 404 inside the site layout. */
export function loader() {
  throw data('Not Found', { status: 404 });
}

export function action() {
  throw data('Not Found', { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ title: translate(shellMessages, localeFromPath(location.pathname), 'notFoundTitle'), noindex: true });

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function NotFound() {
  return null;
}
