/**
 * Better Auth's configuration without the database and mail functions, so the schema can be
 * derived from it (scripts/auth-tables.ts) and the server instance built from it.
 */
export const AUTH_BASE_PATH = '/api/auth';

export const SESSION_DAYS = 30;

export const userFields = {
  lastName: { type: 'string', required: true, input: true },
  phone: { type: 'string', required: false, input: true },
  locale: { type: 'string', required: false, input: true, defaultValue: 'pt' },
} as const;
