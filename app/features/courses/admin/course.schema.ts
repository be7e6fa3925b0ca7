/** The staff's course and class forms (every field a string, messages keys of admin/messages.ts). */
import { z } from 'zod';
import { checkbox, optionalMoney, requiredInt, requiredText } from '#app/lib/form-fields.ts';
import { SLUG_MAX, SLUG_PATTERN } from '#app/lib/identifiers.ts';

export const courseSchema = z.object({
  slug: z.string().trim().toLowerCase().min(1, { error: 'slugRequired' }).max(SLUG_MAX, { error: 'tooLong' }).regex(SLUG_PATTERN, { error: 'slugInvalid' }),
  status: z.enum(['draft', 'published'], { error: 'choiceInvalid' }),
  titlePt: requiredText(200, 'titleRequired'),
  titleEn: requiredText(200, 'titleRequired'),
  summaryPt: z.string().trim().max(2000, { error: 'tooLong' }),
  summaryEn: z.string().trim().max(2000, { error: 'tooLong' }),
  teacher: z.string().trim().max(200, { error: 'tooLong' }),
  priceBrl: optionalMoney,
  priceUsd: optionalMoney,
});

export const classSchema = z.object({
  position: requiredInt(1, 500),
  titlePt: requiredText(200, 'titleRequired'),
  titleEn: requiredText(200, 'titleRequired'),
  descriptionPt: z.string().trim().max(4000, { error: 'tooLong' }),
  descriptionEn: z.string().trim().max(4000, { error: 'tooLong' }),
  preview: checkbox,
});

export const grantSchema = z.object({ email: z.string().trim().toLowerCase().email({ error: 'emailInvalid' }).max(254, { error: 'emailInvalid' }) });

export type CourseInput = z.output<typeof courseSchema>;
export type ClassInput = z.output<typeof classSchema>;
