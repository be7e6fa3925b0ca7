/**
 * The book proposal (spec §3): one Zod schema, shared by the form's action and anything else that
 * accepts a proposal; its errors are message keys of proposal-messages.ts. The form posts flat
 * fields (it works without JavaScript): `title`, `authors.0.email`, `chapters.2.keywords`, ...;
 * `parseProposal` gathers the numbered fields into lists, validates, and hands back either the
 * clean proposal or the errors by field name together with everything as typed.
 *
 * Text is kept as plain text: nothing is interpreted (HTML stays literal characters, escaped when
 * shown). Input is tidied the same way everywhere: new lines as \n, control characters dropped,
 * Unicode in NFC, outer spaces trimmed (and inner runs collapsed in one-line fields).
 */
import type { FieldErrors, FormValues, Validated } from '#app/lib/forms.ts';
import { z } from 'zod';
import { normalizeOrcid, SLUG_MAX, SLUG_PATTERN } from '#app/lib/identifiers.ts';
import { isValidOrcid } from '#app/lib/identifiers.ts';
import { PROPOSAL_TYPES } from './proposal-kinds.ts';
import {
  AFFILIATION_MAX,
  AUTHORS_MAX,
  BIO_MAX,
  BOOK_KEYWORDS_MAX,
  CHAPTER_KEYWORDS,
  CHAPTER_SUMMARY_MAX,
  CHAPTERS_MAX,
  EMAIL_MAX,
  KEYWORD_MAX,
  KEYWORDS_INPUT_MAX,
  LONG_TEXT_MAX,
  NAME_MAX,
  ORCID_INPUT_MAX,
  splitKeywords,
  TITLE_MAX,
  URL_MAX,
} from './proposal-limits.ts';
import {
  isProposalErrorKey,
  proposalFieldNames,
  readProposalForm,
  type ProposalErrorKey,
  type ProposalErrors,
  type ProposalValues,
} from './proposal-values.ts';

export { readProposalForm } from './proposal-values.ts';

// --- Tidying ---------------------------------------------------------------------------------

// Control characters other than tab and new line (PostgreSQL refuses NUL), and UTF-16 halves
// without their pair (jsonb refuses them).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A multi-line text as stored: \n new lines, no control characters, NFC, trimmed. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD').normalize('NFC').trim();
}

/** A one-line text as stored: like cleanText, with every run of white space (new lines too) as one space. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/\s+/g, ' ');
}

/**
 * An http(s) address as people paste it ("lattes.cnpq.br/123" gets https://); null when it is not
 * one: another scheme (javascript:, mailto:, ftp:), no dotted host name, credentials, or spaces.
 */
export function normalizeHttpUrl(value: string): string | null {
  if (!value || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username || url.password) return null;
  return url.href;
}

// --- Field schemas ---------------------------------------------------------------------------

const line = () => z.string().transform(cleanLine);
const text = () => z.string().transform(cleanText);

const requiredLine = (max: number) => line().pipe(z.string().min(1, { error: 'required' }).max(max, { error: 'tooLong' }));
const requiredText = (max: number) => text().pipe(z.string().min(1, { error: 'required' }).max(max, { error: 'tooLong' }));
const optionalLine = (max: number) => line().pipe(z.string().max(max, { error: 'tooLong' }));
const optionalText = (max: number) => text().pipe(z.string().max(max, { error: 'tooLong' }));

/** One of some choices (radio buttons): empty → required; anything else not offered → choiceInvalid. */
const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  line()
    .pipe(z.string().min(1, { error: 'required' }))
    .pipe(z.enum(options, { error: 'choiceInvalid' }));

const yesNo = () => choice(['yes', 'no']).transform((answer) => answer === 'yes');

/**
 * A comma-separated keyword list: `min` to `max` keywords after dropping empty entries, none longer
 * than KEYWORD_MAX, no keyword twice (whatever its case).
 */
const keywordList = (min: number, max: number, countError: ProposalErrorKey) =>
  z.string().transform((raw, ctx) => {
    const fail = (message: ProposalErrorKey) => {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    const typed = cleanText(raw);
    const list = splitKeywords(typed);
    if (list.length === 0) return fail('required');
    if (typed.length > KEYWORDS_INPUT_MAX) return fail('tooLong');
    if (list.some((k) => k.length > KEYWORD_MAX)) return fail('keywordTooLong');
    if (list.length < min || list.length > max) return fail(countError);
    if (new Set(list.map((k) => k.toLocaleLowerCase('pt-BR'))).size !== list.length) return fail('keywordsDuplicate');
    return list;
  });

const email = () => requiredLine(EMAIL_MAX).pipe(z.email({ error: 'emailInvalid' }));

/** Optional; when given, a valid ORCID iD (check digit) in any usual spelling, stored as 0000-0002-1825-0097. */
const orcid = () =>
  optionalLine(ORCID_INPUT_MAX)
    .refine((value) => value === '' || isValidOrcid(value), { error: 'orcidInvalid' })
    .transform((value) => (value === '' ? '' : normalizeOrcid(value)));

/** Optional; when given, an http(s) address. */
const httpUrl = () =>
  optionalLine(URL_MAX).transform((value, ctx) => {
    if (value === '') return '';
    const url = normalizeHttpUrl(value);
    if (url === null || url.length > URL_MAX) {
      ctx.issues.push({ code: 'custom', message: 'urlInvalid', input: value });
      return z.NEVER;
    }
    return url;
  });

/** The call a proposal answers, by slug ('' → null). Whether it takes proposals is the server's check. */
const openCallSlug = () =>
  line()
    .refine((slug) => slug === '' || (slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug)), { error: 'choiceInvalid' })
    .transform((slug) => (slug === '' ? null : slug));

export const proposalAuthorSchema = z.object({
  name: requiredLine(NAME_MAX),
  email: email(),
  affiliation: optionalLine(AFFILIATION_MAX),
  orcid: orcid(),
  bio: requiredText(BIO_MAX),
});

export const proposalChapterSchema = z.object({
  title: requiredLine(TITLE_MAX),
  /** Guided to CHAPTER_SUMMARY_GUIDE characters (the live count); refused only past the hard maximum. */
  summary: requiredText(CHAPTER_SUMMARY_MAX),
  keywords: keywordList(CHAPTER_KEYWORDS, CHAPTER_KEYWORDS, 'chapterKeywordsCount'),
});

/** The whole proposal, on the values as typed (ProposalValues); keys in the order the form shows them. */
export const proposalSchema = z
  .object({
    type: choice(PROPOSAL_TYPES),
    openCall: openCallSlug(),
    title: requiredLine(TITLE_MAX),
    authors: z.array(proposalAuthorSchema).min(1, { error: 'required' }).max(AUTHORS_MAX, { error: 'authorsTooMany' }),
    description: requiredText(LONG_TEXT_MAX),
    keywords: keywordList(1, BOOK_KEYWORDS_MAX, 'keywordsTooMany'),
    summary: requiredText(LONG_TEXT_MAX),
    chapters: z.array(proposalChapterSchema).min(1, { error: 'required' }).max(CHAPTERS_MAX, { error: 'chaptersTooMany' }),
    needsIllustrations: yesNo(),
    thirdPartyImages: yesNo(),
    otherBooks: optionalText(LONG_TEXT_MAX),
    authorshipLink: httpUrl(),
    otherInformation: optionalText(LONG_TEXT_MAX),
  })
  .superRefine((proposal, ctx) => {
    // A collection proposal answers a call; a single book may answer a book call, or none.
    if (proposal.type === 'collection' && !proposal.openCall) ctx.addIssue({ code: 'custom', path: ['openCall'], message: 'required' });
  });

export type ProposalInput = z.output<typeof proposalSchema>;

// --- Validating -----------------------------------------------------------------------------

/** ['authors', 0, 'email'] → 'authors.0.email'. */
function fieldName(path: PropertyKey[]): string {
  return path.map(String).join('.');
}

export type ProposalResult = { ok: true; data: ProposalInput; values: ProposalValues } | { ok: false; errors: ProposalErrors; values: ProposalValues };

/** Validates values as typed; errors (one per field, the first found) in the order the form shows the fields. */
export function validateProposal(values: ProposalValues, extraErrors: ProposalErrors = {}): ProposalResult {
  const result = proposalSchema.safeParse(values);
  if (result.success && Object.keys(extraErrors).length === 0) return { ok: true, data: result.data, values };
  const found: ProposalErrors = { ...extraErrors };
  for (const issue of result.error?.issues ?? []) {
    const name = fieldName(issue.path);
    found[name] ??= isProposalErrorKey(issue.message) ? issue.message : 'invalid';
  }
  const order = proposalFieldNames(values);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const errors: ProposalErrors = {};
  for (const name of Object.keys(found).sort((a, b) => rank(a) - rank(b))) errors[name] = found[name];
  return { ok: false, errors, values };
}

/** Reads and validates a posted proposal form. */
export function parseProposal(formData: FormData): ProposalResult {
  const { values, tooMany } = readProposalForm(formData);
  const extra: ProposalErrors = {};
  if (tooMany.authors) extra.authors = 'authorsTooMany';
  if (tooMany.chapters) extra.chapters = 'chaptersTooMany';
  return validateProposal(values, extra);
}

/** The proposal form as ValidatedForm checks it in the browser (lib/forms.ts FormCheck): the sample file is the server's to check. */
export function checkProposal(values: FormValues): Validated<ProposalInput> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  const result = parseProposal(formData);
  return result.ok ? { ok: true, data: result.data } : { ok: false, errors: result.errors as FieldErrors };
}

/** What the admin's search matches: the title and the authors' names and e-mails, lower-cased. */
export function proposalSearchText(proposal: Pick<ProposalInput, 'title' | 'authors'>): string {
  return [proposal.title, ...proposal.authors.flatMap((a) => [a.name, a.email])].join(' ').toLowerCase();
}
