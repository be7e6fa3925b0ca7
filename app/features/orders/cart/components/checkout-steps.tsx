import { useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { cartMessages } from '../messages.ts';

export type CheckoutStep = 'cart' | 'identification' | 'shipping' | 'finishing';

const paths: Record<CheckoutStep, string> = {
  cart: '/checkout',
  identification: '/checkout/identification',
  shipping: '/checkout/shipping',
  finishing: '/checkout/finishing',
};

/** The checkout's steps as an ordered list; steps already done are links back. Digital-only carts skip delivery. */
export function CheckoutSteps({ current, digitalOnly }: { current: CheckoutStep; digitalOnly: boolean }) {
  const t = useT(cartMessages);
  const steps = (['cart', 'identification', 'shipping', 'finishing'] as const).filter((step) => !(digitalOnly && step === 'shipping'));
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('steps')} className="mb-8">
      <ol className="flex flex-wrap gap-2 text-sm sm:gap-4">
        {steps.map((step, index) => {
          const label = `${index + 1}. ${t(`step.${step}`)}`;
          const base = 'inline-flex min-h-11 items-center rounded-full border px-4';
          return (
            <li key={step}>
              {index < currentIndex ? (
                <Link to={paths[step]} className={`${base} border-line bg-surface underline hover:bg-brand-soft`}>
                  {label}
                  <span className="sr-only"> ({t('stepDone')})</span>
                </Link>
              ) : index === currentIndex ? (
                <span aria-current="step" className={`${base} border-brand bg-brand font-semibold text-brand-ink`}>
                  {label}
                </span>
              ) : (
                <span className={`${base} border-line text-muted`}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export const stepPath = (step: CheckoutStep) => paths[step];
