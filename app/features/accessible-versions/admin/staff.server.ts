/** /admin/accessible-versions: the list by deadline, one request, and staff's moves (answer with a file, decline, delete). */
import { formatNumber } from '#app/i18n/format.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { translator, type KeyOf } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { doneFrom, redirectTo, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { readForm } from '#app/lib/forms.ts';
import { pick } from '#app/lib/localized.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { chosenFile, removeFiles, withUploads } from '#app/lib/uploads.server.ts';
import { answerSchema, declineSchema } from '../answer.schema.ts';
import { readAnswerFile } from '../answer-file.server.ts';
import { deleteRequest, moveRequest, requestStatus, staffRequest, staffRequests } from '../requests.server.ts';
import { urgency } from '../rules.ts';
import { ANSWER_FILE_MAX_BYTES, STAFF_FILTERS, type StaffFilter } from '../values.ts';
import { adminMessages } from './messages.ts';

type AdminKey = KeyOf<typeof adminMessages>;
export const STAFF_FORMS = ['answer', 'decline', 'delete'] as const;
type StaffForm = (typeof STAFF_FORMS)[number];
export type StaffFormState = FormState<AdminKey, StaffForm>;
type StaffOutcome = Outcome<AdminKey, StaffForm>;

const LIST_DONE = ['deleted'] as const;
const REQUEST_DONE = ['answered', 'declinedDone'] as const;

const isFilter = (value: string | null): value is StaffFilter => (STAFF_FILTERS as readonly (string | null)[]).includes(value);

/** The list: open requests by deadline (each with how near it is), or the others newest first. */
export async function staffListPage(db: Db, url: URL, locale: Locale, now: Date) {
  const asked = url.searchParams.get('status');
  const filter: StaffFilter = isFilter(asked) ? asked : 'open';
  const rows = await staffRequests(db, filter);
  return {
    title: translator(adminMessages, locale)('title'),
    filter,
    done: doneFrom(url.href, LIST_DONE),
    rows: rows.map((row) => ({
      id: row.id,
      title: pick(row, 'title', locale),
      reader: `${row.readerName} ${row.readerLastName}`.trim(),
      format: row.format,
      status: row.status,
      dueOn: row.dueOn,
      urgency: urgency(row, now),
    })),
  };
}

/** One request as staff see it (what the reader needs included: this page is behind the admin guard). */
export async function staffRequestPage(db: Db, id: number, url: URL, locale: Locale, now: Date) {
  const row = await staffRequest(db, id);
  const t = translator(adminMessages, locale);
  const title = pick(row, 'title', locale);
  return {
    title: t('requestTitle', { id, title }),
    done: doneFrom(url.href, REQUEST_DONE),
    maxFile: `${formatNumber(ANSWER_FILE_MAX_BYTES / 1024 / 1024, locale)} MB`,
    request: {
      id: row.id,
      workTitle: title,
      type: row.type,
      slug: row.slug,
      reader: `${row.readerName} ${row.readerLastName}`.trim(),
      readerEmail: row.readerEmail,
      format: row.format,
      needs: row.needs,
      declaredAt: row.declaredAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      dueOn: row.dueOn,
      urgency: urgency(row, now),
      reply: row.reply,
      fileName: row.fileName,
      fileSize: row.fileSize,
      link: row.link,
      answeredAt: row.answeredAt?.toISOString() ?? null,
    },
  };
}

/** The request page's posts, told apart by `intent`; each move redirects to a page saying it was done. */
export async function staffAction(db: Db, request: Request, id: number, actorId: string, now: Date): Promise<StaffOutcome> {
  const formData = await readPost(request, { files: 1, fileBytes: ANSWER_FILE_MAX_BYTES });
  if (!formData) return refused('answer', {}, { file: 'fileTooLarge' }, 'tooLarge', {}, 413);
  const intent = formData.get('intent');
  if (intent === 'delete') {
    const { fileKey } = await deleteRequest(db, id, actorId);
    await removeFiles([fileKey]);
    return redirectTo('/admin/accessible-versions?done=deleted');
  }
  if (intent === 'decline') {
    const values = readForm(formData, ['reply']);
    const parsed = declineSchema.safeParse(values);
    if (!parsed.success) return refused('decline', values, { reply: parsed.error.issues[0]!.message }, 'fixErrors');
    if ((await requestStatus(db, id)) !== 'received') return refused('decline', values, {}, 'closed', {}, 409);
    await moveRequest(db, id, { move: 'decline', reply: parsed.data.reply }, actorId, now);
    return redirectTo(`/admin/accessible-versions/${id}?done=declinedDone`);
  }
  return answer(db, formData, id, actorId, now);
}

async function answer(db: Db, formData: FormData, id: number, actorId: string, now: Date): Promise<StaffOutcome> {
  const entry = formData.get('file');
  // What the browser's check knows is written from the file itself here, so both checks read the same.
  const chosen = chosenFile(entry);
  const values = { ...readForm(formData, ['reply']), fileSize: chosen ? String(chosen.size) : '' };
  const parsed = answerSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return refused('answer', values, errors, 'fixErrors');
  }
  if ((await requestStatus(db, id)) !== 'received') return refused('answer', values, {}, 'closed', {}, 409);
  const file = await readAnswerFile(entry, id);
  if (!file.ok) return refused('answer', values, { file: file.error }, 'fixErrors');
  if (!file.file) return refused('answer', values, { file: 'fileRequired' }, 'fixErrors');
  const stored = { key: file.file.key, name: file.file.name, mediaType: file.file.mediaType, size: file.file.size };
  await withUploads([file.file], async () => {
    await moveRequest(db, id, { move: 'answer', file: stored, reply: parsed.data.reply }, actorId, now);
    return {};
  });
  return redirectTo(`/admin/accessible-versions/${id}?done=answered`);
}
