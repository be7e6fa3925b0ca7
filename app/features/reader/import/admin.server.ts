/**
 * The admin work page's upload of a new EPUB edition. Its form posts multipart data like the
 * work form, so it is told apart by `?intent=import-epub` in its address (the body, up to
 * 100 MB, is read once, by the handler that owns it); the body repeats the intent as a check.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { tryReadFormData } from '#app/lib/request-body.server.ts';
import type { FileStorage } from '#app/lib/storage/storage.server.ts';
import { currentEdition, EpubError, importEpub } from '../import-epub.server.ts';
import type { EpubErrorCode } from './errors.ts';
import { ARCHIVE_LIMITS } from './zip.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { redirectTo, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import type { EditionKey } from './messages.ts';
import { EDITION_FORM } from './errors.ts';

export const EDITION_INTENT = 'import-epub';

export type EditionErrorCode = EpubErrorCode | 'file-missing' | 'request';

/** A refused upload: `message` is the refusal's key (error.<code>), `params.detail` what it names, `problems` the importer's own sentence. */
export type EditionFormState = FormState<EditionKey, typeof EDITION_FORM>;

export type EditionOutcome = Outcome<EditionKey, typeof EDITION_FORM>;

export interface EditionDone {
  version: number;
  reattached: number;
  orphaned: number;
}

export function isEditionUpload(request: Request): boolean {
  return request.method === 'POST' && new URL(request.url).searchParams.get('intent') === EDITION_INTENT;
}

const refused = (status: number, code: EditionErrorCode, detail = '', message = ''): EditionOutcome => ({
  kind: 'state',
  status,
  state: { form: EDITION_FORM, values: {}, errors: {}, message: `error.${code}`, params: { detail }, problems: message ? [message] : [], revision: Date.now() },
});

/** `files`: where the edition's files go (the app's storage unless a test gives a folder). */
export async function submitEditionUpload(db: Db, actorId: string, workId: number, request: Request, files?: FileStorage): Promise<EditionOutcome> {
  const [work] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.id, workId), eq(publications.type, 'book')));
  if (!work) throw notFound();
  const read = await tryReadFormData(request, { files: 1, fileBytes: ARCHIVE_LIMITS.fileBytes });
  if (!read.ok) return read.status === 413 ? refused(413, 'too-large', '100 MB') : refused(400, 'request');
  const formData = read.formData;
  if (formData.get('intent') !== EDITION_INTENT) return refused(400, 'request');
  const file = formData.get('epub');
  if (!(file instanceof File) || file.size === 0) return refused(400, 'file-missing');
  if (file.size > ARCHIVE_LIMITS.fileBytes) return refused(413, 'too-large', '100 MB');
  try {
    const result = await importEpub(db, new Uint8Array(await file.arrayBuffer()), { publicationId: work.id, actorId, files });
    const done = `${result.version}-${result.notes.reattached}-${result.notes.orphaned}`;
    return redirectTo(`/admin/catalog/${work.id}?epub=${done}#reader-edition`);
  } catch (error) {
    if (error instanceof EpubError) return refused(400, error.code, error.detail, error.message);
    throw error;
  }
}

/** What the redirect after an import reports (?epub=version-reattached-orphaned). */
export function editionDone(url: string): EditionDone | null {
  const match = /^(\d{1,6})-(\d{1,9})-(\d{1,9})$/.exec(new URL(url).searchParams.get('epub') ?? '');
  return match ? { version: Number(match[1]), reattached: Number(match[2]), orphaned: Number(match[3]) } : null;
}

export type EditionSummary = Awaited<ReturnType<typeof currentEdition>>;

/** The section's data: the current edition (null for none), and whether the work is a book at all. */
export async function loadEditionSection(db: Db, workId: number): Promise<{ edition: EditionSummary } | null> {
  const [work] = await db.select({ type: publications.type }).from(publications).where(eq(publications.id, workId));
  if (work?.type !== 'book') return null;
  return { edition: await currentEdition(db, workId) };
}
