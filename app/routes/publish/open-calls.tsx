import type { Route } from './+types/open-calls';
import { pageMeta } from '#app/lib/page-meta.ts';
import { OpenCallList, publishMessages } from '#app/features/publish/api.ts';
import { listPublishedCalls, openCallCard } from '#app/features/publish/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /publish/open-calls: the published calls, newest first, each with its state today. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = translator(publishMessages, locale);
  const calls = await listPublishedCalls(db());
  return { title: t('callsTitle'), description: t('callsDescription'), calls: calls.map((call) => openCallCard(call, locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OpenCallList calls={loaderData.calls} />;
}
