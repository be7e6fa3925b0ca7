/**
 * Pieces the catalog forms share: reading values and translated errors, selects, checkboxes,
 * file inputs, the side-by-side Portuguese | English fields, and the message above a form.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { TextArea, TextField } from '#app/ui/field.tsx';
import type { FieldErrors, FormValues } from '../form-values.ts';
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

const control = 'block w-full min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger';

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function SelectField({
  label,
  name,
  options,
  defaultValue,
  error,
  hint,
  empty,
}: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  defaultValue: string;
  error?: string;
  hint?: string;
  /** A first, empty choice ("none"). */
  empty?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={control}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ label, name, defaultChecked, hint }: { label: string; name: string; defaultChecked: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-2 font-medium" htmlFor={id}>
        <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} aria-describedby={hint ? `${id}-hint` : undefined} className="size-5" />
        {label}
      </label>
      <Messages id={id} hint={hint} />
    </div>
  );
}

export function FileField({ label, name, accept, hint, error }: { label: string; name: string; accept: string; hint?: string; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink file:mr-3 file:rounded file:border-0 file:bg-brand-soft file:px-3 file:py-1 file:text-ink"
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A titled group of fields (a fieldset with a visible legend). */
export function Group({ legend, children, className = '', id }: { legend: string; children: ReactNode; className?: string; id?: string }) {
  return (
    <fieldset id={id} className={`rounded-lg border border-line bg-surface p-5 ${className}`}>
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-4">{children}</div>
    </fieldset>
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
