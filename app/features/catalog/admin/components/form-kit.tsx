/**
 * The staff form kit (ui/admin/form-kit.tsx) as the catalog's one form per page uses it, and the
 * side-by-side Portuguese | English fields.
 */
import type { RefObject } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { ValidatedForm, type ValidatedFormProps } from '#app/ui/form.tsx';
import { TextArea, TextField } from '#app/ui/field.tsx';
import { formKey as sharedFormKey, Notice, useAnswerFocus, useFormView as useSharedFormView, type FormView } from '#app/ui/admin/form-kit.tsx';
import type { FormValues } from '#app/lib/form-values.ts';
import { adminCatalogMessages, type AdminCatalogKey } from '../messages.ts';
import type { DoneMessage, FormState } from '../outcome.ts';

export type { FormView };

/** Every catalog page holds one editable form (outcome.ts answers as 'catalog'). */
const FORM = 'catalog';

/** A refused post's values win over the stored ones (a post too large to read has none). */
export const useFormView = (stored: FormValues, state: FormState | undefined): FormView => useSharedFormView(adminCatalogMessages, stored, state, FORM);

/** After an answer: focus the new row's first field, or the first field in error. */
export const useFormFocus = (form: RefObject<HTMLFormElement | null>, state: FormState | undefined) => useAnswerFocus(form, state, FORM);

/** The form's key: a new render from the values after each answer or each stored change. */
export const formKey = (version: string, state: FormState | undefined) => sharedFormKey(version, state, FORM);

/**
 * A catalog page's form (posted as multipart: it may carry files), checked in the browser by the
 * same function the action checks with (`check`: a loader of the schema file's check function).
 */
export function CatalogForm({ check, ...form }: Omit<ValidatedFormProps, 'schema' | 'message'> & { check: ValidatedFormProps['schema'] }) {
  const t = useT(adminCatalogMessages);
  return <ValidatedForm method="post" encType="multipart/form-data" schema={check} message={(key) => t(key as AdminCatalogKey)} {...form} />;
}

export function FormAlert({ state, done }: { state: FormState | undefined; done?: DoneMessage | null }) {
  return <Notice catalog={adminCatalogMessages} state={state} done={done} />;
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
