/** Lengths the order and coupon forms share with the browser's own constraints (no Zod here). */
export const REASON_MAX = 1_000;
export const REFUND_NOTE_MAX = 1_000;
export const INTERNAL_NOTES_MAX = 5_000;
export const TRACKING_CODE_MAX = 40;
export const COUPON_DESCRIPTION_MAX = 500;
