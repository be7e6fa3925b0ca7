/**
 * What an editor does on a proposal's page: move it on (with an optional message to the author),
 * write to the author, or leave an internal note. The rules and their effects (audit entry, mail)
 * are the publish feature's; this reads the forms and turns the results into answers.
 */
import { addProposalNote, changeProposalStatus, sendProposalMessage } from '../proposal-changes.server.ts';
import { redirectTo, refused, type Outcome } from '#app/lib/form-outcome.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { parseForm, readForm } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import type { AdminPublishKey } from './messages.ts';
import { messageSchema, moveSchema, noteSchema } from './submission-actions.schema.ts';
import { moveForm, type SubmissionDone } from './submission-forms.ts';
import { notFound } from '#app/lib/app-error.ts';

/** `inReview`: the proposal is in its call's outside review (features/editorial), whose decisions move it; a move here is refused. */
export async function submitSubmissionAction(
  db: Db,
  editorId: string,
  proposalId: number,
  formData: FormData,
  inReview = false,
): Promise<Outcome<AdminPublishKey>> {
  const intent = formData.get('intent');
  const done = (message: SubmissionDone) => redirectTo(`/admin/submissions/${proposalId}?done=${message}`);

  if (intent === 'move') {
    const values = readForm(formData, ['to', 'status', 'message']);
    const form = moveForm(values.to ?? '');
    if (inReview) return refused(form, values, {}, 'decidedOnDesk', {}, 409);
    const parsed = parseForm(moveSchema, formData);
    if (!parsed.ok) return refused(form, values, parsed.errors, parsed.errors.to || parsed.errors.status ? 'unknownAction' : 'fixErrors');
    const { to, status, message } = parsed.data;
    const result = await changeProposalStatus(db, { proposalId, to, expect: status, actor: { kind: 'editor', id: editorId }, message });
    if (result.ok) {
      wakeJobRunner();
      return done('done.moved');
    }
    if (result.reason === 'not-found') throw notFound();
    return refused(form, values, {}, 'conflict', {}, 409);
  }

  if (intent === 'message' || intent === 'note') {
    const values = readForm(formData, ['body']);
    const parsed = parseForm(intent === 'message' ? messageSchema : noteSchema, formData);
    if (!parsed.ok) return refused(intent, values, parsed.errors, 'fixErrors');
    const change = { proposalId, editorId, body: parsed.data.body };
    const saved = intent === 'message' ? await sendProposalMessage(db, change) : await addProposalNote(db, change);
    if (!saved) throw notFound();
    if (intent === 'message') wakeJobRunner();
    return done(intent === 'message' ? 'done.message' : 'done.note');
  }

  return refused('', {}, {}, 'unknownAction');
}
