/**
 * Route parameters that name a row. An id must be a positive whole number that fits a
 * Postgres `integer`; anything else is a page that does not exist (404), never a database error.
 */
const MAX_ID = 2_147_483_647;

export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** Slugs are lower-case letters, digits and hyphens; anything else cannot match a row. */
export function isSlug(value: string | undefined): value is string {
  return !!value && value.length <= 200 && /^[a-z0-9-]+$/.test(value);
}
