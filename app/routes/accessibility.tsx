import type { Route } from './+types/accessibility';
import { EditorialPageView } from '#app/features/pages/api.ts';
import { accessibilityPage, withPressEmail } from '#app/features/pages/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { requestLocale } from '#app/i18n/request.ts';

export function loader({ request }: Route.LoaderArgs) {
  return { page: withPressEmail(accessibilityPage[requestLocale(request)], currentPress().email) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.page);

// The request form for an accessible version goes after the section 'request-accessible-version' (EditorialPageView's `after`).
export default function Page({ loaderData }: Route.ComponentProps) {
  return <EditorialPageView page={loaderData.page} />;
}
