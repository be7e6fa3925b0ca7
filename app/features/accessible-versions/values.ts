/**
 * What a request for an accessible version may say, safe in the browser (no Zod): the formats a
 * reader may ask for, the states a request goes through, and the bounds of what is typed.
 */

/** The formats offered, in the order the form lists them. */
export const ACCESSIBLE_FORMATS = ['epub', 'pdf', 'docx', 'txt', 'audio', 'braille'] as const;
export type AccessibleFormat = (typeof ACCESSIBLE_FORMATS)[number];

export const REQUEST_STATUSES = ['received', 'answered', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What a reader may tell us about their needs: enough for a paragraph, not a file. */
export const NEEDS_MAX = 2000;
/** What staff may write to the reader with an answer or a refusal. */
export const REPLY_MAX = 2000;

/** The promise's default, in calendar days (the press setting may change it, 1 to 60). */
export const DEFAULT_DEADLINE_DAYS = 15;
/** A request this many days or fewer from its deadline stands out in the staff's list. */
export const DUE_SOON_DAYS = 3;

/**
 * An answer's file: at most 100 MB. The largest upload the site already takes (an EPUB to import),
 * enough for a book as accessible EPUB, tagged PDF, DOCX, text or braille-ready file and for most
 * audio books as MP3 at speech quality (64 kbit/s holds about 3.5 hours); anything larger is
 * answered with a link.
 */
export const ANSWER_FILE_MAX_BYTES = 100 * 1024 * 1024;

/** The staff list's views: open requests by deadline, or by what became of them. */
export const STAFF_FILTERS = ['open', 'answered', 'declined', 'all'] as const;
export type StaffFilter = (typeof STAFF_FILTERS)[number];
