/**
 * The open call form. Every field arrives as a string (lib/forms.ts); messages are keys of
 * open-call-messages.ts. Texts are plain text, stored as typed (trimmed, Windows line ends made
 * Unix ones so the browser's count and ours agree); pages render them as text, never as HTML.
 * Dates are the browser's date inputs (São Paulo calendar days, both included); what depends on
 * two fields (closing not before opening) is checked by openCallChecks, shown with the fields' own errors.
 */
import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from '#app/lib/identifiers.ts';
import type { FieldErrors, FormValues, Validated } from '#app/lib/forms.ts';
import { validate } from '#app/lib/form-fields.ts';
import { isCalendarDate } from '#app/lib/publisher-time.ts';
import {
  CALL_DESCRIPTION_MAX,
  CALL_KINDS,
  CALL_STATUSES,
  CALL_SUMMARY_MAX,
  CALL_TITLE_MAX,
  FEEDBACK_WEEKS_MAX,
  FEEDBACK_WEEKS_MIN,
  MIN_AUTHORS_MAX,
  MIN_AUTHORS_MIN,
  type OpenCallKey,
} from './open-call-messages.ts';

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, message: OpenCallKey) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** CRLF → LF, and no NUL or other control characters (PostgreSQL refuses NUL in text). */
const plain = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();

const text = (max: number, tooLong: OpenCallKey, required?: OpenCallKey) =>
  z.string().transform((raw, ctx) => {
    const value = plain(raw);
    if (!value && required) return fail(ctx, required);
    return value.length > max ? fail(ctx, tooLong) : value;
  });

const slug = z.string().transform((raw, ctx) => {
  const value = raw.trim().toLowerCase();
  if (!value) return fail(ctx, 'slugRequired');
  if (value.length > SLUG_MAX) return fail(ctx, 'slugTooLong');
  return SLUG_PATTERN.test(value) ? value : fail(ctx, 'slugInvalid');
});

const day = z.string().transform((raw, ctx) => {
  const value = raw.trim();
  if (!value) return fail(ctx, 'dateRequired');
  return isCalendarDate(value) ? value : fail(ctx, 'dateInvalid');
});

/** A whole number in a range; one message says both what and how much. */
const whole = (value: string, min: number, max: number, message: OpenCallKey, ctx: Ctx): number => {
  const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return n >= min && n <= max ? n : fail(ctx, message);
};

const requiredWhole = (min: number, max: number, message: OpenCallKey) => z.string().transform((raw, ctx) => whole(raw.trim(), min, max, message, ctx));
const optionalWhole = (min: number, max: number, message: OpenCallKey) =>
  z.string().transform((raw, ctx) => (raw.trim() ? whole(raw.trim(), min, max, message, ctx) : null));

export const openCallSchema = z.object({
  slug,
  kind: z.enum(CALL_KINDS, { error: 'kindRequired' }),
  status: z.enum(CALL_STATUSES, { error: 'statusRequired' }),
  titlePt: text(CALL_TITLE_MAX, 'titleTooLong', 'required'),
  titleEn: text(CALL_TITLE_MAX, 'titleTooLong', 'required'),
  summaryPt: text(CALL_SUMMARY_MAX, 'summaryTooLong'),
  summaryEn: text(CALL_SUMMARY_MAX, 'summaryTooLong'),
  descriptionPt: text(CALL_DESCRIPTION_MAX, 'descriptionTooLong'),
  descriptionEn: text(CALL_DESCRIPTION_MAX, 'descriptionTooLong'),
  opensOn: day,
  closesOn: day,
  feedbackWeeks: requiredWhole(FEEDBACK_WEEKS_MIN, FEEDBACK_WEEKS_MAX, 'feedbackWeeksInvalid'),
  minAuthors: optionalWhole(MIN_AUTHORS_MIN, MIN_AUTHORS_MAX, 'minAuthorsInvalid'),
  /** The collection's id, or '' for none (the action checks that it is a collection). */
  collectionId: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = (raw ?? '').trim();
      if (!value) return null;
      return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : fail(ctx, 'collectionInvalid');
    }),
  /** The call's `updatedAt` when the form was drawn: a save from an older one is refused (409). */
  version: z.string(),
});

export type OpenCallInput = z.output<typeof openCallSchema>;

/**
 * What the fields cannot say alone, read from what was typed so that it shows with the other
 * fields' errors; empty when the call makes sense.
 */
export function openCallChecks(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  const opensOn = values.opensOn?.trim() ?? '';
  const closesOn = values.closesOn?.trim() ?? '';
  // Both YYYY-MM-DD: the strings sort as the days do.
  if (isCalendarDate(opensOn) && isCalendarDate(closesOn) && closesOn < opensOn) errors.closesOn = 'closesBeforeOpens' satisfies OpenCallKey;
  return errors;
}

/** The whole open call form, as the action and the browser check it. */
export function checkOpenCall(values: FormValues): Validated<OpenCallInput> {
  const parsed = validate(openCallSchema, values);
  const errors = { ...openCallChecks(values), ...(parsed.ok ? {} : parsed.errors) };
  return Object.keys(errors).length ? { ok: false, errors } : parsed;
}

/** The columns stored. */
export function openCallColumns({ version: _version, ...columns }: OpenCallInput) {
  return columns;
}
