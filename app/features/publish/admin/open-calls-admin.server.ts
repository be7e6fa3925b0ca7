/**
 * Open calls for the admin: the list (drafts too) with each call's state and answers, the form's
 * values, saving with a unique slug and a version check, closing early and reopening, and deleting
 * only a call no proposal answered (one that was answered is unpublished instead). Every change
 * writes its audit row in its own transaction.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { conflictFromDb, FieldConflict, NotFound } from '#app/lib/db/conflicts.ts';
import { doneFrom, redirectTo, refused as refusedWith, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { callState, type CallState } from '../open-call-state.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { auditLog, collections, openCalls, proposals, users } from '#app/lib/db/schema.ts';
import type { FieldErrors, FormValues } from '#app/lib/forms.ts';
import { checkOpenCall, openCallColumns } from './open-call.schema.ts';
import { readValues } from '#app/lib/form-values.ts';
import { CALL_FIELDS, CALL_FORM, type CallField, type OpenCallKey } from './open-call-messages.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { notFound } from '#app/lib/app-error.ts';

type CallRow = typeof openCalls.$inferSelect;

export type OpenCallFormState = FormState<OpenCallKey>;
export type OpenCallOutcome = Outcome<OpenCallKey>;

/** Notices after a change, carried by `?done=` on the page the change redirects to. */
export const DONE_MESSAGES = ['done.created', 'done.saved', 'done.closed', 'done.reopened', 'done.deleted'] as const satisfies readonly OpenCallKey[];
export type OpenCallDone = (typeof DONE_MESSAGES)[number];
export const openCallDone = (url: string): OpenCallDone | null => doneFrom(url, DONE_MESSAGES);

/** The call page's small forms, one per intent. */
export const CALL_INTENTS = ['close', 'reopen', 'delete'] as const;

/** The most calls the list shows (the latest to open); a publisher has a handful a year. */
export const OPEN_CALL_LIST_MAX = 1_000;
/** The most changes the call's page lists (the newest). */
export const CALL_CHANGES_MAX = 200;

const TARGET = 'open-call';

/** How many proposals named the call: a subquery for the select. */
const answers = (db: Db) => db.$count(proposals, eq(proposals.openCallId, openCalls.id));

/** Every call, newest opening day first, its title in the page's language and its state at `now`. */
export async function listOpenCallsForAdmin(db: Db, locale: Locale, now = new Date()) {
  const rows = await db
    .select({ call: openCalls, proposals: answers(db) })
    .from(openCalls)
    .orderBy(desc(openCalls.opensOn), desc(openCalls.id))
    .limit(OPEN_CALL_LIST_MAX);
  return rows.map(({ call, proposals: count }) => ({
    id: call.id,
    slug: call.slug,
    title: locale === 'pt' ? call.titlePt : call.titleEn,
    kind: call.kind,
    status: call.status,
    opensOn: call.opensOn,
    closesOn: call.closesOn,
    closedAt: call.closedAt?.toISOString() ?? null,
    state: callState(call, now),
    proposals: Number(count),
  }));
}

/** The calls that fill a book collection (drafts too), latest opening day first, titled in the page's language. */
export async function callsOfCollection(db: Db, collectionId: number, locale: Locale): Promise<{ id: number; title: string }[]> {
  const rows = await db
    .select({ id: openCalls.id, pt: openCalls.titlePt, en: openCalls.titleEn })
    .from(openCalls)
    .where(eq(openCalls.collectionId, collectionId))
    .orderBy(desc(openCalls.opensOn), desc(openCalls.id))
    .limit(OPEN_CALL_LIST_MAX);
  return rows.map((r) => ({ id: r.id, title: locale === 'en' ? r.en : r.pt }));
}

export type OpenCallListRow = Awaited<ReturnType<typeof listOpenCallsForAdmin>>[number];

/** What the form shows for a stored call: every column as typed, and its version. */
function callValues(row: CallRow): FormValues {
  return {
    slug: row.slug,
    kind: row.kind,
    status: row.status,
    titlePt: row.titlePt,
    titleEn: row.titleEn,
    summaryPt: row.summaryPt,
    summaryEn: row.summaryEn,
    descriptionPt: row.descriptionPt,
    descriptionEn: row.descriptionEn,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    feedbackWeeks: String(row.feedbackWeeks),
    minAuthors: row.minAuthors === null ? '' : String(row.minAuthors),
    collectionId: row.collectionId === null ? '' : String(row.collectionId),
    version: version(row),
  };
}

// Milliseconds, as JavaScript reads the column back: the same string at load and at save.
const version = (row: Pick<CallRow, 'updatedAt'>) => row.updatedAt.toISOString();

/** The call's changes, newest first, with who made them and, for an update, which fields. */
async function callChanges(db: Db, id: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorName: sql<string | null>`${users.name} || ' ' || ${users.lastName}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, TARGET), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(CALL_CHANGES_MAX);
  return rows.map((row) => {
    const fields = Array.isArray(row.details.fields) ? row.details.fields : [];
    return {
      id: row.id,
      action: row.action,
      createdAt: row.createdAt.toISOString(),
      actorName: row.actorName,
      fields: CALL_FIELDS.filter((field) => fields.includes(field)),
    };
  });
}

export type CallChange = Awaited<ReturnType<typeof callChanges>>[number];

/** The book collections a call may fill (the catalog's), by name in the page's language. */
async function collectionChoices(db: Db, locale: Locale): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .select({ id: collections.id, pt: collections.namePt, en: collections.nameEn })
    .from(collections)
    .orderBy(asc(locale === 'en' ? collections.nameEn : collections.namePt), asc(collections.id));
  return rows.map((r) => ({ value: String(r.id), label: (locale === 'en' ? r.en || r.pt : r.pt || r.en) ?? `#${r.id}` }));
}

/** The call's page: a new call (id null) or a stored one with its state, answers and changes; null when there is none. */
export async function loadOpenCallEditor(db: Db, id: number | null, locale: Locale, now = new Date()) {
  const choices = await collectionChoices(db, locale);
  if (id === null) return { call: null, values: { status: 'draft' } as FormValues, changes: [] as CallChange[], collections: choices };
  const [found] = await db
    .select({ row: openCalls, proposals: answers(db) })
    .from(openCalls)
    .where(eq(openCalls.id, id));
  if (!found) return null;
  const { row } = found;
  const state: CallState = callState(row, now);
  return {
    call: {
      id: row.id,
      slug: row.slug,
      title: locale === 'pt' ? row.titlePt : row.titleEn,
      status: row.status,
      state,
      closedAt: row.closedAt?.toISOString() ?? null,
      proposals: Number(found.proposals),
      version: version(row),
    },
    values: callValues(row),
    changes: await callChanges(db, row.id),
    collections: choices,
  };
}

export type OpenCallEditor = NonNullable<Awaited<ReturnType<typeof loadOpenCallEditor>>>;

/** Thrown inside a transaction: the form was drawn from an older version of the call. */
class Stale extends Error {
  constructor() {
    super('stale form');
  }
}

const refused = (form: string, values: FormValues, errors: FieldErrors, message: OpenCallKey = 'fixErrors', status = 400): OpenCallOutcome =>
  refusedWith<OpenCallKey>(form, values, errors, message, {}, status);

const slugConstraint = { open_calls_slug_unique: { slug: 'slugTaken' satisfies OpenCallKey } };

/** One post of the call's page: save (create or update), close now, reopen or delete. */
export async function submitOpenCallForm(db: Db, actorId: string, id: number | null, formData: FormData, now = new Date()): Promise<OpenCallOutcome> {
  const intent = formData.get('intent');
  if (CALL_INTENTS.some((known) => known === intent)) {
    // The new call's page has nothing to close, reopen or delete.
    if (id === null) throw notFound();
    if (intent === 'close') return closeCall(db, actorId, id, now);
    if (intent === 'reopen') return reopenCall(db, actorId, id);
    return deleteCall(db, actorId, id);
  }
  return saveCall(db, actorId, id, formData);
}

async function saveCall(db: Db, actorId: string, id: number | null, formData: FormData): Promise<OpenCallOutcome> {
  const values = readValues(formData);
  const parsed = checkOpenCall(values);
  if (!parsed.ok) return refused(CALL_FORM, values, parsed.errors);
  const columns = openCallColumns(parsed.data);
  try {
    const saved = await db.transaction(async (tx) => {
      if (columns.collectionId !== null) {
        const [collection] = await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, columns.collectionId));
        if (!collection) throw new FieldConflict({ collectionId: 'collectionInvalid' });
      }
      const [taken] = await tx
        .select({ id: openCalls.id })
        .from(openCalls)
        .where(and(eq(openCalls.slug, columns.slug), id === null ? undefined : ne(openCalls.id, id)));
      if (taken) throw new FieldConflict({ slug: 'slugTaken' });
      if (id === null) {
        const [created] = await tx.insert(openCalls).values(columns).returning({ id: openCalls.id });
        await audit(tx, actorId, 'open-call.create', created!.id, { slug: columns.slug });
        return { id: created!.id, done: 'done.created' as const };
      }
      const [before] = await tx.select().from(openCalls).where(eq(openCalls.id, id)).for('update');
      if (!before) throw new NotFound();
      if (parsed.data.version !== version(before)) throw new Stale();
      const fields = CALL_FIELDS.filter((field: CallField) => before[field] !== columns[field]);
      if (!fields.length) return { id, done: 'done.saved' as const };
      await tx
        .update(openCalls)
        .set({ ...columns, updatedAt: nextVersion(before.updatedAt) })
        .where(eq(openCalls.id, id));
      await audit(tx, actorId, 'open-call.update', id, { slug: columns.slug, fields });
      return { id, done: 'done.saved' as const };
    });
    return redirectTo(`/admin/open-calls/${saved.id}?done=${saved.done}`);
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    if (error instanceof Stale) return refused(CALL_FORM, values, {}, 'staleVersion', 409);
    return refused(CALL_FORM, values, conflictFromDb(error, slugConstraint));
  }
}

/** A new version always differs from the one before, even within the same millisecond. */
function nextVersion(previous: Date): Date {
  return new Date(Math.max(Date.now(), previous.getTime() + 1));
}

/** The call's row, locked for this transaction; a call that is not there is a 404 (and the transaction rolls back). */
async function lockCall(tx: Db, id: number): Promise<CallRow> {
  const [row] = await tx.select().from(openCalls).where(eq(openCalls.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Closes the call at `now`, unless it is closed already (by date or by an editor). */
async function closeCall(db: Db, actorId: string, id: number, now: Date): Promise<OpenCallOutcome> {
  const result = await db.transaction(async (tx) => {
    const locked = await lockCall(tx, id);
    if (callState(locked, now) === 'closed') return 'closed' as const;
    await tx
      .update(openCalls)
      .set({ closedAt: now, updatedAt: nextVersion(locked.updatedAt) })
      .where(eq(openCalls.id, id));
    await audit(tx, actorId, 'open-call.close', id, { slug: locked.slug });
    return 'done' as const;
  });
  if (result === 'closed') return refused('close', {}, {}, 'alreadyClosed', 409);
  return redirectTo(`/admin/open-calls/${id}?done=done.closed`);
}

/** Clears an early close; the dates count again. */
async function reopenCall(db: Db, actorId: string, id: number): Promise<OpenCallOutcome> {
  const result = await db.transaction(async (tx) => {
    const locked = await lockCall(tx, id);
    if (!locked.closedAt) return 'open' as const;
    await tx
      .update(openCalls)
      .set({ closedAt: null, updatedAt: nextVersion(locked.updatedAt) })
      .where(eq(openCalls.id, id));
    await audit(tx, actorId, 'open-call.reopen', id, { slug: locked.slug, closedAt: locked.closedAt.toISOString() });
    return 'done' as const;
  });
  if (result === 'open') return refused('reopen', {}, {}, 'notClosedEarly', 409);
  return redirectTo(`/admin/open-calls/${id}?done=done.reopened`);
}

/**
 * Deletes a call no proposal answered. The row is locked first: a proposal sent meanwhile waits
 * for the lock (its foreign key) and then finds the call gone, so none is left pointing nowhere.
 */
async function deleteCall(db: Db, actorId: string, id: number): Promise<OpenCallOutcome> {
  const result = await db.transaction(async (tx) => {
    const locked = await lockCall(tx, id);
    if ((await tx.$count(proposals, eq(proposals.openCallId, id))) > 0) return 'answered' as const;
    await tx.delete(openCalls).where(eq(openCalls.id, id));
    await audit(tx, actorId, 'open-call.delete', id, { slug: locked.slug, titlePt: locked.titlePt });
    return 'deleted' as const;
  });
  if (result === 'answered') return refused('delete', {}, {}, 'callAnswered', 409);
  return redirectTo('/admin/open-calls?done=done.deleted');
}

async function audit(tx: Db, actorId: string, action: string, callId: number, details: Record<string, unknown>) {
  await recordAudit(tx, { actorId, action, targetType: TARGET, targetId: String(callId), details });
}
