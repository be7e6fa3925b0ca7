import { useRef, useState, type SelectHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import type { FieldErrors, FormValues } from '#app/lib/forms.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { useClientFieldError, ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import { BRAZIL_STATES } from '#app/lib/brazil/states.ts';
import type { CountryOption } from '#app/lib/brazil/countries.ts';
import { MASKS } from '#app/lib/input-mask.ts';
import { checkoutFieldMessages } from '../messages.ts';
import { checkoutMessages } from '../step-messages.ts';
import { useFieldError, useFocusFirstError } from './identification-form.tsx';
import { MaskedTextField } from './masked-input.tsx';

const addressSchema = () => import('../address.schema.ts').then((m) => m.addressSchema);

export interface DeliveryOption {
  methodId: number;
  namePt: string;
  nameEn: string;
  price: number;
  currency: 'BRL' | 'USD';
  daysMin: number;
  daysMax: number;
}

const select = 'block w-full min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger';

/**
 * The delivery address and, once it is known, the shipping methods for it. "Work out shipping"
 * saves the address and shows the methods; "Continue" needs one of them chosen.
 */
export function AddressForm({
  values,
  errors,
  options,
  optionsFor,
  chosenMethod,
  countries,
  back,
}: {
  values: FormValues;
  errors: FieldErrors;
  options: DeliveryOption[];
  /** Whether the options were worked out for an address (none saved yet: null). */
  optionsFor: 'address' | null;
  chosenMethod: number | null;
  /** Every country with its name, from the server (see country-names.server.ts). */
  countries: CountryOption[];
  back: string;
}) {
  const f = useT(checkoutFieldMessages);
  const t = useT(checkoutMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [country, setCountry] = useState(values.country || 'BR');
  const error = useFieldError(errors);
  useFocusFirstError(form, errors);
  const brazil = country === 'BR';
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const methodError = errors.shippingMethod ? t('shippingMethodRequired') : undefined;
  return (
    <ValidatedForm
      method="post"
      ref={form}
      schema={addressSchema}
      message={(key) => f(key as KeyOf<typeof checkoutFieldMessages>)}
      className="grid gap-5 sm:grid-cols-2"
    >
      {Object.keys(errors).length ? (
        <div className="sm:col-span-2">
          <Alert tone="error" title={methodError && Object.keys(errors).length === 1 ? methodError : f('fixErrors')} />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <TextField
          label={f('recipient')}
          hint={f('recipientHint')}
          name="recipient"
          autoComplete="name"
          required
          maxLength={200}
          defaultValue={values.recipient}
          error={error('recipient')}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="address-country" className="font-medium">
          {f('country')}
        </label>
        <ChoiceSelect
          id="address-country"
          name="country"
          autoComplete="country"
          defaultValue={values.country || 'BR'}
          onChange={(event) => setCountry(event.currentTarget.value)}
          serverError={error('country')}
        >
          <option value="">{f('countryChoose')}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </ChoiceSelect>
      </div>
      <MaskedTextField
        key={`zip-${brazil}`}
        mask={brazil ? MASKS.cep : undefined}
        label={f(brazil ? 'zipcode' : 'zipcodeForeign')}
        hint={brazil ? f('zipcodeHint') : undefined}
        name="zipcode"
        autoComplete="postal-code"
        inputMode={brazil ? 'numeric' : 'text'}
        required
        maxLength={20}
        defaultValue={values.zipcode}
        error={error('zipcode')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={f('address')}
          hint={f('addressHint')}
          name="address"
          autoComplete="address-line1"
          required
          maxLength={200}
          defaultValue={values.address}
          error={error('address')}
        />
      </div>
      <TextField label={f('number')} name="number" required maxLength={20} defaultValue={values.number} error={error('number')} />
      <TextField
        label={f('complement')}
        hint={f('complementHint')}
        optionalLabel={f('optional')}
        name="complement"
        autoComplete="address-line2"
        maxLength={100}
        defaultValue={values.complement}
        error={error('complement')}
      />
      <TextField
        label={f('district')}
        optionalLabel={brazil ? undefined : f('optional')}
        name="district"
        required={brazil}
        maxLength={100}
        defaultValue={values.district}
        error={error('district')}
      />
      <TextField label={f('city')} name="city" autoComplete="address-level2" required maxLength={100} defaultValue={values.city} error={error('city')} />
      {brazil ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="address-state" className="font-medium">
            {f('state')}
          </label>
          <ChoiceSelect id="address-state" name="state" autoComplete="address-level1" defaultValue={values.state} serverError={error('state')}>
            <option value="">{f('stateChoose')}</option>
            {BRAZIL_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </ChoiceSelect>
        </div>
      ) : (
        <TextField
          label={f('stateForeign')}
          optionalLabel={f('optional')}
          name="state"
          autoComplete="address-level1"
          maxLength={60}
          defaultValue={values.state}
          error={error('state')}
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value="quote" variant="secondary" busy={busyIntent === 'quote'} busyLabel={t('calculating')}>
          {t('calculate')}
        </Button>
      </div>
      <fieldset className="sm:col-span-2" aria-describedby={methodError ? 'shipping-method-error' : undefined}>
        <legend className="text-lg font-semibold">{t('methods')}</legend>
        {methodError ? (
          <p id="shipping-method-error" className="mt-1 text-sm font-medium text-danger">
            {methodError}
          </p>
        ) : null}
        {optionsFor === null ? (
          <p className="mt-2 text-muted">{t('methodsAfterAddress')}</p>
        ) : options.length === 0 ? (
          <p className="mt-2">{t('noOptions')}</p>
        ) : (
          <div className="mt-2 flex flex-col gap-2">
            {options.map((option) => (
              <label
                key={option.methodId}
                className="flex min-h-11 cursor-pointer flex-wrap items-center gap-3 rounded-md border border-line bg-surface p-3 has-checked:border-brand"
              >
                <input
                  type="radio"
                  name="shippingMethod"
                  value={option.methodId}
                  defaultChecked={option.methodId === chosenMethod}
                  className="size-5 accent-brand"
                />
                <span className="font-medium">{locale === 'pt' ? option.namePt : option.nameEn}</span>
                <span className="text-muted">
                  <DeliveryTime min={option.daysMin} max={option.daysMax} />
                </span>
                <span className="ml-auto font-semibold">{formatMoney(option.price, option.currency, locale)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-between gap-4 sm:col-span-2">
        <Link to={back} className={buttonClass('secondary')}>
          {t('previousStep')}
        </Link>
        <Button type="submit" name="intent" value="next" busy={busyIntent === 'next'} busyLabel={t('placing')}>
          {t('nextStep')}
        </Button>
      </div>
    </ValidatedForm>
  );
}

/** "3 a 6 dias úteis" / "3–6 days": business days in Portuguese, as the publisher counts them. */
export function DeliveryTime({ min, max }: { min: number; max: number }) {
  const t = useT(checkoutMessages);
  if (min !== max) return <>{t('deliveryDays', { min, max })}</>;
  return <>{t('deliveryDaysExact', { max })}</>;
}

/** A select whose message is the browser's check (ValidatedForm), else the server's. */
function ChoiceSelect({
  id,
  name,
  serverError,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { id: string; name: string; serverError?: string }) {
  const error = useClientFieldError(name) ?? serverError;
  return (
    <>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={select} {...props}>
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
