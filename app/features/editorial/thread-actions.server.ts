/**
 * The discussions' page actions: the author's thread on /account/submissions/{number}, and the
 * editors' post in any thread of a submission of their scope (for their workspace).
 */
import type { Locale } from '#app/i18n/locales.ts';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { redirectTo, refused, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { mySubmission } from './author-submissions.server.ts';
import { AUTHOR_THREAD, listThread, postMessage, type ThreadMessage } from './discussions.server.ts';
import type { EditorialActor } from './scoped-roles.ts';
import type { ReviewKey } from './review-messages.ts';
import { messageSchema } from './review.schema.ts';

/** The thread's messages as the author sees them (the editors as "the editorial team"). */
export async function authorThreadPage(db: Db, authorId: string, submissionId: number): Promise<ThreadMessage[]> {
  return (await listThread(db, submissionId, AUTHOR_THREAD, { side: 'author', userId: authorId })) ?? [];
}

/** The author writes to the editors; someone else's submission is 404 (mySubmission). */
export async function authorThreadAction(
  db: Db,
  input: { authorId: string; number: string; locale: Locale; request: Request },
): Promise<Outcome<ReviewKey, 'message'>> {
  const submission = await mySubmission(db, input.authorId, input.number, input.locale);
  const form = await readPost(input.request, { bodyBytes: 64 * 1024 });
  if (!form) return refused<ReviewKey, 'message'>('message', {}, { body: 'tooLong' }, undefined, {}, 413);
  const parsed = parseForm(messageSchema, form);
  if (!parsed.ok) return refused<ReviewKey, 'message'>('message', parsed.values, parsed.errors, undefined);
  const posted = await postMessage(db, {
    submissionId: submission.id,
    thread: AUTHOR_THREAD,
    party: { side: 'author', userId: input.authorId },
    body: parsed.data.body,
  });
  if (!posted.ok)
    return refused<ReviewKey, 'message'>(
      'message',
      parsed.values,
      { body: posted.reason === 'tooLong' ? 'tooLong' : 'required' },
      undefined,
      {},
      posted.reason === 'notFound' ? 404 : 400,
    );
  return redirectTo(`/account/submissions/${submission.number}?done=messageSent#discussion`);
}

/**
 * The editors write in a thread of a submission ('author' or 'reviewer:<id>'); a thread outside
 * their scope, or of another submission, is 404. `back` is the page to return to (their workspace).
 */
export async function editorsThreadAction(
  db: Db,
  input: { actor: EditorialActor; submissionId: number; thread: string; request: Request; back: string },
): Promise<Outcome<ReviewKey, 'message'>> {
  const form = await readPost(input.request, { bodyBytes: 64 * 1024 });
  if (!form) return refused<ReviewKey, 'message'>('message', { thread: input.thread }, { body: 'tooLong' }, undefined, {}, 413);
  return editorsThreadPost(db, { ...input, form });
}

/** The same, from a post already read (the workspace's action reads it to learn the intent and the thread). */
export async function editorsThreadPost(
  db: Db,
  input: { actor: EditorialActor; submissionId: number; thread: string; form: FormData; back: string },
): Promise<Outcome<ReviewKey, 'message'>> {
  const parsed = parseForm(messageSchema, input.form);
  // The thread travels back with what was typed, so the page shows the answer under that thread's form.
  const values = { ...parsed.values, thread: input.thread };
  if (!parsed.ok) return refused<ReviewKey, 'message'>('message', values, parsed.errors, undefined);
  const posted = await postMessage(db, {
    submissionId: input.submissionId,
    thread: input.thread,
    party: { side: 'editors', actor: input.actor },
    body: parsed.data.body,
  });
  if (!posted.ok && posted.reason === 'notFound') throw notFound();
  if (!posted.ok) return refused<ReviewKey, 'message'>('message', values, { body: posted.reason === 'tooLong' ? 'tooLong' : 'required' }, undefined);
  return redirectTo(`${input.back}?done=messageSent&thread=${encodeURIComponent(input.thread)}#discussion-${input.thread.replace(':', '-')}`);
}
