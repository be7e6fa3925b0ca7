import type { Route } from './+types/publish';
import { EditorialPageView } from '#app/features/pages/api.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { publishFacts, publishPage } from '#app/features/publish/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /publish: how publishing works here, and the ways in (a proposal, an open call, a journal). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { page: publishPage(locale, await publishFacts(db(), locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EditorialPageView page={loaderData.page} />;
}
