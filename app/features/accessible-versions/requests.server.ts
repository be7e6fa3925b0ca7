/**
 * Requests for accessible versions in the database: made by a signed-in reader, listed for them
 * (without what they told us of their needs) and for staff, answered with a file or a link or
 * declined, deleted with their file. Mails are queued in the same transaction as the change.
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { formatDate } from '#app/i18n/format.ts';
import { isLocale, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { AppError, notFound } from '#app/lib/app-error.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { accessibleVersionRequests as requests, publications, users, type PublicationType } from '#app/lib/db/schema.ts';
import { pick } from '#app/lib/localized.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { readPress } from '#app/lib/press/press.server.ts';
import { adminMessages } from './admin/messages.ts';
import { accessibleMessages } from './messages.ts';
import type { RequestInput } from './request.schema.ts';
import { dueOn, mayDownload, mayMove, statusAfter } from './rules.ts';
import { DEFAULT_DEADLINE_DAYS, type AccessibleFormat, type RequestStatus, type StaffFilter } from './values.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const workTitle = { titlePt: publications.titlePt, titleEn: publications.titleEn };

/** A published work a request may name, with its titles; null when there is none. */
export async function requestableWork(db: Pick<Db, 'select'>, workId: number) {
  const [work] = await db
    .select({ id: publications.id, type: publications.type, slug: publications.slug, ...workTitle })
    .from(publications)
    .where(and(eq(publications.id, workId), eq(publications.status, 'published')));
  return work ?? null;
}

/** The books and proceedings volumes one may ask about (the request page without a work offers them), by title. */
export async function requestableWorks(db: Pick<Db, 'select'>, locale: Locale): Promise<{ id: number; title: string }[]> {
  const rows = await db
    .select({ id: publications.id, ...workTitle })
    .from(publications)
    .where(and(eq(publications.status, 'published'), inArray(publications.type, ['book', 'proceedings'])))
    .limit(500);
  return rows.map((row) => ({ id: row.id, title: pick(row, 'title', locale) ?? '' })).sort((a, b) => a.title.localeCompare(b.title, locale));
}

/** Stores a reader's request with the deadline the press promises today, and tells the press (without a word of the reader's needs). */
export async function createRequest(db: Db, userId: string, input: RequestInput, now: Date): Promise<{ id: number; dueOn: string } | null> {
  return db.transaction(async (tx) => {
    const work = await requestableWork(tx, input.work);
    if (!work) return null;
    const press = await readPress(tx);
    const due = dueOn(now, press.accessibleVersionDays ?? DEFAULT_DEADLINE_DAYS);
    const [row] = await tx
      .insert(requests)
      .values({ userId, publicationId: work.id, format: input.format, needs: input.needs, declaredAt: now, dueOn: due, createdAt: now })
      .returning({ id: requests.id });
    await tellStaff(tx, row!.id, pick(work, 'title', 'pt'), due, press.email);
    return { id: row!.id, dueOn: due };
  });
}

/** The press's notice: which request, which work, by when, and where to open it; never who asked nor what they need (a shared mailbox reads it). */
async function tellStaff(tx: Tx, id: number, title: string, due: string, to: string) {
  const t = translator(adminMessages, 'pt'); // staff read Portuguese
  const subject = t('mailSubject', { id, title });
  const mail = renderMail(
    {
      title: subject,
      paragraphs: [t('mailIntro', { title, due: formatDate(due, 'pt') }), t('mailPrivacy')],
      action: { label: t('mailAction'), url: `${config().appUrl}/admin/accessible-versions/${id}` },
    },
    'pt-BR',
  );
  await queueMail(tx, { to, subject, ...mail });
}

export interface MyRequest {
  id: number;
  titlePt: string | null;
  titleEn: string | null;
  /** The work's kind and slug: its page (lib/paths: workPath). */
  type: PublicationType;
  slug: string;
  format: AccessibleFormat;
  status: RequestStatus;
  dueOn: string;
  createdAt: Date;
  reply: string | null;
  fileName: string | null;
  fileSize: number | null;
  link: string | null;
}

/** The reader's own requests, newest first: what they asked for and the answers (their needs' text stays with staff). */
export async function myRequests(db: Pick<Db, 'select'>, userId: string): Promise<MyRequest[]> {
  return db
    .select({
      id: requests.id,
      ...workTitle,
      type: publications.type,
      slug: publications.slug,
      format: requests.format,
      status: requests.status,
      dueOn: requests.dueOn,
      createdAt: requests.createdAt,
      reply: requests.reply,
      fileName: requests.fileName,
      fileSize: requests.fileSize,
      link: requests.link,
    })
    .from(requests)
    .innerJoin(publications, eq(publications.id, requests.publicationId))
    .where(eq(requests.userId, userId))
    .orderBy(desc(requests.createdAt), desc(requests.id));
}

/** The answer's file for its requester; anyone else, or a request without a file, finds nothing (404). */
export async function answerFileFor(db: Pick<Db, 'select'>, viewerId: string, id: number): Promise<{ key: string; name: string; mediaType: string }> {
  const [row] = await db
    .select({ userId: requests.userId, status: requests.status, fileKey: requests.fileKey, fileName: requests.fileName, fileMediaType: requests.fileMediaType })
    .from(requests)
    .where(eq(requests.id, id));
  if (!row || !mayDownload(row, viewerId)) throw notFound();
  return { key: row.fileKey!, name: row.fileName ?? 'versao-acessivel', mediaType: row.fileMediaType ?? 'application/octet-stream' };
}

/** Staff's list: open requests by deadline (the nearest first), the others newest first. */
export async function staffRequests(db: Pick<Db, 'select'>, filter: StaffFilter) {
  const where: SQL | undefined = filter === 'open' ? eq(requests.status, 'received') : filter === 'all' ? undefined : eq(requests.status, filter);
  return db
    .select({
      id: requests.id,
      ...workTitle,
      format: requests.format,
      status: requests.status,
      dueOn: requests.dueOn,
      createdAt: requests.createdAt,
      readerName: users.name,
      readerLastName: users.lastName,
    })
    .from(requests)
    .innerJoin(publications, eq(publications.id, requests.publicationId))
    .innerJoin(users, eq(users.id, requests.userId))
    .where(where)
    .orderBy(...(filter === 'open' ? [asc(requests.dueOn), asc(requests.id)] : [desc(requests.createdAt), desc(requests.id)]))
    .limit(500);
}

/** One request as staff handle it: the reader, the work, what they need, the answer. */
export async function staffRequest(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({
      id: requests.id,
      ...workTitle,
      type: publications.type,
      slug: publications.slug,
      format: requests.format,
      needs: requests.needs,
      declaredAt: requests.declaredAt,
      status: requests.status,
      dueOn: requests.dueOn,
      createdAt: requests.createdAt,
      reply: requests.reply,
      fileName: requests.fileName,
      fileSize: requests.fileSize,
      link: requests.link,
      answeredAt: requests.answeredAt,
      readerName: users.name,
      readerLastName: users.lastName,
      readerEmail: users.email,
    })
    .from(requests)
    .innerJoin(publications, eq(publications.id, requests.publicationId))
    .innerJoin(users, eq(users.id, requests.userId))
    .where(eq(requests.id, id));
  if (!row) throw notFound();
  return row;
}

/** The request's state, for a move checked before its file is written (the move checks again, locked). */
export async function requestStatus(db: Pick<Db, 'select'>, id: number): Promise<RequestStatus> {
  const [row] = await db.select({ status: requests.status }).from(requests).where(eq(requests.id, id));
  if (!row) throw notFound();
  return row.status;
}

export type Answer =
  | { move: 'answer'; file: { key: string; name: string; mediaType: string; size: number }; reply: string | null }
  | { move: 'decline'; reply: string };

/** Answers or declines a received request and tells the reader, in their language; a request no longer received is a conflict (its file is then not kept). */
export async function moveRequest(db: Db, id: number, answer: Answer, actorId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: requests.status, userId: requests.userId, publicationId: requests.publicationId })
      .from(requests)
      .where(eq(requests.id, id))
      .for('update');
    if (!row) throw notFound();
    if (!mayMove(row.status, answer.move)) throw new AppError('conflict');
    const file = answer.move === 'answer' ? answer.file : null;
    await tx
      .update(requests)
      .set({
        status: statusAfter(answer.move),
        reply: answer.reply,
        fileKey: file?.key ?? null,
        fileName: file?.name ?? null,
        fileMediaType: file?.mediaType ?? null,
        fileSize: file?.size ?? null,
        link: null,
        answeredAt: now,
      })
      .where(eq(requests.id, id));
    // The audit says who moved which request, never what it says.
    await recordAudit(tx, { actorId, action: `accessible-version.${answer.move}`, targetType: 'accessible-version-request', targetId: String(id) });
    await tellReader(tx, id, row.userId, row.publicationId, answer.move === 'answer' ? 'file' : 'declined', answer.reply);
  });
}

/** The reader's mail, in the language of their account: the answer is in their account (the file's own address when there is one). */
async function tellReader(tx: Tx, id: number, userId: string, workId: number, kind: 'file' | 'declined', reply: string | null) {
  const [reader] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
  const [work] = await tx.select(workTitle).from(publications).where(eq(publications.id, workId));
  if (!reader || !work) return;
  const locale: Locale = isLocale(reader.locale) ? reader.locale : 'pt';
  const t = translator(accessibleMessages, locale);
  const title = pick(work, 'title', locale);
  const subject = t(kind === 'declined' ? 'mailDeclinedSubject' : 'mailSubject', { title });
  const path = kind === 'file' ? `/account/accessible-versions/${id}/file` : '/account/accessible-versions';
  const mail = renderMail(
    {
      title: subject,
      paragraphs: [t(kind === 'declined' ? 'mailDeclined' : 'mailReady', { title }), ...(reply ? [reply] : [])],
      action: { label: t(kind === 'file' ? 'mailAction' : 'mailActionAccount'), url: config().appUrl + localizePath(path, locale) },
    },
    locale === 'pt' ? 'pt-BR' : 'en',
  );
  await queueMail(tx, { to: reader.email, subject, ...mail });
}

/** Deletes a request (the reader's needs with it); the caller removes the file whose key it returns once committed. */
export async function deleteRequest(db: Db, id: number, actorId: string): Promise<{ fileKey: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(requests).where(eq(requests.id, id)).returning({ fileKey: requests.fileKey });
    if (!row) throw notFound();
    await recordAudit(tx, { actorId, action: 'accessible-version.delete', targetType: 'accessible-version-request', targetId: String(id) });
    return row;
  });
}

/** Deletes every request of a person (their account is being deleted); the caller removes the returned files once committed. */
export async function forgetRequestsOf(db: Pick<Db, 'delete'>, userId: string): Promise<string[]> {
  const rows = await db.delete(requests).where(eq(requests.userId, userId)).returning({ fileKey: requests.fileKey });
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}
