/** The proposal page's forms: a move to another status (with an optional message), a message to the author, an internal note. */
import { z } from 'zod';
import { cleanText } from '../proposal.schema.ts';
import { PROPOSAL_STATUSES } from '../proposal-status.ts';
import { MESSAGE_MAX } from './submission-forms.ts';

const optionalText = () =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(MESSAGE_MAX, { error: 'tooLong' }));
const requiredText = () =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().min(1, { error: 'required' }).max(MESSAGE_MAX, { error: 'tooLong' }));
const status = () => z.enum(PROPOSAL_STATUSES, { error: 'unknownAction' });

export const moveSchema = z.object({
  /** The status to move to. */
  to: status(),
  /** The status the page showed when the editor chose the move. */
  status: status(),
  message: optionalText(),
});

export const messageSchema = z.object({ body: requiredText() });
export const noteSchema = z.object({ body: requiredText() });
