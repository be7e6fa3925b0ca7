/**
 * What the admin's forms share: values and translated errors after an answer, focus on the first
 * error (or a new row), the notice above a form, the page header and its panels. Each feature
 * passes its own message catalogue; errors, messages and notices are keys of it.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useT, type Catalog } from '#app/i18n/messages.ts';
import { Alert } from '../alert.tsx';
import { useClientFieldError } from '../form.tsx';
import { Link } from '../link.tsx';
import type { FormState } from '#app/lib/form-outcome.ts';

/** Any form's answer, whatever its result carries (the helpers below read only its form, values, errors and revision). */
type AnyState = FormState<string, string, unknown>;

export interface FormView {
  /** What the field shows: what was typed (after a refused post) or what is stored. */
  value: (name: string) => string;
  /** The field's error message, translated. */
  error: (name: string) => string | undefined;
  values: Record<string, string>;
}

/** The answer belongs to this form: one page may hold several (one per shipping method, one per status change). */
export const answerFor = <S extends AnyState>(state: S | undefined, form: string) => (state && state.form === form ? state : undefined);

export function useFormView<K extends string>(catalog: Catalog<K>, stored: Record<string, string>, state: FormState | undefined, form: string): FormView {
  const t = useT(catalog);
  const mine = answerFor(state, form);
  const values = mine && Object.keys(mine.values).length ? mine.values : stored;
  const errors = mine?.errors ?? {};
  return {
    values,
    value: (name) => values[name] ?? '',
    error: (name) => (errors[name] ? t(errors[name] as K) : undefined),
  };
}

/** After an answer for this form: focus the field it names (a new row), else the first field in error (a radio group's first choice). */
export function useAnswerFocus(form: RefObject<HTMLFormElement | null>, state: AnyState | undefined, name: string) {
  const mine = answerFor(state, name);
  useEffect(() => {
    if (!mine || !form.current) return;
    const target = mine.focus
      ? form.current.querySelector<HTMLElement>(`[name="${CSS.escape(mine.focus)}"], [value="${CSS.escape(mine.focus)}"]`)
      : form.current.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input');
    target?.focus();
  }, [form, mine]);
}

/** The form's key: a new render from the values after each answer, or after each stored change. */
export const formKey = (version: string, state: AnyState | undefined, form: string) => `${version}:${answerFor(state, form)?.revision ?? ''}`;

/** The message of a refused post (and any English-only problems), or the notice after a change; focused when it appears. */
export function Notice<K extends string>({ catalog, state, done }: { catalog: Catalog<K>; state?: FormState<K>; done?: K | null }) {
  const t = useT(catalog);
  const ref = useRef<HTMLDivElement>(null);
  const message = state?.message;
  useEffect(() => {
    // A field in error takes the focus itself; otherwise the notice does.
    if ((done && !state) || (message && !Object.keys(state?.errors ?? {}).length)) ref.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [done, state, message]);
  return (
    <div ref={ref}>
      {message ? (
        <Alert tone="error" title={t(message)}>
          {state?.problems?.length ? (
            <ul className="list-disc pl-5" lang="en">
              {state.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : done && !state ? (
        <Alert tone="success" title={t(done)} />
      ) : null}
    </div>
  );
}

/** An admin page's heading: a way back up, the h1, and a line under it. */
export function PageHeader({
  back,
  title,
  children,
  actions,
}: {
  back?: { to: string; label: string };
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6">
      {back ? (
        <p className="mb-2 print:hidden">
          <Link to={back.to} className="text-brand underline">
            ← {back.label}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
        {actions}
      </div>
      {children ? <div className="mt-1 text-muted">{children}</div> : null}
    </header>
  );
}

/** A titled box of the page (a section named by its heading). */
export function Panel({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    // min-w-0: a wide table inside scrolls in its own box instead of widening the page's grid.
    <section aria-labelledby={id} className={`min-w-0 rounded-lg border border-line bg-surface p-5 ${className}`}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A choice among a few, as radio buttons; the fieldset carries the error. */
export function RadioChoice({
  view,
  name,
  legend,
  options,
  required = false,
}: {
  view: FormView;
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  required?: boolean;
}) {
  const id = useId();
  const error = useClientFieldError(name) ?? view.error(name);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? true : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={option.value} required={required} defaultChecked={view.value(name) === option.value} className="size-5" />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
