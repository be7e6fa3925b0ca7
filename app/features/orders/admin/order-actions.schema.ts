/**
 * The order page's forms: the status changes an admin makes by hand and the internal notes.
 * Messages are keys of the admin store's catalogue (messages.ts).
 */
import { z } from 'zod';
import { CARRIERS } from '../carriers.ts';
import { INTERNAL_NOTES_MAX, REASON_MAX, REFUND_NOTE_MAX, TRACKING_CODE_MAX } from './limits.ts';

/** A textarea posts its line breaks as CRLF; counted as one character, as the browser counts them. */
const lines = (max: number, tooLong = 'tooLong') =>
  z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .check(z.maxLength(max, { error: tooLong }));

const requiredLines = (max: number, required: string) => lines(max).check(z.minLength(1, { error: required }));

export const markPaidSchema = z.object({ reason: requiredLines(REASON_MAX, 'paidReasonRequired') });

export const markSentSchema = z.object({
  carrier: z.enum(CARRIERS, { error: 'carrierInvalid' }),
  trackingCode: z.string().trim().min(1, { error: 'trackingRequired' }).max(TRACKING_CODE_MAX, { error: 'trackingInvalid' }),
});

export const markDeliveredSchema = z.object({});

/** Canceling a paid order is a refund: the buyer is told how the money comes back. */
export const cancelSchema = (paid: boolean) =>
  z.object({
    reason: requiredLines(REASON_MAX, 'cancelReasonRequired'),
    refundNote: paid ? requiredLines(REFUND_NOTE_MAX, 'refundNoteRequired') : lines(REFUND_NOTE_MAX),
  });

export const notesSchema = z.object({ internalNotes: lines(INTERNAL_NOTES_MAX, 'notesTooLong') });
