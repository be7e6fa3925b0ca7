import type { ComponentProps } from 'react';
import { useT } from '#app/i18n/messages.ts';
import type { FormValues } from '#app/lib/forms.ts';
import { CheckoutSteps } from '../../cart/components/checkout-steps.tsx';
import type { ShippingState } from '../step-actions.server.ts';
import { checkoutMessages } from '../step-messages.ts';
import { AddressForm } from './address-form.tsx';

type AddressProps = ComponentProps<typeof AddressForm>;
/** What the step's loader gives: the address as stored, the methods for it, the countries to choose from. */
export interface ShippingPageData {
  values: FormValues;
  options: AddressProps['options'];
  optionsFor: AddressProps['optionsFor'];
  chosenMethod: AddressProps['chosenMethod'];
  countries: AddressProps['countries'];
}

/** The checkout's shipping step: the address, then the methods and prices for it. */
export function ShippingPage({ page, state }: { page: ShippingPageData; state: ShippingState | undefined }) {
  const t = useT(checkoutMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <CheckoutSteps current="shipping" digitalOnly={false} />
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('shippingTitle')}</h1>
      <p className="mt-3 mb-8 text-lg text-muted">{t('shippingLead')}</p>
      <AddressForm
        key={state ? JSON.stringify(state.values) : 'stored'}
        values={state?.values ?? page.values}
        errors={state?.errors ?? {}}
        options={page.options}
        optionsFor={page.optionsFor}
        chosenMethod={page.chosenMethod}
        countries={page.countries}
        back="/checkout/identification"
      />
    </div>
  );
}
