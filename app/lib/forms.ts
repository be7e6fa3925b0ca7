/**
 * The one way a form is read, on the server and in the browser before sending: every field of the schema as a string (missing
 * ones as ''), validated by the same Zod schema the feature declares; on failure the field
 * errors (message keys of the feature's catalogue) and what the person typed, to render again.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

/** A whole form checked: its data, or its errors. */
export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * A form made of several parts (fields, repeatable rows, checks across fields), checked as a
 * whole from what was typed. The action and the browser (ValidatedForm) call the same function.
 */
export type FormCheck<T = unknown> = (values: FormValues) => Validated<T>;

export type FormResult<T> = { ok: true; data: T; values: FormValues } | { ok: false; errors: FieldErrors; values: FormValues };

export function readForm(formData: FormData, fields: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

export function parseForm<S extends z.ZodObject>(schema: S, formData: FormData): FormResult<z.output<S>> {
  return parseValues(schema, readForm(formData, Object.keys(schema.shape)));
}

/** The schema over values already read (the browser's check adds a chosen file's `<name>Size`: ui/form-check.ts). */
export function parseValues<S extends z.ZodObject>(schema: S, values: FormValues): FormResult<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}

/** Bots fill the hidden "website" field (see ui/field.tsx Honeypot); people never see it. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get('website');
  return typeof value === 'string' && value.trim() !== '';
}
