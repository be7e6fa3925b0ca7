import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Shown after the label when the field is optional. */
  optionalLabel?: string;
}

const control =
  'block w-full rounded-md border bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger border-line';

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

export function TextField({ label, error, hint, optionalLabel, id: givenId, required, className = '', ...input }: TextFieldProps) {
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

export function TextArea({ label, error, hint, optionalLabel, id: givenId, required, className = '', ...textarea }: TextAreaProps) {
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

/**
 * A field people never see: bots that fill every input fill it too, and the server then
 * pretends success without saving anything.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
