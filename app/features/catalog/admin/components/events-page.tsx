import { useT } from '#app/i18n/messages.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import type { loadEvents } from '../events.server.ts';
import { adminCatalogMessages } from '../messages.ts';
import type { DoneMessage, FormState } from '../outcome.ts';
import { EventForm, EventList } from './event-form.tsx';
import { FormAlert, useFormView } from './form-kit.tsx';

type EventsPage = NonNullable<Awaited<ReturnType<typeof loadEvents>>> & { title: string; done: DoneMessage | null };

/** The staff's events: the list, and the form for a new one or the one being edited. */
export function AdminEventsPage({ page, state }: { page: EventsPage; state: FormState | undefined }) {
  const t = useT(adminCatalogMessages);
  const { events, editing, title, done } = page;
  const view = useFormView(page.values, state);
  return (
    <div>
      <PageHeader back={{ to: '/admin/catalog', label: t('backToCatalog') }} title={title}>
        <p>{t('eventsLead')}</p>
      </PageHeader>
      <div className="grid gap-6">
        <FormAlert state={state} done={done} />
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
          <EventForm view={view} state={state} editing={editing} />
        </section>
      </div>
    </div>
  );
}
