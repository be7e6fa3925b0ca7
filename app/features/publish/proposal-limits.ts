/**
 * The proposal form's limits and its small text helpers, kept apart from the Zod schema so the
 * browser can use them (live counts, `maxLength`, `accept`) without shipping Zod.
 */

/** How many authors and chapters a proposal may list. */
export const AUTHORS_MAX = 10;
export const CHAPTERS_MAX = 40;

/** The book's keywords: at least one, at most five (spec §5). */
export const BOOK_KEYWORDS_MAX = 5;
/** Each chapter has exactly three keywords (spec §5). */
export const CHAPTER_KEYWORDS = 3;
/** One keyword, in characters. */
export const KEYWORD_MAX = 60;
/** The comma-separated keyword fields as typed. */
export const KEYWORDS_INPUT_MAX = 500;

/**
 * A chapter summary is guided to 250 characters (spec §5): the live count shows this number and
 * a longer summary is still accepted, up to the hard maximum below.
 */
export const CHAPTER_SUMMARY_GUIDE = 250;
export const CHAPTER_SUMMARY_MAX = 600;

/** Long texts: description, detailed summary, other books, other information. */
export const LONG_TEXT_MAX = 10_000;
export const TITLE_MAX = 300;
export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const AFFILIATION_MAX = 300;
/** An ORCID iD as typed: bare, hyphenated or as an https://orcid.org/ link. */
export const ORCID_INPUT_MAX = 60;
export const BIO_MAX = 2_000;
export const URL_MAX = 2_000;

/** The optional manuscript sample: PDF, DOCX or ODT (the server checks the content, not the name). */
export const SAMPLE_MAX_BYTES = 10 * 1024 * 1024;
export const SAMPLE_EXTENSIONS = ['pdf', 'docx', 'odt'] as const;
export const SAMPLE_MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const;
/** For the file input's `accept` attribute. */
export const SAMPLE_ACCEPT = [...SAMPLE_EXTENSIONS.map((e) => `.${e}`), ...Object.values(SAMPLE_MEDIA_TYPES)].join(',');

/**
 * Keywords as people type them: separated by commas (or semicolons, or new lines), spaces
 * trimmed and collapsed, empty entries dropped. The same split feeds the live count and the schema.
 */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((k) => k.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Characters as the count shows them: new lines count once (browsers send them as two). */
export function countCharacters(text: string): number {
  return text.replace(/\r\n?/g, '\n').length;
}
