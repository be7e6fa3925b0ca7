/** A journal issue. */
import { z } from 'zod';
import { checkbox, optionalDate, optionalText, requiredInt } from '#app/lib/form-fields.ts';

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
