/** Caps on what a reviewer types: generous for a review, bounded for the database. Safe in the browser (no Zod here). */
export const REVIEW_LIMITS = { comments: 50_000, confidential: 20_000, interests: 5_000, reason: 2_000, suggestion: 500, message: 10_000, name: 100 } as const;
