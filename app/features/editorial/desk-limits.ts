/** The workspace's text limits, shared by its schemas and its fields (no Zod here: the page's bundle stays small). */
export const NAME_MAX = 200;
export const WAIVE_REASON_MAX = 1000;
