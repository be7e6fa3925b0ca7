/** Book chapters, proceedings papers and journal articles: the parts of a work people cite. */
import { z } from 'zod';
import { checkbox, combine, fail, keywords, optionalDate, optionalDoi, optionalInt, optionalText, validate, validateRows } from '#app/lib/form-fields.ts';
import type { FieldErrors, FormValues } from '#app/lib/form-values.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { hasOriginalTexts } from '#app/lib/multilingual.ts';
import { ABSTRACT_MAX, CONTRIBUTOR_TEXT_FIELDS, WORK_LANGUAGES } from './choices.ts';
import { contributorSchema } from './work.schema.ts';

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** Works cited, one per line (as a reference list is pasted): at most 500, each up to 2,000 characters. */
const references = z
  .string()
  .max(200_000, { error: 'referencesTooMany' })
  .transform((value, ctx) => {
    const list = lines(value);
    if (list.length > 500 || list.some((r) => r.length > 2000)) return fail(ctx, 'referencesTooMany');
    return list;
  });

/** Funders, one per line: "Funder; grant number" (the number may be left out). */
const funding = z
  .string()
  .max(10_000, { error: 'fundingInvalid' })
  .transform((value, ctx) => {
    const grants = lines(value).map((line) => {
      const [funder = '', ...award] = line.split(';');
      return { funder: funder.trim(), award: award.join(';').trim() };
    });
    if (grants.length > 20 || grants.some((g) => !g.funder || g.funder.length > 300 || g.award.length > 100)) return fail(ctx, 'fundingInvalid');
    return grants.map(({ funder, award }) => (award ? { funder, award } : { funder }));
  });

export const partSchema = z.object({
  titlePt: optionalText(500),
  titleEn: optionalText(500),
  abstractPt: optionalText(ABSTRACT_MAX, 'abstractTooLong'),
  abstractEn: optionalText(ABSTRACT_MAX, 'abstractTooLong'),
  keywordsPt: keywords,
  keywordsEn: keywords,
  titleOriginal: optionalText(500),
  abstractOriginal: optionalText(ABSTRACT_MAX, 'abstractTooLong'),
  keywordsOriginal: keywords,
  firstPage: optionalInt(1, 100_000),
  lastPage: optionalInt(1, 100_000),
  doi: optionalDoi,
  references,
  funding,
});

/**
 * What an article adds: its section of the issue, language, PDF, its translation's DOI, and the
 * record a JATS carries (received and accepted dates, data availability statement).
 */
export const articleSchema = z.object({
  section: optionalText(120),
  language: z.enum(WORK_LANGUAGES, { error: 'choiceInvalid' }),
  removePdf: checkbox,
  doiTranslation: optionalDoi,
  receivedOn: optionalDate,
  acceptedOn: optionalDate,
  dataAvailability: optionalText(5000),
});

export function pageRangeCheck(data: { firstPage: number | null; lastPage: number | null }): FieldErrors {
  if (data.lastPage !== null && data.firstPage === null) return { firstPage: 'firstPageRequired' };
  return data.firstPage !== null && data.lastPage !== null && data.lastPage < data.firstPage ? { lastPage: 'lastPageBeforeFirst' } : {};
}

/**
 * The title, abstract and keywords in the text's own language are for a text in neither Portuguese
 * nor English, and such a text has its own title (decision 0020). `language`: the article's, or
 * the work's for a chapter or paper.
 */
export function originalTextsCheck(
  language: string | undefined,
  part: Pick<PartInput, 'titleOriginal' | 'abstractOriginal' | 'keywordsOriginal'>,
): FieldErrors {
  if (!language) return {};
  if (hasOriginalTexts(language)) return part.titleOriginal ? {} : { titleOriginal: 'originalTitleRequired' };
  const filled = part.titleOriginal ? 'titleOriginal' : part.abstractOriginal ? 'abstractOriginal' : part.keywordsOriginal.length ? 'keywordsOriginal' : null;
  return filled ? { [filled]: 'originalNotForLanguage' } : {};
}

/** An article is accepted on or after the day it was received (ISO dates compare as text). */
export function historyCheck(data: { receivedOn: string | null; acceptedOn: string | null }): FieldErrors {
  return data.receivedOn && data.acceptedOn && data.acceptedOn < data.receivedOn ? { acceptedOn: 'acceptedBeforeReceived' } : {};
}

export type PartInput = z.output<typeof partSchema>;
export type ArticleInput = z.output<typeof articleSchema>;

/**
 * What chapters, papers and articles share, as the action and the browser check it: the columns to
 * store, or field errors. `values.language` is the text's language (see originalTextsCheck).
 */
export function checkPart(values: FormValues) {
  const parsed = combine({
    part: validate(partSchema, values),
    contributors: validateRows(contributorSchema, values, 'contributors', CONTRIBUTOR_TEXT_FIELDS),
  });
  if (!parsed.ok) {
    if (!values.titlePt?.trim() && !values.titleEn?.trim()) parsed.errors.titlePt ??= 'titleRequired';
    return parsed;
  }
  const { part, contributors } = parsed.data;
  const errors: FieldErrors = {
    ...pageRangeCheck(part),
    ...(part.titlePt || part.titleEn ? {} : { titlePt: 'titleRequired' }),
    ...originalTextsCheck(values.language, part),
  };
  if (Object.keys(errors).length) return { ok: false as const, errors };
  return { ok: true as const, data: { ...part, contributors: contributors as Contributor[] } };
}

/** An article: a part, plus its section of the issue, language, PDF and translation DOI (never the article's own DOI). */
export function checkArticle(values: FormValues) {
  const parsed = combine({ part: checkPart(values), article: validate(articleSchema, values) });
  if (parsed.ok && parsed.data.article.doiTranslation && parsed.data.article.doiTranslation.toLowerCase() === parsed.data.part.doi?.toLowerCase())
    return { ok: false as const, errors: { doiTranslation: 'doiTranslationSame' } as FieldErrors };
  if (parsed.ok) {
    const errors = historyCheck(parsed.data.article);
    if (Object.keys(errors).length) return { ok: false as const, errors };
  }
  return parsed;
}
