import type { Route } from './+types/accessible-versions';
import { accessibleMessages, MyAccessibleVersions } from '#app/features/accessible-versions/api.ts';
import { myRequests } from '#app/features/accessible-versions/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /account/accessible-versions: the reader's own requests and the answers to download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  return { title: translator(accessibleMessages, requestLocale(request))('myTitle'), requests: await myRequests(db(), user.id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function MyAccessibleVersionsRoute({ loaderData }: Route.ComponentProps) {
  return <MyAccessibleVersions requests={loaderData.requests} />;
}
