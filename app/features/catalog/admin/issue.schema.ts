/** A journal issue. */
import { z } from 'zod';
import { checkbox, optionalDate, optionalText, requiredInt, validate } from '#app/lib/form-fields.ts';
import type { FormValues } from '#app/lib/form-values.ts';

export const issueSchema = z.object({
  volume: requiredInt(1, 999),
  number: requiredInt(1, 99),
  year: requiredInt(1900, 2100),
  titlePt: optionalText(300),
  titleEn: optionalText(300),
  publishedOn: optionalDate,
  status: z.enum(['draft', 'published'], { error: 'choiceInvalid' }),
  removeCover: checkbox,
});

export type IssueInput = z.output<typeof issueSchema>;

/** The issue form, as the action and the browser check it. */
export const checkIssue = (values: FormValues) => validate(issueSchema, values);
