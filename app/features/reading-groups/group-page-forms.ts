/** The group pages' forms by name (decision 0044): the page tells their answers apart by `form`. */
import type { KeyOf } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';
import type { groupMessages } from './messages.ts';

export type GroupKey = KeyOf<typeof groupMessages>;

/** My groups page: a new group, and the daily digest's preference. */
export const NEW_GROUP_FORM = 'new-group';
export const DIGEST_FORM = 'digest';
export type GroupFormState = FormState<GroupKey, typeof NEW_GROUP_FORM | typeof DIGEST_FORM>;

/** A group's page (join, leave, a report, the owners' changes): its notice or refusal at the top. */
export const GROUP_FORM = 'group';
export type GroupActionState = FormState<GroupKey, typeof GROUP_FORM>;

/** The reader's group forms, each named by its intent ('group-note' for a post that names none it knows). */
export type GroupNoteForm = 'group-share' | 'group-reply' | 'group-hide' | 'group-restore' | 'group-report' | 'group-edit' | 'group-delete' | 'group-note';
/** What a group form in the reader answers: its notice or why it was refused, said after the chapter. */
export type GroupNoteState = FormState<GroupKey, GroupNoteForm>;

/** The reader's page answers its own forms and the groups' ones: a group form's name starts with "group-". */
export const isGroupNoteAnswer = (state: { form: string }): state is GroupNoteState => state.form.startsWith('group-');
