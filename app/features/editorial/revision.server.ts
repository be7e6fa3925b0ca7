/**
 * The author's answer to a request for revisions (issue 51 item 5): a revised manuscript, a new
 * anonymised copy and a response to the reviews, kept beside every earlier file (nothing is
 * replaced). The submission moves as the workflow says: after minor revisions back to the editors
 * (awaiting a decision), after major revisions to review again in the round the decision opened.
 * Only the submission's author reaches it (anyone else: 404); posting twice sends once.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { redirectTo, refused, type Outcome } from '#app/lib/form-outcome.ts';
import { FILE_MESSAGE_SLACK, tryReadFormData } from '#app/lib/request-body.server.ts';
import { withUploads } from '#app/lib/uploads.server.ts';
import { safeFileName } from './anonymity.ts';
import { checkDocument, MANUSCRIPT_MAX_BYTES, type CheckedDocument } from './manuscript-files.server.ts';
import { queueEditorsNotice } from './review-mail.server.ts';
import { REVISION_FILES, REVISION_FORM, type RevisionFile, type RevisionPage } from './revision-check.ts';
import type { RevisionKey } from './revision-messages.ts';
import { scopeOfSubmission } from './roles.server.ts';
import { editorialDecisions, submissionEvents, submissionFiles, submissions } from './tables.server.ts';
import type { EditorialDecision } from './values.ts';
import { moveFor } from './workflow.ts';

async function authorsSubmission(db: Db, authorId: string, number: string) {
  const wanted = number.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,6}-\d{4}-\d{4,}$/.test(wanted)) throw notFound();
  const [row] = await db
    .select({
      id: submissions.id,
      number: submissions.number,
      status: submissions.status,
      round: submissions.round,
      metadata: submissions.metadata,
      journalId: submissions.journalId,
      openCallId: submissions.openCallId,
    })
    .from(submissions)
    .where(and(eq(submissions.number, wanted), eq(submissions.authorId, authorId)));
  if (!row?.number) throw notFound();
  const [last] = await db
    .select({ decision: editorialDecisions.decision, letter: editorialDecisions.letter })
    .from(editorialDecisions)
    .where(eq(editorialDecisions.submissionId, row.id))
    .orderBy(desc(editorialDecisions.decidedAt), desc(editorialDecisions.id))
    .limit(1);
  return { ...row, number: row.number, lastDecision: (last?.decision ?? null) as EditorialDecision | null, letter: last?.letter ?? '' };
}

export async function revisionPage(db: Db, authorId: string, number: string, locale: Locale): Promise<RevisionPage> {
  const row = await authorsSubmission(db, authorId, number);
  const to = moveFor({ status: row.status, lastDecision: row.lastDecision }, 'author', 'revise');
  return {
    number: row.number,
    title: (locale === 'en' ? row.metadata.titleEn || row.metadata.titlePt : row.metadata.titlePt || row.metadata.titleEn) ?? '',
    awaiting: to !== null,
    next: to === 'in-review' ? 'review' : 'editor',
    letter: to ? row.letter : '',
  };
}

/** The revision's post: each file checked (the anonymised copy and the response must name no one), then kept and the submission moved, once. */
export async function revisionAction(
  db: Db,
  input: { authorId: string; number: string; request: Request },
): Promise<Outcome<RevisionKey | string, typeof REVISION_FORM>> {
  const row = await authorsSubmission(db, input.authorId, input.number);
  const done = redirectTo(`/account/submissions/${row.number}?done=revised`);
  const read = await tryReadFormData(input.request, { bodyBytes: 64 * 1024, files: 3, fileBytes: MANUSCRIPT_MAX_BYTES + FILE_MESSAGE_SLACK });
  if (!read.ok) return refused(REVISION_FORM, {}, {}, read.status === 413 ? 'filesTooLarge' : 'requestRefused', {}, read.status);
  const to = moveFor({ status: row.status, lastDecision: row.lastDecision }, 'author', 'revise');
  // Sent already (a second post, another tab): the first one stands.
  if (!to) return done;
  const errors: Record<string, string> = {};
  const good: { kind: RevisionFile; doc: CheckedDocument }[] = [];
  for (const kind of REVISION_FILES) {
    const checked = await checkDocument(read.formData.get(kind), { anonymised: kind !== 'revised' });
    if (!checked.ok) errors[kind] = checked.error === 'fileNamesSomeone' ? `fileNamesSomeone.${checked.property}` : checked.error;
    else if (!checked.file) errors[kind] = 'fileRequired';
    else good.push({ kind, doc: checked.file });
  }
  if (Object.keys(errors).length) return refused(REVISION_FORM, {}, errors, 'fixErrors');
  const uploads = good.map((g) => ({ ...g, key: `submissions/${row.id}/${randomBytes(8).toString('hex')}-r${row.round}-${g.kind}.${g.doc.kind}` }));
  await withUploads(
    uploads.map((u) => ({ key: u.key, data: Buffer.from(u.doc.bytes.buffer, u.doc.bytes.byteOffset, u.doc.bytes.byteLength) })),
    () =>
      db.transaction(async (tx) => {
        const [locked] = await tx.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, row.id)).for('update');
        // Checked again under the lock: two posts at once send one revision.
        if (locked?.status !== row.status) throw new RevisionRaced();
        const now = new Date();
        await tx.insert(submissionFiles).values(
          uploads.map((u) => ({
            submissionId: row.id,
            round: row.round,
            kind: u.kind,
            storageKey: u.key,
            originalName: u.doc.name,
            safeName: safeFileName(row.number, row.round, u.kind, u.doc.kind),
            size: u.doc.size,
            mediaType: u.doc.mediaType,
            uploadedBy: input.authorId,
            createdAt: now,
          })),
        );
        await tx.update(submissions).set({ status: to, updatedAt: now }).where(eq(submissions.id, row.id));
        await tx
          .insert(submissionEvents)
          .values({ submissionId: row.id, kind: 'revised', actorId: input.authorId, detail: { round: row.round, to }, createdAt: now });
        await queueEditorsNotice(tx, scopeOfSubmission(row), 'revised', { number: row.number, reviewer: '' });
        return {};
      }),
  ).catch((error: unknown) => {
    if (!(error instanceof RevisionRaced)) throw error;
  });
  return done;
}

/** Another post moved the submission first: this one's files are removed, its answer is the first's. */
class RevisionRaced extends Error {}
