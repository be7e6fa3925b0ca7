import type { Route } from './+types/faq';
import { EditorialPageView } from '#app/features/pages/api.ts';
import { faqPage } from '#app/features/pages/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { requestLocale } from '#app/i18n/request.ts';

export function loader({ request }: Route.LoaderArgs) {
  return { page: faqPage[requestLocale(request)] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EditorialPageView page={loaderData.page} />;
}
