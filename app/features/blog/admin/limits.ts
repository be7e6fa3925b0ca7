/** The post form's limits, shared by the form (maxLength) and its check. */
export const TITLE_MAX = 200;
export const EXCERPT_MAX = 400;
export const BODY_MAX = 100_000;
export const AUTHORS_MAX = 10;
export const NAME_MAX = 120;
