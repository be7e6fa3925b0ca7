/** Academic events (name, dates, place), chosen on proceedings volumes. */
import { desc, eq, ne, and, sql } from 'drizzle-orm';
import { pick } from '#app/lib/localized.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { events } from '#app/lib/db/schema.ts';
import { audit } from './changes.server.ts';
import { conflictFromDb, FieldConflict, NotFound } from '#app/lib/db/conflicts.ts';
import { checkEvent } from './event.schema.ts';
import { readValues, type FieldErrors, type FormValues } from '#app/lib/form-values.ts';
import { slugify } from '#app/lib/identifiers.ts';
import { redirectTo, refused, type Outcome, tooLarge } from './outcome.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** The list, and the form's values: the event `editId` names, or an empty one. */
export async function loadEvents(db: Db, editId: number | null, locale: Locale) {
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      namePt: events.namePt,
      nameEn: events.nameEn,
      startsOn: events.startsOn,
      endsOn: events.endsOn,
      place: events.place,
      volumes: sql<number>`(select count(*)::int from publications p where p.event_id = events.id)`,
    })
    .from(events)
    .orderBy(desc(events.startsOn), desc(events.id));
  const editing = editId === null ? null : await db.select().from(events).where(eq(events.id, editId));
  const row = editing?.[0];
  if (editId !== null && !row) return null;
  return {
    events: rows.map((e) => ({
      id: e.id,
      slug: e.slug,
      name: pick(e, 'name', locale),
      startsOn: e.startsOn,
      endsOn: e.endsOn,
      place: e.place,
      volumes: e.volumes,
    })),
    editing: row ? { id: row.id, name: pick(row, 'name', locale) } : null,
    values: (row
      ? {
          slug: row.slug,
          namePt: row.namePt,
          nameEn: row.nameEn,
          startsOn: row.startsOn,
          endsOn: row.endsOn,
          place: row.place,
          aboutPt: row.aboutPt,
          aboutEn: row.aboutEn,
        }
      : {}) as FormValues,
  };
}

export type EventsPage = NonNullable<Awaited<ReturnType<typeof loadEvents>>>;

export async function saveEvent(db: Db, actorId: string, eventId: number | null, values: FormValues) {
  const parsed = checkEvent(values);
  if (!parsed.ok) return parsed;
  const slug = parsed.data.slug ?? slugify(`${parsed.data.namePt} ${parsed.data.startsOn.slice(0, 4)}`);
  const columns = { ...parsed.data, slug };
  try {
    const id = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.slug, slug), eventId === null ? undefined : ne(events.id, eventId)));
      if (taken) throw new FieldConflict({ slug: 'slugTaken' });
      let savedId: number;
      if (eventId === null) {
        const [created] = await tx.insert(events).values(columns).returning({ id: events.id });
        savedId = created!.id;
      } else {
        const [updated] = await tx.update(events).set(columns).where(eq(events.id, eventId)).returning({ id: events.id });
        if (!updated) throw new NotFound();
        savedId = updated.id;
      }
      // The search index does not read events, so no work's index changes here.
      await audit(tx, actorId, eventId === null ? 'event.create' : 'event.update', 'event', savedId, { slug });
      return savedId;
    });
    return { ok: true as const, id };
  } catch (error) {
    if (error instanceof NotFound) return { ok: false as const, notFound: true as const };
    return { ok: false as const, errors: conflictFromDb(error, { events_slug_unique: { slug: 'slugTaken' } }) as FieldErrors };
  }
}

/** Proceedings of a removed event keep their papers; they just lose the event. */
export async function deleteEvent(db: Db, actorId: string, eventId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.id, eventId)).returning({ slug: events.slug });
    if (!row) return false;
    await audit(tx, actorId, 'event.delete', 'event', eventId, { slug: row.slug });
    return true;
  });
}

export async function submitEventForm(db: Db, actorId: string, request: Request): Promise<Outcome> {
  const formData = await readPost(request, { bodyBytes: 512 * 1024 });
  if (!formData) return tooLarge();
  const intent = String(formData.get('intent') ?? 'save');
  const rawId = String(formData.get('eventId') ?? '');
  const eventId = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  if (intent === 'delete') {
    if (eventId === null || !(await deleteEvent(db, actorId, eventId))) throw notFound();
    return redirectTo('/admin/catalog/events?done=eventDeleted');
  }
  const values = readValues(formData);
  const saved = await saveEvent(db, actorId, eventId, values);
  if (saved.ok) return redirectTo('/admin/catalog/events?done=eventSaved');
  if ('notFound' in saved) throw notFound();
  return refused(values, saved.errors);
}
