/**
 * The proposal form's values as typed, its field names and the buttons that grow, shrink and
 * reorder its lists without JavaScript. No Zod here: the form component uses this file too.
 */
import type { ProposalFormValues } from '#app/lib/db/schema.ts';
import { AUTHORS_MAX, CHAPTERS_MAX } from './proposal-limits.ts';
import { rowName } from '#app/lib/form-values.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';
import type { proposalMessages } from './proposal-messages.ts';

export type ProposalValues = ProposalFormValues;
export type AuthorValues = ProposalValues['authors'][number];
export type ChapterValues = ProposalValues['chapters'][number];

/** The form's single fields, in the order the form shows them (lists are placed by proposalFieldNames). */
export const PROPOSAL_FIELDS = [
  'type',
  'openCall',
  'title',
  'description',
  'keywords',
  'summary',
  'needsIllustrations',
  'thirdPartyImages',
  'otherBooks',
  'authorshipLink',
  'otherInformation',
] as const satisfies readonly (keyof ProposalValues)[];
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];

export const AUTHOR_FIELDS = ['name', 'email', 'affiliation', 'orcid', 'bio'] as const satisfies readonly (keyof AuthorValues)[];
export const CHAPTER_FIELDS = ['title', 'summary', 'keywords'] as const satisfies readonly (keyof ChapterValues)[];
export type AuthorField = (typeof AUTHOR_FIELDS)[number];
export type ChapterField = (typeof CHAPTER_FIELDS)[number];

/** The inputs' names, as every repeatable row of the site (lib/form-values.ts): authors.0.email, chapters.2.keywords. */
export const authorFieldName = (index: number, field: AuthorField) => rowName('authors', index, field);
export const chapterFieldName = (index: number, field: ChapterField) => rowName('chapters', index, field);

/**
 * Every message key a proposal can be refused with (the catalogue in proposal-messages.ts has
 * each one; a test checks). Errors are keyed by field name: 'title', 'authors.0.email',
 * 'chapters' (the list itself, e.g. too many).
 */
export const PROPOSAL_ERROR_KEYS = [
  'required',
  'tooLong',
  'invalid',
  'choiceInvalid',
  'emailInvalid',
  'orcidInvalid',
  'urlInvalid',
  'keywordTooLong',
  'keywordsTooMany',
  'keywordsDuplicate',
  'chapterKeywordsCount',
  'authorsTooMany',
  'chaptersTooMany',
  'openCallUnavailable',
  'sampleTooLarge',
  'sampleType',
  'sampleUnsafe',
] as const;
export type ProposalErrorKey = (typeof PROPOSAL_ERROR_KEYS)[number];
export type ProposalErrors = Partial<Record<string, ProposalErrorKey>>;

export const isProposalErrorKey = (value: string): value is ProposalErrorKey => (PROPOSAL_ERROR_KEYS as readonly string[]).includes(value);

export const emptyAuthor = (): AuthorValues => ({ name: '', email: '', affiliation: '', orcid: '', bio: '' });
export const emptyChapter = (): ChapterValues => ({ title: '', summary: '', keywords: '' });

/** A blank form: one author, one chapter; `init` fills some fields (the call from ?call=, the account's name). */
export function emptyProposalValues(init: Partial<ProposalValues> = {}): ProposalValues {
  return {
    type: '',
    openCall: '',
    title: '',
    authors: [emptyAuthor()],
    description: '',
    keywords: '',
    summary: '',
    chapters: [emptyChapter()],
    needsIllustrations: '',
    thirdPartyImages: '',
    otherBooks: '',
    authorshipLink: '',
    otherInformation: '',
    ...init,
  };
}

/** Every field name of these values in the order the form shows them: where the first error is. */
export function proposalFieldNames(values: Pick<ProposalValues, 'authors' | 'chapters'>): string[] {
  return [
    'type',
    'openCall',
    'title',
    'authors',
    ...values.authors.flatMap((_, i) => AUTHOR_FIELDS.map((f) => authorFieldName(i, f))),
    'description',
    'keywords',
    'summary',
    'chapters',
    ...values.chapters.flatMap((_, i) => CHAPTER_FIELDS.map((f) => chapterFieldName(i, f))),
    'needsIllustrations',
    'thirdPartyImages',
    'otherBooks',
    'authorshipLink',
    'otherInformation',
  ];
}

/** The message at the top of a refused form: "Please, fill in all required fields" when one is empty. */
export function formMessageKey(errors: ProposalErrors): 'fillAllRequired' | 'checkFields' {
  return Object.values(errors).includes('required') ? 'fillAllRequired' : 'checkFields';
}

/**
 * The list buttons, which work without JavaScript as submit buttons named "intent":
 * add-author, remove-author:{i}, move-author-up:{i}, move-author-down:{i}, and the same for
 * chapter. Returns the changed values, or null when `intent` is not a list intent (or does
 * nothing: removing the last entry, moving past an end, adding beyond the maximum).
 */
export function applyListIntent(values: ProposalValues, intent: string): ProposalValues | null {
  const add = /^add-(author|chapter)$/.exec(intent);
  const remove = /^remove-(author|chapter):(\d{1,3})$/.exec(intent);
  const move = /^move-(author|chapter)-(up|down):(\d{1,3})$/.exec(intent);
  const kind = (add ?? remove ?? move)?.[1];
  if (!kind) return null;
  const key = kind === 'author' ? 'authors' : 'chapters';
  const list: (AuthorValues | ChapterValues)[] = [...values[key]];
  if (add) {
    if (list.length >= (kind === 'author' ? AUTHORS_MAX : CHAPTERS_MAX)) return null;
    list.push(kind === 'author' ? emptyAuthor() : emptyChapter());
  } else if (remove) {
    const i = Number(remove[2]);
    if (i >= list.length || list.length <= 1) return null;
    list.splice(i, 1);
  } else if (move) {
    const i = Number(move[3]);
    const j = move[2] === 'up' ? i - 1 : i + 1;
    if (i >= list.length || j < 0 || j >= list.length) return null;
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return { ...values, [key]: list };
}

// --- Reading the form (no Zod: the browser's draft uses it too) --------------------------------

const AUTHOR_KEY = /^authors\.(\d{1,4})\.(\w+)$/;
const CHAPTER_KEY = /^chapters\.(\d{1,4})\.(\w+)$/;

/** The numbered fields of one list, by index, in index order (gaps closed: a removed entry leaves none). */
function collect<T extends Record<string, string>>(formData: FormData, pattern: RegExp, fields: readonly (keyof T & string)[], empty: () => T): T[] {
  const byIndex = new Map<number, T>();
  for (const [key, value] of formData) {
    const match = pattern.exec(key);
    if (!match || !(fields as readonly string[]).includes(match[2]!)) continue;
    const index = Number(match[1]);
    let entry = byIndex.get(index);
    if (!entry) byIndex.set(index, (entry = empty()));
    (entry as Record<string, string>)[match[2]!] = typeof value === 'string' ? value : '';
  }
  return [...byIndex.keys()].sort((a, b) => a - b).map((i) => byIndex.get(i)!);
}

/**
 * The proposal form as typed: single fields as strings (missing or a file: ''), and the numbered
 * author and chapter fields as lists (at least one entry each, so an empty form shows every
 * required field). A list longer than its maximum is cut there and flagged.
 */
export function readProposalForm(formData: FormData): { values: ProposalValues; tooMany: { authors: boolean; chapters: boolean } } {
  const single = Object.fromEntries(
    PROPOSAL_FIELDS.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<(typeof PROPOSAL_FIELDS)[number], string>;
  const authors = collect<AuthorValues>(formData, AUTHOR_KEY, AUTHOR_FIELDS, emptyAuthor);
  const chapters = collect<ChapterValues>(formData, CHAPTER_KEY, CHAPTER_FIELDS, emptyChapter);
  return {
    values: {
      ...single,
      authors: authors.length ? authors.slice(0, AUTHORS_MAX) : [emptyAuthor()],
      chapters: chapters.length ? chapters.slice(0, CHAPTERS_MAX) : [emptyChapter()],
    },
    tooMany: { authors: authors.length > AUTHORS_MAX, chapters: chapters.length > CHAPTERS_MAX },
  };
}

// --- What the form's post answers --------------------------------------------------------------

export const PROPOSAL_FORM = 'proposal';
/** The form's words: its refusals and notices (proposal-messages), and the saved draft's notice. */
export type ProposalKey = KeyOf<typeof proposalMessages> | 'draftSaved';
/**
 * The proposal form's answer (decision 0044), with what was typed as the form reads it (its lists
 * of authors and chapters) and, once sent, the new proposal's id. `revision` changes with every
 * answer so the form (uncontrolled inputs) is drawn again from `values`.
 */
export type ProposalFormState = FormState<ProposalKey, typeof PROPOSAL_FORM, { id: number }, ProposalValues>;

/** The intents the form posts besides the list buttons. */
export const SEND_INTENT = 'send';
export const SAVE_DRAFT_INTENT = 'save-draft';
