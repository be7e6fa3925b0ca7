/** Fields the submission wizard needs beyond ui/field.tsx: a document input that tells the browser's check its size, and CRediT roles with their message. */
import { useId } from 'react';
import { useClientFieldError } from '#app/ui/form.tsx';
import { FileField } from '#app/ui/field.tsx';
import { DOCUMENT_ACCEPT } from '../submit-steps.ts';

/**
 * A document's file input, with `<name>Kept` for the browser's check (submit-steps.ts
 * checkFilesStep), which sees a chosen file as `<name>Size` (ui/form-check.ts).
 */
export function DocumentInput({ name, label, hint, error, kept }: { name: string; label: string; hint?: string; error?: string; kept: boolean }) {
  return (
    <div>
      <FileField label={label} name={name} accept={DOCUMENT_ACCEPT} hint={hint} error={error} />
      <input type="hidden" name={`${name}Kept`} value={kept ? '1' : ''} />
    </div>
  );
}

/** A group of boxes (an author's CRediT roles): one name posted once per box ticked, the message under the group. */
export function CheckboxGroup({
  name,
  legend,
  options,
  checked,
  error: serverError,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
}) {
  const id = useId();
  const error = useClientFieldError(name) ?? serverError;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? true : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name={name} value={o.value} defaultChecked={checked.includes(o.value)} className="size-5" />
            {o.label}
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
