import type { Route } from './+types/fundamentals';
import { EditorialPageView } from '#app/features/pages/api.ts';
import { fundamentalsPage } from '#app/features/pages/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { RouteHandle } from '#app/features/shell/api.ts';
import { requestLocale } from '#app/i18n/request.ts';

/** The collection's page exists in Portuguese only; the English route says so and links to it (and is not indexed). */
export const handle: RouteHandle = { onlyIn: 'pt' };

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { page: fundamentalsPage[locale], locale };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page, noindex: loaderData.locale === 'en' });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EditorialPageView page={loaderData.page} />;
}
