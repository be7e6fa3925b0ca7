/** An academic event whose papers are published as proceedings. */
import { z } from 'zod';
import { requiredDate, requiredText, slugField, validate } from '#app/lib/form-fields.ts';
import type { FieldErrors, FormValues } from '#app/lib/form-values.ts';

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

/** The event form, as the action and the browser check it. */
export function checkEvent(values: FormValues) {
  const parsed = validate(eventSchema, values);
  if (!parsed.ok) return parsed;
  const errors = eventDatesCheck(parsed.data);
  return Object.keys(errors).length ? { ok: false as const, errors } : parsed;
}
