import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useClientFieldError } from './form.tsx';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Shown after the label when the field is optional. */
  optionalLabel?: string;
}

const control = 'block w-full rounded-md border bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger border-line';

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Shell({ id, label, error, hint, required, optionalLabel, children }: FieldShellProps & { id: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {!required && optionalLabel ? <span className="font-normal text-muted"> ({optionalLabel})</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { name: string };

export function TextField({ label, error: serverError, hint, optionalLabel, id: givenId, required, className = '', ...input }: TextFieldProps) {
  // The browser's check (ValidatedForm) first, else what the server said.
  const error = useClientFieldError(input.name) ?? serverError;
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} optionalLabel={optionalLabel}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} min-h-11 ${className}`}
        {...input}
      />
    </Shell>
  );
}

type TextAreaProps = FieldShellProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { name: string };

export function TextArea({ label, error: serverError, hint, optionalLabel, id: givenId, required, className = '', ...textarea }: TextAreaProps) {
  const error = useClientFieldError(textarea.name) ?? serverError;
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} optionalLabel={optionalLabel}>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} min-h-32 ${className}`}
        {...textarea}
      />
    </Shell>
  );
}

const selectControl = 'block w-full min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger';

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
  error: serverError,
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
  const error = useClientFieldError(name) ?? serverError;
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={selectControl}
      >
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

/** A box the person must tick (a declaration, a consent): its long label beside it, the message under it. */
export function DeclarationField({ name, label, checked, error: serverError }: { name: string; label: string; checked: boolean; error?: string }) {
  const id = useId();
  const error = useClientFieldError(name) ?? serverError;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-11 items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0"
        />
        <span>{label}</span>
      </label>
      <Messages id={id} error={error} />
    </div>
  );
}

export function FileField({ label, name, accept, hint, error: serverError }: { label: string; name: string; accept: string; hint?: string; error?: string }) {
  const error = useClientFieldError(name) ?? serverError;
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
