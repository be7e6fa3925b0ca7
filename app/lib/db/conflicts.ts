/**
 * Refusals that roll a transaction back and answer the form: a field error thrown on purpose,
 * a row that is gone, or a unique / foreign-key violation the database reported.
 */
import type { FieldErrors } from '../form-values.ts';

/** Thrown inside a transaction to undo it and answer the form with these field errors. */
export class FieldConflict extends Error {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors) {
    super(`refused: ${Object.keys(errors).join(', ')}`);
    this.errors = errors;
  }
}

/** Thrown inside a transaction when the row being changed is gone (a 404 for the page). */
export class NotFound extends Error {
  constructor() {
    super('not found');
  }
}

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error under Drizzle's wrapper (the same fields on PGlite and node-postgres). */
function pgError(error: unknown): PgError | null {
  for (let current = error as PgError | undefined, depth = 0; current && depth < 5; current = current.cause as PgError | undefined, depth++) {
    if (typeof current.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(current.code)) return current;
  }
  return null;
}

/**
 * A unique or foreign-key violation (two people saving the same slug or ISBN at once, a
 * collection removed meanwhile) as field errors; anything else is a real failure and rethrown.
 */
export function conflictFromDb(error: unknown, byConstraint: Record<string, FieldErrors>): FieldErrors {
  if (error instanceof FieldConflict) return error.errors;
  const pg = pgError(error);
  if (pg && (pg.code === '23505' || pg.code === '23503') && pg.constraint && byConstraint[pg.constraint]) return byConstraint[pg.constraint]!;
  throw error;
}
