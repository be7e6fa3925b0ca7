/** The events page: the list and the form (a new event, or the one being edited). */
import { useRef } from 'react';
import { Form } from 'react-router';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { TextArea, TextField, Group } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import { adminCatalogMessages } from '../messages.ts';
import type { FormState } from '../outcome.ts';
import { CatalogForm, formKey, useFormFocus, type FormView } from './form-kit.tsx';
import { useBusy } from '#app/ui/use-busy.ts';

const eventCheck = () => import('../event.schema.ts').then((m) => m.checkEvent);

export interface EventItem {
  id: number;
  slug: string;
  name: string;
  startsOn: string;
  endsOn: string;
  place: string;
  volumes: number;
}

export function EventList({ events }: { events: EventItem[] }) {
  const t = useT(adminCatalogMessages);
  const locale = useLocale();
  if (events.length === 0) return <p className="text-muted">{t('noEvents')}</p>;
  return (
    <ul className="divide-y divide-line">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <Link to={`/admin/catalog/events?edit=${event.id}#event-form`} className="font-medium text-brand underline">
              {event.name}
            </Link>
            <span className="block text-sm text-muted">
              {formatDate(event.startsOn, locale, { dateStyle: 'medium' })} – {formatDate(event.endsOn, locale, { dateStyle: 'medium' })} · {event.place} ·{' '}
              {t('volumesCount', { count: formatNumber(event.volumes, locale) })}
            </span>
          </div>
          <Form noValidate method="post" encType="multipart/form-data">
            <input type="hidden" name="eventId" value={event.id} />
            <Button type="submit" name="intent" value="delete" variant="danger" className="text-sm">
              {t('delete')}
              <span className="sr-only">: {event.name}</span>
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function EventForm({ view, state, editing }: { view: FormView; state: FormState | undefined; editing: { id: number; name: string } | null }) {
  const t = useT(adminCatalogMessages);
  const busy = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  useFormFocus(formRef, state);
  return (
    <CatalogForm check={eventCheck} ref={formRef} key={formKey(String(editing?.id ?? 'new'), state)} className="grid gap-4" aria-labelledby="event-form-title">
      {editing ? <input type="hidden" name="eventId" value={editing.id} /> : null}
      <Group legend={t('eventNames')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('inPortuguese', { field: t('name') })}
            name="namePt"
            lang="pt-BR"
            required
            defaultValue={view.value('namePt')}
            error={view.error('namePt')}
            maxLength={300}
          />
          <TextField
            label={t('inEnglish', { field: t('name') })}
            name="nameEn"
            lang="en"
            required
            defaultValue={view.value('nameEn')}
            error={view.error('nameEn')}
            maxLength={300}
          />
        </div>
        <TextField
          label={t('slug')}
          name="slug"
          defaultValue={view.value('slug')}
          error={view.error('slug')}
          hint={t('eventSlugHint')}
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          spellCheck={false}
          autoComplete="off"
        />
      </Group>
      <Group legend={t('eventWhenWhere')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('startsOn')} name="startsOn" type="date" required defaultValue={view.value('startsOn')} error={view.error('startsOn')} />
          <TextField label={t('endsOn')} name="endsOn" type="date" required defaultValue={view.value('endsOn')} error={view.error('endsOn')} />
          <TextField label={t('place')} name="place" required defaultValue={view.value('place')} error={view.error('place')} maxLength={200} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <TextArea
            label={t('inPortuguese', { field: t('about') })}
            name="aboutPt"
            lang="pt-BR"
            rows={5}
            defaultValue={view.value('aboutPt')}
            error={view.error('aboutPt')}
          />
          <TextArea
            label={t('inEnglish', { field: t('about') })}
            name="aboutEn"
            lang="en"
            rows={5}
            defaultValue={view.value('aboutEn')}
            error={view.error('aboutEn')}
          />
        </div>
      </Group>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save" busy={busy('save')}>
          {t('saveEvent')}
        </Button>
        {editing ? (
          <Link to="/admin/catalog/events" className="min-h-11 py-2 text-brand underline">
            {t('cancelEdit')}
          </Link>
        ) : null}
      </div>
    </CatalogForm>
  );
}
