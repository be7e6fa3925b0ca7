import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { orderPageMessages } from '../order-page-messages.ts';

export interface TotalsView {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  currency: 'BRL' | 'USD';
  /** The shipping method's name; null for digital-only orders. */
  shippingMethod: string | null;
  couponCode: string | null;
}

/** Subtotal, shipping, discount and total, as a description list the checkout and the order page share. */
export function OrderTotals({ totals }: { totals: TotalsView }) {
  const t = useT(orderPageMessages);
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, totals.currency, locale);
  const row = 'flex justify-between gap-4 py-1';
  return (
    <dl className="divide-y divide-line">
      <div className={row}>
        <dt>{t('subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      {totals.shippingMethod !== null ? (
        <div className={row}>
          <dt>{t('shippingWith', { method: totals.shippingMethod })}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
      ) : null}
      {totals.discount > 0 ? (
        <div className={row}>
          <dt>{t('discountWith', { code: totals.couponCode ?? '' })}</dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      ) : null}
      <div className={`${row} text-xl font-semibold`}>
        <dt>{t('total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
