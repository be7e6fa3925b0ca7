/**
 * Pieces the catalog forms share: reading values and translated errors, selects, checkboxes,
 * file inputs, the side-by-side Portuguese | English fields, and the message above a form.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { TextArea, TextField } from '#app/ui/field.tsx';
import type { FieldErrors, FormValues } from '#app/lib/form-values.ts';
import { adminCatalogMessages, type AdminCatalogKey } from '../messages.ts';
import type { DoneMessage, FormState } from '../outcome.ts';

export interface FormView {
  /** What the field shows: what was typed (after a refused post) or what is stored. */
  value: (name: string) => string;
  /** The field's error message, translated. */
  error: (name: string) => string | undefined;
  values: FormValues;
  errors: FieldErrors;
}

/** A refused post's values win over the stored ones (a post too large to read has none). */
export function useFormView(stored: FormValues, state: FormState | undefined): FormView {
  const t = useT(adminCatalogMessages);
  const values = state && Object.keys(state.values).length ? state.values : stored;
  const errors = state?.errors ?? {};
  return {
    values,
    errors,
    value: (name) => values[name] ?? '',
    error: (name) => (errors[name] ? t(errors[name] as AdminCatalogKey) : undefined),
  };
}

/** After an answer: focus the new row's first field, or the first field in error. */
export function useFormFocus(form: RefObject<HTMLFormElement | null>, state: FormState | undefined) {
  useEffect(() => {
    if (!state || !form.current) return;
    const target = state.focus
      ? form.current.querySelector<HTMLElement>(`[name="${CSS.escape(state.focus)}"]`)
      : form.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [form, state]);
}

/** The form's key: a new render from the values after each answer or each stored change. */
export const formKey = (version: string, state: FormState | undefined) => `${version}:${state?.revision ?? ''}`;

export function FormAlert({ state, done }: { state: FormState | undefined; done?: DoneMessage | null }) {
  const t = useT(adminCatalogMessages);
  const ref = useRef<HTMLDivElement>(null);
  const message = state?.message;
  useEffect(() => {
    if (done) ref.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [done]);
  return (
    <div ref={ref} aria-live="polite">
      {message ? <Alert tone="error" title={t(message)} /> : done && !state ? <Alert tone="success" title={t(done)} /> : null}
    </div>
  );
}

/**
 * One field in both languages, side by side (Portuguese | English); stacked on narrow screens.
 * Names are `${field}Pt` and `${field}En`.
 */
export function Bilingual({
  view,
  field,
  label,
  multiline = false,
  hint,
  maxLength,
}: {
  view: FormView;
  field: string;
  label: string;
  multiline?: boolean;
  hint?: string;
  maxLength?: number;
}) {
  const t = useT(adminCatalogMessages);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['Pt', 'En'] as const).map((suffix) => {
        const name = `${field}${suffix}`;
        const props = {
          label: t(suffix === 'Pt' ? 'inPortuguese' : 'inEnglish', { field: label }),
          name,
          defaultValue: view.value(name),
          error: view.error(name),
          hint,
          maxLength,
          lang: suffix === 'Pt' ? 'pt-BR' : 'en',
        };
        return multiline ? <TextArea key={name} rows={6} {...props} /> : <TextField key={name} {...props} />;
      })}
    </div>
  );
}

/** The column headings over the side-by-side fields (visual only: every label names its language). */
export function LanguageColumns() {
  const t = useT(adminCatalogMessages);
  return (
    <div aria-hidden="true" className="hidden gap-4 border-b border-line pb-2 text-sm font-semibold tracking-wide text-muted uppercase md:grid md:grid-cols-2">
      <span>{t('portuguese')}</span>
      <span>{t('english')}</span>
    </div>
  );
}
