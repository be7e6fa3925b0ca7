import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import type { Route } from './+types/cart';
import { changeCartAction, type CartActionResult, cartOwner, findCart, readCart } from '#app/features/orders/api.server.ts';
import { CheckoutSteps, CartLines, cartMessages } from '#app/features/orders/api.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { formatMoney } from '#app/i18n/format.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Alert } from '#app/ui/alert.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const cartId = await findCart(db(), cartOwner(request, context));
  const cart = cartId ? await readCart(db(), cartId, locale) : null;
  return { title: translator(cartMessages, locale)('title'), cart: cart && cart.lines.length ? cart : null, signedIn: Boolean(context.get(sessionContext)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  return changeCartAction(request, context, await readFormData(request));
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(cartMessages);
  const locale = useLocale();
  const { cart } = loaderData;
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
      <ChangeOutcome result={actionData} />
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
        {loaderData.signedIn ? null : <p className="text-muted">{t('signInNext')}</p>}
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
