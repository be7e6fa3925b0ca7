/**
 * A form's check in the browser: its values read from the form and parsed by the schema (or the
 * whole check) the action uses. Loaded with the schema on the form's first use (ui/form.tsx), so
 * the pages that only show a form (the footer's newsletter form on every page) do not carry it.
 */
import type { z } from 'zod';
import { readValues } from '#app/lib/form-values.ts';
import { parseForm, type FieldErrors, type FormCheck } from '#app/lib/forms.ts';

export function checkForm(rule: z.ZodObject | FormCheck, form: HTMLFormElement): FieldErrors | null {
  const result = typeof rule === 'function' ? rule(readValues(new FormData(form))) : parseForm(rule, new FormData(form));
  return result.ok ? null : result.errors;
}
