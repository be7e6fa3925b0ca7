import type { Route } from './+types/counter';
import { CounterAdmin, counterMessages } from '#app/features/reading-records/api.ts';
import { counterAction, counterPage } from '#app/features/reading-records/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /admin/counter: COUNTER R5.1 reports of the reading records, their TSV/CSV files, and the SUSHI API's customers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { title: translator(counterMessages, requestLocale(request))('title'), ...(await counterPage(db(), new URL(request.url).searchParams)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request);
  return respond(await counterAction(db(), await readFormData(request)), requestLocale(request));
}

export default function CounterPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CounterAdmin page={loaderData} state={actionData} />;
}
