/** Book chapters, proceedings papers and journal articles: the parts of a work people cite. */
import { z } from 'zod';
import { checkbox, keywords, optionalDoi, optionalInt, optionalText } from '#app/lib/form-fields.ts';
import type { FieldErrors } from '#app/lib/form-values.ts';
import { WORK_LANGUAGES } from './choices.ts';

export const partSchema = z.object({
  titlePt: optionalText(500),
  titleEn: optionalText(500),
  abstractPt: optionalText(20_000),
  abstractEn: optionalText(20_000),
  keywordsPt: keywords,
  keywordsEn: keywords,
  firstPage: optionalInt(1, 100_000),
  lastPage: optionalInt(1, 100_000),
  doi: optionalDoi,
});

/** What an article adds: its section of the issue, language and PDF. */
export const articleSchema = z.object({
  section: optionalText(120),
  language: z.enum(WORK_LANGUAGES, { error: 'choiceInvalid' }),
  removePdf: checkbox,
});

export function pageRangeCheck(data: { firstPage: number | null; lastPage: number | null }): FieldErrors {
  if (data.lastPage !== null && data.firstPage === null) return { firstPage: 'firstPageRequired' };
  return data.firstPage !== null && data.lastPage !== null && data.lastPage < data.firstPage ? { lastPage: 'lastPageBeforeFirst' } : {};
}

export type PartInput = z.output<typeof partSchema>;
export type ArticleInput = z.output<typeof articleSchema>;
