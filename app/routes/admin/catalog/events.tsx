import type { Route } from './+types/events';
import { EventForm, EventList, FormAlert, useFormView, adminCatalogMessages, doneMessage } from '#app/features/catalog/api.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { loadEvents, submitEventForm } from '#app/features/catalog/api.server.ts';
import { respond } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
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

export default function EventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminCatalogMessages);
  const { events, editing, title, done } = loaderData;
  const view = useFormView(loaderData.values, actionData);
  return (
    <div>
      <PageHeader back={{ to: '/admin/catalog', label: t('backToCatalog') }} title={title}>
        <p>{t('eventsLead')}</p>
      </PageHeader>
      <div className="grid gap-6">
        <FormAlert state={actionData} done={done} />
        <section aria-labelledby="event-list-title" className="rounded-lg border border-line bg-surface p-5">
          <h2 id="event-list-title" className="text-xl font-semibold">
            {t('events')}
          </h2>
          <div className="mt-3">
            <EventList events={events} />
          </div>
        </section>
        <section id="event-form" aria-labelledby="event-form-title" className="scroll-mt-4">
          <h2 id="event-form-title" className="mb-3 text-xl font-semibold">
            {editing ? t('editEvent', { name: editing.name }) : t('newEvent')}
          </h2>
          <EventForm view={view} state={actionData} editing={editing} />
        </section>
      </div>
    </div>
  );
}
