import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import type { FieldErrors, FormValues } from '#app/lib/forms.ts';
import { MASKS } from '#app/lib/input-mask.ts';
import { useHydrated } from '#app/ui/hydrated.ts';
import { ID_TYPES, isIdType, type IdType } from '../id-types.ts';
import { checkoutFieldMessages } from '../messages.ts';
import { checkoutMessages } from '../step-messages.ts';
import { MaskedTextField } from './masked-input.tsx';

const identificationSchema = () => import('../identification.schema.ts').then((m) => m.identificationSchema);

export const useFieldError = (errors: FieldErrors) => {
  const t = useT(checkoutFieldMessages);
  return (field: string) => (errors[field] ? t(errors[field] as KeyOf<typeof checkoutFieldMessages>) : undefined);
};

/** Focus the first field in error after a refused post (the server's answer, with or without JavaScript). */
export function useFocusFirstError(form: React.RefObject<HTMLFormElement | null>, errors: FieldErrors | undefined) {
  useEffect(() => {
    if (errors && Object.keys(errors).length) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}

const idTypeLabel = { cpf: 'idTypeCpf', cnpj: 'idTypeCnpj', foreign: 'idTypeForeign' } as const;

export function IdentificationForm({ values, errors, back }: { values: FormValues; errors: FieldErrors; back: string }) {
  const f = useT(checkoutFieldMessages);
  const t = useT(checkoutMessages);
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [idType, setIdType] = useState<IdType>(isIdType(values.idType) ? values.idType : 'cpf');
  const error = useFieldError(errors);
  useFocusFirstError(form, errors);
  const brazilian = idType !== 'foreign';
  // Without the script the kind chosen above cannot change this label: it names all three until the page runs.
  const hydrated = useHydrated();
  const document = hydrated
    ? {
        cpf: { mask: MASKS.cpf, label: f('identificationCpf'), hint: f('identificationCpfHint') },
        cnpj: { mask: MASKS.cnpj, label: f('identificationCnpj'), hint: f('identificationCnpjHint') },
        foreign: { mask: undefined, label: f('identificationForeign'), hint: f('identificationForeignHint') },
      }[idType]
    : { mask: undefined, label: f('identificationAny'), hint: f('identificationAnyHint') };
  return (
    <ValidatedForm
      method="post"
      ref={form}
      schema={identificationSchema}
      message={(key) => f(key as KeyOf<typeof checkoutFieldMessages>)}
      className="grid gap-5 sm:grid-cols-2"
    >
      {Object.keys(errors).length ? (
        <div className="sm:col-span-2">
          <Alert tone="error" title={f('fixErrors')} />
        </div>
      ) : null}
      <TextField label={f('name')} name="name" autoComplete="given-name" required maxLength={100} defaultValue={values.name} error={error('name')} />
      <TextField
        label={f('surname')}
        name="surname"
        autoComplete="family-name"
        required
        maxLength={100}
        defaultValue={values.surname}
        error={error('surname')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="font-medium">{f('idType')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {ID_TYPES.map((type) => (
            <label key={type} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="idType"
                value={type}
                defaultChecked={idType === type}
                onChange={() => setIdType(type)}
                className="size-5 accent-brand"
              />
              {f(idTypeLabel[type])}
            </label>
          ))}
        </div>
      </fieldset>
      <MaskedTextField
        key={`id-${idType}`}
        mask={document.mask}
        label={document.label}
        hint={document.hint}
        name="identification"
        // An alphanumeric CNPJ has letters: shown (and sent) upper-case.
        inputMode={idType === 'cpf' ? 'numeric' : 'text'}
        autoCapitalize={idType === 'cnpj' ? 'characters' : undefined}
        className={idType === 'cnpj' ? 'uppercase' : undefined}
        autoComplete="off"
        required
        maxLength={30}
        defaultValue={values.identification}
        error={error('identification')}
      />
      <MaskedTextField
        key={`phone-${idType}`}
        mask={brazilian ? MASKS.phoneBr : undefined}
        label={f('phone')}
        hint={f(brazilian ? 'phoneHintBr' : 'phoneHintForeign')}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        maxLength={30}
        defaultValue={values.phone}
        error={error('phone')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={f('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email}
          error={error('email')}
        />
      </div>
      <div className="flex flex-wrap justify-between gap-4 sm:col-span-2">
        <Link to={back} className={buttonClass('secondary')}>
          {t('previousStep')}
        </Link>
        <Button type="submit" busy={navigation.state === 'submitting'} busyLabel={t('placing')}>
          {t('nextStep')}
        </Button>
      </div>
    </ValidatedForm>
  );
}
