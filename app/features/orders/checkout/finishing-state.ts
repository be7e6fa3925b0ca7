/** The payment step's forms by name and their answer (decision 0044); a .ts module, so the server's rules and the page share it. */
import type { KeyOf } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';
import type { CouponRefusal } from '../coupon-rules.ts';
import type { checkoutMessages } from './step-messages.ts';

/** The payment step's two forms: the coupon, and placing the order with its payment method. */
export const COUPON_FORM = 'coupon';
export const PLACE_FORM = 'place';
/** A key of the checkout's words, or a coupon refused when placing (the order statuses' words for why). */
export type FinishingKey = KeyOf<typeof checkoutMessages> | `reason.${CouponRefusal}`;
export type FinishingState = FormState<FinishingKey, typeof COUPON_FORM | typeof PLACE_FORM>;
