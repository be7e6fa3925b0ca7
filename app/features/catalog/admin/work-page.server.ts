/** The work page's posts: the work form's buttons and its sections' (formats, parts, issues). */
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { PUBLICATION_TYPES, type PublicationType } from '#app/lib/db/schema.ts';
import { deleteFormat } from './formats.server.ts';
import { readValues } from '#app/lib/form-values.ts';
import { deleteIssue } from './issues.server.ts';
import { adminCatalogMessages } from './messages.ts';
import { redirectTo, refused, type DoneMessage, type Outcome, tooLarge } from './outcome.ts';
import { deletePart, movePart, rowIntent } from './parts.server.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { COVER_MAX_BYTES } from '#app/lib/uploads.server.ts';
import { publicationType } from './work.schema.ts';
import { catalogOptions, loadWorkEditor, newWorkValues, saveWork, workSummary } from './works.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** The work page: a new work's empty form (type from ?type=), or a work with its sections. */
export async function loadWorkPage(db: Db, id: number | null, request: Request) {
  const locale = requestLocale(request);
  const t = translator(adminCatalogMessages, locale);
  const options = await catalogOptions(db, locale);
  if (id === null) {
    const asked = new URL(request.url).searchParams.get('type') ?? '';
    const type: PublicationType = (PUBLICATION_TYPES as readonly string[]).includes(asked) ? (asked as PublicationType) : 'book';
    return { title: t('newWorkTitle'), values: newWorkValues(type, locale), options, editor: null };
  }
  const editor = await loadWorkEditor(db, id, locale);
  if (!editor) return null;
  return { title: editor.work.title || t('untitled'), values: editor.values, options, editor };
}

const idField = (formData: FormData, name: string) => {
  const value = String(formData.get(name) ?? '');
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
};

/** A row of the work that is not there (deleted meanwhile, or never its). */
const missing = (): never => {
  throw notFound();
};

async function sectionIntent(db: Db, actorId: string, workId: number, intent: string, formData: FormData): Promise<Outcome | null> {
  const done = (message: DoneMessage, anchor: string) => redirectTo(`/admin/catalog/${workId}?done=${message}#${anchor}`);
  switch (intent) {
    case 'delete-format': {
      const id = idField(formData, 'formatId');
      return id !== null && (await deleteFormat(db, actorId, workId, id)) ? done('formatDeleted', 'formats') : missing();
    }
    case 'delete-part': {
      const id = idField(formData, 'partId');
      return id !== null && (await deletePart(db, actorId, workId, id)) ? done('partDeleted', 'parts') : missing();
    }
    case 'move-up':
    case 'move-down': {
      const id = idField(formData, 'partId');
      return id !== null && (await movePart(db, actorId, workId, id, intent === 'move-up' ? 'up' : 'down')) ? done('partMoved', 'parts') : missing();
    }
    case 'delete-issue': {
      const id = idField(formData, 'issueId');
      return id !== null && (await deleteIssue(db, actorId, workId, id)) ? done('issueDeleted', 'issues') : missing();
    }
    default:
      return null;
  }
}

/**
 * New work (workId null) or an existing one. Buttons: save, publish, unpublish (each saves the
 * form), add / remove a contributor or team row (re-renders, saves nothing), and the sections'.
 */
export async function submitWorkForm(db: Db, actorId: string, workId: number | null, request: Request): Promise<Outcome> {
  const formData = await readPost(request, { bodyBytes: 2 * 1024 * 1024, files: 1, fileBytes: COVER_MAX_BYTES });
  if (!formData) return tooLarge();
  const intent = String(formData.get('intent') ?? 'save');
  if (workId !== null) {
    const section = await sectionIntent(db, actorId, workId, intent, formData);
    if (section) return section;
  }
  const values = readValues(formData);
  const rows = rowIntent(intent, values);
  if (rows) return rows;

  let type;
  if (workId === null) {
    const parsed = publicationType.safeParse(values.type);
    if (!parsed.success) return refused(values, { type: 'choiceInvalid' });
    type = parsed.data;
  } else {
    const work = await workSummary(db, workId, 'pt');
    if (!work) throw notFound();
    type = work.type;
  }
  const status = intent === 'publish' ? 'published' : intent === 'unpublish' ? 'draft' : undefined;
  const saved = await saveWork(db, actorId, { id: workId, type, values, cover: formData.get('cover'), status });
  if (saved.ok) {
    const message: DoneMessage = status === 'published' ? 'published' : status === 'draft' ? 'unpublished' : workId === null ? 'created' : 'saved';
    return redirectTo(`/admin/catalog/${saved.id}?done=${message}`);
  }
  if ('notFound' in saved) throw notFound();
  return refused({ ...values, type }, saved.errors);
}
