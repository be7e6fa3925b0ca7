/**
 * A form's check in the browser: its values read from the form and parsed by the schema (or the
 * whole check) the action uses. Loaded with the schema on the form's first use (ui/form.tsx), so
 * the pages that only show a form (the footer's newsletter form on every page) do not carry it.
 */
import type { z } from 'zod';
import { readValues } from '#app/lib/form-values.ts';
import { parseValues, readForm, type FieldErrors, type FormCheck, type FormValues } from '#app/lib/forms.ts';

export function checkForm(rule: z.ZodObject | FormCheck, form: HTMLFormElement): FieldErrors | null {
  return checkFormData(rule, new FormData(form));
}

export function checkFormData(rule: z.ZodObject | FormCheck, formData: FormData): FieldErrors | null {
  const result =
    typeof rule === 'function'
      ? rule(withFileSizes(formData, readValues(formData)))
      : parseValues(rule, withFileSizes(formData, readForm(formData, Object.keys(rule.shape))));
  return result.ok ? null : result.errors;
}

/**
 * A check reads flat strings, so a chosen file reaches it as `<name>Size`, its bytes (the largest,
 * when several are chosen); a file input left empty sends nothing. What the file is, only the
 * server can tell. Read from the form as it is sent, so a file chosen before the page hydrated counts.
 */
export function withFileSizes(formData: FormData, values: FormValues): FormValues {
  for (const [name, value] of formData) {
    if (typeof value === 'string' || value.size === 0) continue;
    values[`${name}Size`] = String(Math.max(value.size, Number(values[`${name}Size`] ?? 0)));
  }
  return values;
}
