import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { CartActionResult } from '../cart-actions.server.ts';
import type { CartView } from '../cart.server.ts';
import { cartMessages } from '../messages.ts';
import { CartLines } from './cart-lines.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';

/** The cart step: its lines to change, the subtotal and the way on; an empty cart leads to the catalog. */
export function CartPage({ cart, signedIn, result }: { cart: CartView | null; signedIn: boolean; result: CartActionResult | undefined }) {
  const t = useT(cartMessages);
  const locale = useLocale();
  if (!cart) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <div className="mt-8 rounded-md border border-line bg-surface p-8 text-center">
          <p className="text-xl font-semibold">{t('empty')}</p>
          <p className="mt-2 text-muted">{t('emptyLead')}</p>
          <Link to="/catalog" className={buttonClass('primary', 'mt-6')}>
            {t('browseCatalog')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <CheckoutSteps current="cart" digitalOnly={cart.digitalOnly} />
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
      <ChangeOutcome result={result} />
      {cart.blocked ? (
        <div className="mt-6">
          <Alert tone="error" title={t('blocked')} />
        </div>
      ) : null}
      <CartLines cart={cart} editable />
      <div className="mt-6 flex flex-col items-end gap-1 text-right">
        <p className="text-xl">
          {t('subtotal')}: <strong>{formatMoney(cart.subtotal, cart.currency, locale)}</strong>
        </p>
        {cart.digitalOnly ? null : <p className="text-muted">{t('shippingLater')}</p>}
        {signedIn ? null : <p className="text-muted">{t('signInNext')}</p>}
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <Link to="/catalog" className={buttonClass('secondary')}>
          {t('continueShopping')}
        </Link>
        {cart.blocked ? null : (
          <Link to="/checkout/identification" className={buttonClass('primary')}>
            {t('next')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** What the last change did (a quantity limited to the stock, a line removed), focused once the page settles. */
function ChangeOutcome({ result }: { result: CartActionResult | undefined }) {
  const t = useT(cartMessages);
  const ref = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  useEffect(() => {
    if (result && navigation.state === 'idle') ref.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [result, navigation.state]);
  if (!result) return <div ref={ref} aria-live="polite" />;
  const message =
    result.cart === 'limited'
      ? t('limited', { count: result.quantity })
      : result.cart === 'updated'
        ? t('updated')
        : result.cart === 'out-of-stock'
          ? t('outOfStock')
          : result.cart === 'removed'
            ? t('removed')
            : t('failure');
  return (
    <div ref={ref} aria-live="polite" className="mt-6">
      {message ? (
        <Alert tone={result.cart === 'updated' || result.cart === 'removed' ? 'success' : result.cart === 'limited' ? 'info' : 'error'} title={message} />
      ) : null}
    </div>
  );
}
