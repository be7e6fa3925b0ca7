/**
 * The author's submission wizard as plain rules (browser-safe): its steps in order, and each
 * step's check of what was typed, shared by the browser (ValidatedForm, before sending) and the
 * action (after). Errors are keys of editorialMessages, by field name.
 */
import type { FieldErrors, FormCheck, FormValues } from '#app/lib/forms.ts';
import { AUTHORS_MAX, validateMetadata, type AuthorInput, type MetadataInput, type MetadataLimits } from './metadata.ts';
import type { SubmissionMetadata } from '#app/lib/db/schema.ts';

export const WIZARD_STEPS = ['type', 'files', 'metadata', 'declarations', 'fee', 'done'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
/** The steps that change the draft (the fee and the last page come after the final submit). */
export const DRAFT_STEPS = ['type', 'files', 'metadata', 'declarations'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

export const isWizardStep = (value: string | undefined): value is WizardStep => (WIZARD_STEPS as readonly string[]).includes(value ?? '');

export const ARTICLE_TYPES = ['article', 'essay', 'practice-report', 'book-review'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const MANUSCRIPT_LANGUAGES = ['pt', 'en', 'es'] as const;

/** How many supplementary files a draft may hold. */
export const SUPPLEMENTARY_MAX = 5;
/** The same limit as the server's (manuscript-files.server.ts), for the browser's check. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_ACCEPT =
  '.pdf,.docx,.odt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';
export const COVER_LETTER_MAX = 6000;
export const CONFLICTS_MAX = 3000;

/** The wizard's address for a journal and step (the first step has the bare address). */
export function wizardPath(slug: string, step: WizardStep = 'type', number?: string | null): string {
  const base = `/journal/${slug}/submit${step === 'type' ? '' : `/${step}`}`;
  return number ? `${base}?n=${encodeURIComponent(number)}` : base;
}

const fail = (errors: FieldErrors, field: string, key: string) => {
  errors[field] ??= key;
};

const done = <T>(errors: FieldErrors, data: T) => (Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, data });

/** Step 1: the article's type and the manuscript's language. */
export const checkTypeStep: FormCheck<{ articleType: ArticleType; language: string }> = (values) => {
  const errors: FieldErrors = {};
  const articleType = values.articleType ?? '';
  const language = values.language ?? '';
  if (!(ARTICLE_TYPES as readonly string[]).includes(articleType)) fail(errors, 'articleType', articleType ? 'choiceInvalid' : 'choiceRequired');
  if (!(MANUSCRIPT_LANGUAGES as readonly string[]).includes(language)) fail(errors, 'language', language ? 'choiceInvalid' : 'choiceRequired');
  return done(errors, { articleType: articleType as ArticleType, language });
};

/**
 * Step 2 in the browser: a file is chosen where none is kept yet, and none is over 20 MB. The check
 * sees each chosen file as `<name>Size`, its bytes (ui/form-check.ts), and whether one is kept in
 * `<name>Kept`; what the file is, only the server can tell.
 */
export const checkFilesStep: FormCheck<null> = (values) => {
  const errors: FieldErrors = {};
  for (const name of ['manuscript', 'anonymised', 'supplementary']) {
    const size = Number(values[`${name}Size`] || 0);
    if (size > DOCUMENT_MAX_BYTES) fail(errors, name, 'fileTooLarge');
    else if (name !== 'supplementary' && !size && values[`${name}Kept`] !== '1') fail(errors, name, 'fileRequired');
  }
  return done(errors, null);
};

/** The journal's limits travel in a hidden field (`limits`: "150,250,3,5") for the browser's check; the action reads the journal. */
export const limitsValue = (l: MetadataLimits) => [l.abstractWordsMin, l.abstractWordsMax, l.keywordsMin, l.keywordsMax].join(',');
function limitsFrom(value: string | undefined): MetadataLimits {
  const [a = 150, b = 250, c = 3, d = 5] = (value ?? '').split(',').map((n) => Number.parseInt(n, 10) || undefined);
  return { abstractWordsMin: a, abstractWordsMax: b, keywordsMin: c, keywordsMax: d };
}

/** The authors as typed: rows `authors.i.field` (CRediT roles comma-joined, as checkboxes post), `authorsRows` of them. */
export function authorsFrom(values: FormValues): AuthorInput[] {
  const rows = Math.min(AUTHORS_MAX + 1, Math.max(0, Number.parseInt(values.authorsRows ?? '', 10) || 0));
  const out: AuthorInput[] = [];
  for (let i = 0; i < rows; i++) {
    const v = (field: string) => values[`authors.${i}.${field}`] ?? '';
    out.push({
      name: v('name'),
      email: v('email'),
      affiliation: v('affiliation'),
      country: v('country'),
      orcid: v('orcid'),
      credit: v('credit').split(',').filter(Boolean),
    });
  }
  return out;
}

export const AUTHOR_FIELDS = ['name', 'email', 'affiliation', 'country', 'orcid', 'credit'] as const;

export function metadataFrom(values: FormValues): MetadataInput {
  const v = (name: string) => values[name] ?? '';
  return {
    titlePt: v('titlePt'),
    titleEn: v('titleEn'),
    abstractPt: v('abstractPt'),
    abstractEn: v('abstractEn'),
    keywordsPt: v('keywordsPt'),
    keywordsEn: v('keywordsEn'),
    authors: authorsFrom(values),
    funding: v('funding'),
    dataAvailability: v('dataAvailability'),
  };
}

/** Step 3: titles, abstracts, keywords in both languages, every author, funding and data (editorial/metadata.ts). */
export const checkMetadataStep: FormCheck<SubmissionMetadata> = (values) => validateMetadata(metadataFrom(values), limitsFrom(values.limits));

/** The metadata stored on a draft, as the form's flat values. */
export function metadataValues(m: Partial<SubmissionMetadata>, fallbackAuthor: { name: string; email: string }): FormValues {
  const authors = m.authors?.length
    ? m.authors
    : [{ name: fallbackAuthor.name, email: fallbackAuthor.email, affiliation: '', country: '', orcid: '', credit: [] }];
  const values: FormValues = {
    titlePt: m.titlePt ?? '',
    titleEn: m.titleEn ?? '',
    abstractPt: m.abstractPt ?? '',
    abstractEn: m.abstractEn ?? '',
    keywordsPt: (m.keywordsPt ?? []).join(', '),
    keywordsEn: (m.keywordsEn ?? []).join(', '),
    funding: m.funding ?? '',
    dataAvailability: m.dataAvailability ?? '',
    authorsRows: String(authors.length),
  };
  authors.forEach((a, i) => {
    for (const field of AUTHOR_FIELDS) values[`authors.${i}.${field}`] = field === 'credit' ? a.credit.join(',') : a[field];
  });
  return values;
}

export interface DeclarationsInput {
  original: boolean;
  notUnderReview: boolean;
  ethics: boolean;
  conflicts: string;
  conflictsConfirmed: boolean;
  coverLetter: string;
}

export const DECLARATIONS = ['original', 'notUnderReview', 'ethics', 'conflictsConfirmed'] as const;

/** Step 4: each declaration ticked, the conflicts (none, or what they are) and the cover letter within their lengths. */
export const checkDeclarationsStep: FormCheck<DeclarationsInput> = (values) => {
  const errors: FieldErrors = {};
  const ticked = (name: string) => (values[name] ?? '') !== '';
  for (const name of DECLARATIONS) if (!ticked(name)) fail(errors, name, 'declarationRequired');
  const conflicts = (values.conflicts ?? '').trim();
  const coverLetter = (values.coverLetter ?? '').trim();
  if (conflicts.length > CONFLICTS_MAX) fail(errors, 'conflicts', 'tooLong');
  if (coverLetter.length > COVER_LETTER_MAX) fail(errors, 'coverLetter', 'tooLong');
  return done(errors, {
    original: ticked('original'),
    notUnderReview: ticked('notUnderReview'),
    ethics: ticked('ethics'),
    conflicts,
    conflictsConfirmed: ticked('conflictsConfirmed'),
    coverLetter,
  });
};

/** Where a draft stands: each draft step complete or not (the final submit needs them all). */
export interface DraftProgress {
  type: boolean;
  files: boolean;
  metadata: boolean;
  declarations: boolean;
}

export const firstIncomplete = (p: DraftProgress): DraftStep | null => DRAFT_STEPS.find((s) => !p[s]) ?? null;
