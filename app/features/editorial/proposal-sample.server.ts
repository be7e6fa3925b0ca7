/**
 * A book proposal's anonymised sample (decision 0045): a chapter or the manuscript that the series
 * editors upload in the workspace for the outside reviewers, since a proposal's own sample comes
 * as its author sent it (names and all) and a double-blind reviewer may not read it. Checked by the
 * journals' rule (DOCX, ODT or PDF up to 20 MB by their bytes; refused, naming the field, when its
 * document properties name someone), kept in the current round as an anonymised file beside every
 * earlier one, shown to reviewers by its safe name only.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { redirectTo, refused, type Outcome } from '#app/lib/form-outcome.ts';
import { FILE_MESSAGE_SLACK, tryReadFormData } from '#app/lib/request-body.server.ts';
import { withUploads } from '#app/lib/uploads.server.ts';
import { safeFileName } from './anonymity.ts';
import { checkDocument, MANUSCRIPT_MAX_BYTES } from './manuscript-files.server.ts';
import type { GuardedSubmission } from './roles.server.ts';
import { SAMPLE_FORM, SAMPLE_STATUSES } from './sample-check.ts';
import type { EditorialActor } from './scoped-roles.ts';
import { submissionEvents, submissionFiles, submissions } from './tables.server.ts';

/** The sample's post: the file checked, then kept in the proposal's current round; the workspace's answer. */
export async function uploadSample(db: Db, actor: EditorialActor, guarded: GuardedSubmission, request: Request): Promise<Outcome<string, typeof SAMPLE_FORM>> {
  const read = await tryReadFormData(request, { bodyBytes: 64 * 1024, files: 1, fileBytes: MANUSCRIPT_MAX_BYTES + FILE_MESSAGE_SLACK });
  if (!read.ok) return refused(SAMPLE_FORM, {}, read.status === 413 ? { sample: 'fileTooLarge' } : {}, 'requestRefused', {}, read.status);
  const [row] = await db
    .select({ kind: submissions.kind, status: submissions.status, round: submissions.round })
    .from(submissions)
    .where(eq(submissions.id, guarded.id));
  // Only a proposal, and only while it is read or reviewed.
  if (row?.kind !== 'proposal' || !SAMPLE_STATUSES.includes(row.status)) return refused(SAMPLE_FORM, {}, {}, 'notAllowed', {}, 403);
  const checked = await checkDocument(read.formData.get('sample'), { anonymised: true });
  if (!checked.ok)
    return refused(SAMPLE_FORM, {}, { sample: checked.error === 'fileNamesSomeone' ? `fileNamesSomeone.${checked.property}` : checked.error }, 'fixErrors');
  if (!checked.file) return refused(SAMPLE_FORM, {}, { sample: 'fileRequired' }, 'fixErrors');
  const doc = checked.file;
  const number = guarded.number!;
  const key = `submissions/${guarded.id}/${randomBytes(8).toString('hex')}-r${row.round}-anonymised.${doc.kind}`;
  await withUploads([{ key, data: Buffer.from(doc.bytes.buffer, doc.bytes.byteOffset, doc.bytes.byteLength) }], () =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select({ round: submissions.round }).from(submissions).where(eq(submissions.id, guarded.id)).for('update');
      const round = locked?.round ?? row.round;
      // A second sample in a round is added, never replacing the first: its safe name gets a number.
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(submissionFiles)
        .where(and(eq(submissionFiles.submissionId, guarded.id), eq(submissionFiles.round, round), eq(submissionFiles.kind, 'anonymised')));
      const safeName = safeFileName(number, round, 'anonymised', doc.kind, Number(n));
      const now = new Date();
      await tx.insert(submissionFiles).values({
        submissionId: guarded.id,
        round,
        kind: 'anonymised',
        storageKey: key,
        originalName: doc.name,
        safeName,
        size: doc.size,
        mediaType: doc.mediaType,
        uploadedBy: actor.userId,
        createdAt: now,
      });
      await tx
        .insert(submissionEvents)
        .values({ submissionId: guarded.id, kind: 'sample-added', actorId: actor.userId, detail: { round, name: safeName }, createdAt: now });
      return {};
    }),
  );
  return redirectTo(`/editorial/${number}?done=sampleAdded#files`);
}
