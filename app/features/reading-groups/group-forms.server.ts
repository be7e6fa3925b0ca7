/**
 * The reader's forms for reading groups (the read route passes its posts whose intent starts with
 * "group-"): share a note, reply, edit or delete one's own, hide or restore, report. Every value is checked here; the rules
 * are group-annotations.server.ts's.
 */
import { z } from 'zod';
import { selectorSchema } from '#app/features/reader/api.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, type Outcome } from '#app/lib/form-outcome.ts';
import type { GroupKey, GroupNoteForm } from './group-page-forms.ts';
import { deleteOwn, editOwn, moderate, reply, report, shareAnnotation } from './group-annotations.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { COMMENT_MAX, GROUP_POSTS_LIMIT, GROUP_REPORTS_LIMIT } from './group-rules.ts';
import type { Person } from './groups.server.ts';

const text = (max: number) => z.string().max(max);
const id = z.string().regex(/^[\w-]{8,64}$/);
const groupId = z.coerce.number().int().positive();
const replyId = z.coerce.number().int().positive();

const schemas = {
  'group-share': z.object({ id, groupId, chapter: text(200).min(1), selector: text(6000), comment: text(COMMENT_MAX).default('') }),
  'group-reply': z.object({ annotationId: id, body: text(COMMENT_MAX) }),
  'group-hide': z.object({ annotationId: id.optional(), replyId: replyId.optional(), reason: text(500) }),
  'group-restore': z.object({ annotationId: id.optional(), replyId: replyId.optional() }),
  'group-report': z.object({ annotationId: id.optional(), replyId: replyId.optional(), reason: text(500) }),
  'group-edit': z.object({ annotationId: id.optional(), replyId: replyId.optional(), body: text(COMMENT_MAX) }),
  'group-delete': z.object({ annotationId: id.optional(), replyId: replyId.optional() }),
} satisfies Record<Exclude<GroupNoteForm, 'group-note'>, z.ZodType>;

type GroupNoteOutcome = Outcome<GroupKey, GroupNoteForm>;

/** The words of a refusal's reason (anything else: not found). */
const refusalKey = (reason: string): GroupKey => {
  const known = {
    invalid: 'formInvalid',
    closed: 'formClosed',
    forbidden: 'formForbidden',
    'cannot-read': 'formCannotRead',
    'not-in-group': 'formCannotRead',
    'too-fast': 'formTooFast',
  } as const;
  return known[reason as keyof typeof known] ?? 'formNotFound';
};
/** The words of a done form; the others (a share, a reply, a hide) show in the thread drawn again. */
const doneKey: Partial<Record<GroupNoteForm, GroupKey>> = { 'group-report': 'reportSent', 'group-edit': 'edited', 'group-delete': 'deletedItem' };

const fields = (formData: FormData) => Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>;

export async function handleGroupForm(db: Db, person: Person, publicationId: number, formData: FormData): Promise<GroupNoteOutcome> {
  const posted = String(formData.get('intent') ?? '');
  const intent: GroupNoteForm = posted in schemas ? (posted as keyof typeof schemas) : 'group-note';
  const refuse = (reason: string, status = 400) => refused<GroupKey, GroupNoteForm>(intent, {}, {}, refusalKey(reason), {}, status);
  const statusOf = (reason: string) =>
    reason === 'not-found' ? 404 : reason === 'forbidden' ? 403 : reason === 'closed' || reason === 'cannot-read' ? 409 : 400;
  if (intent === 'group-note') return refuse('invalid');
  const parsed = schemas[intent].safeParse(fields(formData));
  if (!parsed.success) return refuse('invalid');
  const values = parsed.data as Record<string, unknown>;
  // Writing costs a little of the person's allowance; reading and moderating do not.
  const allowance =
    intent === 'group-report'
      ? GROUP_REPORTS_LIMIT
      : intent === 'group-share' || intent === 'group-reply' || intent === 'group-edit'
        ? GROUP_POSTS_LIMIT
        : null;
  if (allowance && !(await hitRateLimit(db, `${intent === 'group-report' ? 'group-report' : 'group-post'}:${person.id}`, allowance)).ok)
    return refuse('too-fast', 429);
  const target = (): { annotationId: string } | { replyId: number } | null =>
    typeof values.annotationId === 'string' ? { annotationId: values.annotationId } : typeof values.replyId === 'number' ? { replyId: values.replyId } : null;
  let outcome: { ok: true } | { ok: false; reason: string };
  switch (intent) {
    case 'group-share': {
      let selector: unknown;
      try {
        selector = JSON.parse(String(values.selector));
      } catch {
        return refuse('invalid');
      }
      // Its shape here; whether it holds its quote in the chapter's text, in shareAnnotation.
      const checked = selectorSchema.safeParse(selector);
      if (!checked.success) return refuse('invalid');
      outcome = await shareAnnotation(db, person, {
        id: String(values.id),
        groupId: Number(values.groupId),
        publicationId,
        chapter: String(values.chapter),
        selector: checked.data,
        comment: String(values.comment ?? ''),
      });
      break;
    }
    case 'group-reply':
      outcome = await reply(db, person, String(values.annotationId), String(values.body));
      break;
    case 'group-hide':
    case 'group-restore':
    case 'group-report':
    case 'group-edit':
    case 'group-delete': {
      const on = target();
      if (!on) return refuse('invalid');
      if (intent === 'group-report') outcome = await report(db, person, on, String(values.reason));
      else if (intent === 'group-edit') outcome = await editOwn(db, person, on, String(values.body));
      else if (intent === 'group-delete') outcome = await deleteOwn(db, person, on);
      else outcome = await moderate(db, person, on, intent === 'group-hide' ? { hide: String(values.reason) } : { restore: true });
      break;
    }
    default:
      return refuse('invalid');
  }
  return outcome.ok ? done<GroupKey, GroupNoteForm>(intent, doneKey[intent]) : refuse(outcome.reason, statusOf(outcome.reason));
}
