/** The work form (a publication of any type, its contributors, and a journal's details). */
import { z } from 'zod';
import {
  checkbox,
  combine,
  keywords,
  optionalDate,
  optionalDoi,
  optionalHttpsUrl,
  optionalId,
  optionalInt,
  optionalIssn,
  optionalOrcid,
  optionalText,
  requiredInt,
  requiredMoney,
  requiredText,
  slugField,
  validate,
  validateRows,
} from '#app/lib/form-fields.ts';
import { ABSTRACT_MAX, CONTRIBUTOR_ROLES, CONTRIBUTOR_TEXT_FIELDS, LICENSES, TEAM_ROLES, TEAM_TEXT_FIELDS, WORK_LANGUAGES, WORK_TYPES } from './choices.ts';
import type { FieldErrors, FormValues } from '#app/lib/form-values.ts';

export const publicationType = z.enum(WORK_TYPES, { error: 'choiceInvalid' });

/** Fields every work has. An empty slug is derived from the title when saving. */
export const workSchema = z.object({
  slug: slugField,
  titlePt: optionalText(300),
  titleEn: optionalText(300),
  subtitlePt: optionalText(300),
  subtitleEn: optionalText(300),
  abstractPt: optionalText(ABSTRACT_MAX, 'abstractTooLong'),
  abstractEn: optionalText(ABSTRACT_MAX, 'abstractTooLong'),
  keywordsPt: keywords,
  keywordsEn: keywords,
  language: z.enum(WORK_LANGUAGES, { error: 'choiceInvalid' }),
  collectionId: optionalId,
  publishedOn: optionalDate,
  edition: requiredInt(1, 99),
  pages: optionalInt(1, 100_000),
  doi: optionalDoi,
  license: z.enum([...LICENSES, 'none'], { error: 'choiceInvalid' }).transform((value) => (value === 'none' ? null : value)),
  openAccess: checkbox,
});

export const proceedingsSchema = z.object({
  eventId: optionalId,
  volume: optionalInt(1, 999),
  seriesIssn: optionalIssn,
});

/** A journal's own row: identifiers, submission, the guideline numbers and fees (cents). */
export const journalSchema = z.object({
  issn: optionalIssn,
  eissn: optionalIssn,
  callForPapersOpen: checkbox,
  translationDois: checkbox,
  submissionUrl: optionalHttpsUrl,
  issuesPerYear: requiredInt(1, 24),
  wordsMin: requiredInt(0, 100_000),
  wordsMax: requiredInt(0, 100_000),
  abstractWordsMin: requiredInt(0, 5_000),
  abstractWordsMax: requiredInt(0, 5_000),
  keywordsMin: requiredInt(0, 50),
  keywordsMax: requiredInt(0, 50),
  feeUsd: requiredMoney,
  feeBrl: requiredMoney,
  languageReviewBrl: requiredMoney,
  translationBrlPerWord: requiredMoney,
  feedbackDays: requiredInt(1, 365),
  reviewers: requiredInt(0, 20),
  guidelinesPt: z.string().trim().max(50_000, { error: 'tooLong' }),
  guidelinesEn: z.string().trim().max(50_000, { error: 'tooLong' }),
});

/** A person credited on a work, chapter or article; institutions go in the family name only. */
export const contributorSchema = z.object({
  given: z.string().trim().max(120, { error: 'tooLong' }),
  family: requiredText(120, 'familyRequired'),
  role: z.enum(CONTRIBUTOR_ROLES, { error: 'choiceInvalid' }),
  orcid: optionalOrcid,
  affiliation: z
    .string()
    .trim()
    .max(300, { error: 'tooLong' })
    .transform((value) => value || undefined),
  // CRediT slugs (writing-original-draft…), as the editorial record or an imported JATS gave them.
  credit: z
    .string()
    .max(400, { error: 'tooLong' })
    .optional()
    .transform((value) => {
      const slugs = (value ?? '')
        .split(',')
        .map((slug) => slug.trim())
        .filter((slug) => /^[a-z]+(?:-[a-z]+)*$/.test(slug));
      return slugs.length ? [...new Set(slugs)].slice(0, 14) : undefined;
    }),
  // The affiliation's country as an imported JATS names it (kept as written).
  country: z
    .string()
    .trim()
    .max(100, { error: 'tooLong' })
    .optional()
    .transform((value) => value || undefined),
});

export const teamMemberSchema = z.object({
  name: requiredText(200, 'nameRequired'),
  role: z.enum(TEAM_ROLES, { error: 'choiceInvalid' }),
  affiliation: z
    .string()
    .trim()
    .max(300, { error: 'tooLong' })
    .transform((value) => value || undefined),
  orcid: optionalOrcid,
});

/** What one field cannot say alone: a title in some language, minimums below maximums. */
export function titleCheck(data: { titlePt: string | null; titleEn: string | null }): FieldErrors {
  return data.titlePt || data.titleEn ? {} : { titlePt: 'titleRequired' };
}

export function journalChecks(data: z.output<typeof journalSchema>): FieldErrors {
  const errors: FieldErrors = {};
  if (data.wordsMin > data.wordsMax) errors.wordsMax = 'maxBelowMin';
  if (data.abstractWordsMin > data.abstractWordsMax) errors.abstractWordsMax = 'maxBelowMin';
  if (data.keywordsMin > data.keywordsMax) errors.keywordsMax = 'maxBelowMin';
  if (data.issn && data.issn === data.eissn) errors.eissn = 'eissnSame';
  return errors;
}

export type WorkInput = z.output<typeof workSchema>;
export type JournalInput = z.output<typeof journalSchema>;

/**
 * The whole work form for its type (`type`: chosen on a new work, fixed after), as the action and
 * the browser check it: the work, its contributor rows, and a journal's or proceedings' own fields.
 */
export function checkWork(values: FormValues) {
  const type = publicationType.safeParse(values.type);
  if (!type.success) return { ok: false as const, errors: { type: 'choiceInvalid' } as FieldErrors };
  const parsed = combine({
    work: validate(workSchema, values),
    contributors: validateRows(contributorSchema, values, 'contributors', CONTRIBUTOR_TEXT_FIELDS),
    proceedings: type.data === 'proceedings' ? validate(proceedingsSchema, values) : { ok: true as const, data: null },
    journal: type.data === 'journal' ? validate(journalSchema, values) : { ok: true as const, data: null },
    team: type.data === 'journal' ? validateRows(teamMemberSchema, values, 'team', TEAM_TEXT_FIELDS) : { ok: true as const, data: [] },
  });
  if (!parsed.ok) {
    if (!values.titlePt?.trim() && !values.titleEn?.trim()) parsed.errors.titlePt ??= 'titleRequired';
    return parsed;
  }
  const errors = { ...titleCheck(parsed.data.work), ...(parsed.data.journal ? journalChecks(parsed.data.journal) : {}) };
  return Object.keys(errors).length ? { ok: false as const, errors } : parsed;
}
