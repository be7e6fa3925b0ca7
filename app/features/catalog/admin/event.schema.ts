/** An academic event whose papers are published as proceedings. */
import { z } from 'zod';
import { requiredDate, requiredText, slugField } from '#app/lib/form-fields.ts';
import type { FieldErrors } from '#app/lib/form-values.ts';

export const eventSchema = z.object({
  slug: slugField,
  namePt: requiredText(300),
  nameEn: requiredText(300),
  startsOn: requiredDate,
  endsOn: requiredDate,
  place: requiredText(200),
  aboutPt: z.string().trim().max(20_000, { error: 'tooLong' }),
  aboutEn: z.string().trim().max(20_000, { error: 'tooLong' }),
});

export function eventDatesCheck(data: { startsOn: string; endsOn: string }): FieldErrors {
  return data.endsOn < data.startsOn ? { endsOn: 'endsBeforeStart' } : {};
}

export type EventInput = z.output<typeof eventSchema>;
