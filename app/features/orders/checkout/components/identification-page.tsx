import { useT } from '#app/i18n/messages.ts';
import type { FormValues } from '#app/lib/forms.ts';
import { Link } from '#app/ui/link.tsx';
import { CheckoutSteps } from '../../cart/components/checkout-steps.tsx';
import type { IdentificationState } from '../step-actions.server.ts';
import { checkoutMessages } from '../step-messages.ts';
import { IdentificationForm } from './identification-form.tsx';

/** The checkout's identification step: who buys (the account's e-mail, and the way out when it is someone else's). */
export function IdentificationPage({
  digitalOnly,
  email,
  values,
  state,
}: {
  digitalOnly: boolean;
  email: string;
  values: FormValues;
  state: IdentificationState | undefined;
}) {
  const t = useT(checkoutMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <CheckoutSteps current="identification" digitalOnly={digitalOnly} />
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('identificationTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('identificationLead')}</p>
      <p className="mt-2 mb-8 text-sm">
        {t('buyingAs', { email })}{' '}
        <Link to="/logout" className="text-brand underline">
          {t('notYou')}
        </Link>
      </p>
      <IdentificationForm values={state?.values ?? values} errors={state?.errors ?? {}} back="/checkout" />
    </div>
  );
}
