/** The reviewer's forms (issue 51): accepting with a new account, declining, the review, a message. Shared by the browser's check and the action. */
import { z } from 'zod';
import { REVIEW_LIMITS } from './review-limits.ts';
import { RECOMMENDATIONS } from './values.ts';

const line = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });
const optional = (max: number) => z.string().trim().max(max, { error: 'tooLong' }).optional().default('');

/** A new account from the invitation: the address is the invited one (not typed), a name and a password. */
export const acceptAccountSchema = z.object({
  name: line(REVIEW_LIMITS.name),
  lastName: line(REVIEW_LIMITS.name),
  password: z.string().min(1, { error: 'passwordRequired' }).min(8, { error: 'passwordTooShort' }).max(128, { error: 'passwordTooLong' }),
});

export const declineSchema = z.object({
  reason: optional(REVIEW_LIMITS.reason),
  suggestedReviewer: optional(REVIEW_LIMITS.suggestion),
});

/** The review as sent: every part but the confidential comments is required. */
export const reviewSchema = z.object({
  competingInterests: line(REVIEW_LIMITS.interests),
  recommendation: z.enum(RECOMMENDATIONS, { error: 'choiceRequired' }),
  commentsForAuthors: line(REVIEW_LIMITS.comments),
  commentsForEditors: optional(REVIEW_LIMITS.confidential),
});

export const messageSchema = z.object({ body: line(REVIEW_LIMITS.message) });
