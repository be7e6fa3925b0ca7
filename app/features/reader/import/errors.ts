/** The work page's EPUB upload answers as this form (FormState.form), apart from the work form. */
export const EDITION_FORM = 'reader-edition';

/** Why an EPUB was refused: a code the interface translates, and a message naming what is wrong. */
export const EPUB_ERROR_CODES = [
  'too-large',
  'not-zip',
  'too-many-entries',
  'too-large-uncompressed',
  'unsafe-path',
  'unsafe-archive',
  'corrupt-entry',
  'not-epub',
  'no-container',
  'container-unparseable',
  'package-missing',
  'package-unparseable',
  'no-title',
  'empty-spine',
  'spine-item-missing',
  'manifest-item-missing',
  'content-unparseable',
  'encrypted',
  'publication-not-found',
  'slug-invalid',
  'slug-taken',
  'busy',
] as const;

export type EpubErrorCode = (typeof EPUB_ERROR_CODES)[number];

export class EpubError extends Error {
  override name = 'EpubError';
  readonly code: EpubErrorCode;
  /** The file, id or value the message is about, for translated messages. */
  readonly detail: string;

  constructor(code: EpubErrorCode, message: string, detail = '') {
    super(message);
    this.code = code;
    this.detail = detail;
  }
}
