import type { Route } from './+types/events';
import { AdminEventsPage, adminCatalogMessages, doneMessage } from '#app/features/catalog/api.ts';
import { loadEvents, submitEventForm } from '#app/features/catalog/api.server.ts';
import { respond } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** The events proceedings belong to: the list, and a form (?edit=<id> edits one). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const edit = new URL(request.url).searchParams.get('edit');
  const page = await loadEvents(db(), edit && /^\d{1,9}$/.test(edit) ? Number(edit) : null, locale);
  if (!page) throw notFound();
  return { ...page, title: translator(adminCatalogMessages, locale)('eventsTitle'), done: doneMessage(request.url) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await submitEventForm(db(), user.id, request), requestLocale(request));
}

export default function EventsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminEventsPage page={loaderData} state={actionData} />;
}
