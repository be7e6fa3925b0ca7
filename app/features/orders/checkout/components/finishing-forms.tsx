import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CartView } from '../../cart/cart.server.ts';
import { CartLines } from '../../cart/components/cart-lines.tsx';
import type { CouponRefusal } from '../../coupon-rules.ts';
import { OrderTotals } from '../../components/order-totals.tsx';
import { orderStatusMessages } from '../../order-status-messages.ts';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { CheckoutSummary } from '../checkout.server.ts';
import { COUPON_FORM, PLACE_FORM, type FinishingState } from '../finishing-state.ts';
import { checkoutMessages } from '../step-messages.ts';
import { DeliveryTime } from './address-form.tsx';
import { BuyerLines, PostalAddress } from './postal-address.tsx';

/** What an order of digital items delivers: ebooks, access to courses, or both. */
function digitalDeliveryKey(lines: { kind: string }[]): 'digitalDelivery' | 'courseDelivery' | 'digitalAndCourseDelivery' {
  const courses = lines.some((line) => line.kind === 'course');
  const ebooks = lines.some((line) => line.kind === 'ebook');
  return courses ? (ebooks ? 'digitalAndCourseDelivery' : 'courseDelivery') : 'digitalDelivery';
}

/** The last step: the summary, who buys and where it goes, the coupon, and how to pay. */
export function FinishingForms({
  cart,
  summary,
  state,
  idempotencyKey,
  expiryMinutes,
  shippingCountry,
}: {
  cart: CartView;
  summary: CheckoutSummary;
  state: FinishingState | undefined;
  idempotencyKey: string;
  expiryMinutes: number;
  /** The delivery country's name, from the server. */
  shippingCountry: string;
}) {
  const t = useT(checkoutMessages);
  const s = useT(orderStatusMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const intent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const couponId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const placeRef = useRef<HTMLFormElement>(null);
  const { buyer, address } = cart.checkout;
  const coupon = summary.coupon;
  const refused = coupon && 'refusal' in coupon ? coupon : null;
  const couponMessage = (reason: CouponRefusal, minOrder?: number) =>
    s(`reason.${reason}`, { amount: minOrder !== undefined ? formatMoney(minOrder, cart.currency, locale) : '', currency: cart.currency });
  const couponError = state?.form === COUPON_FORM ? state.errors.couponCode : undefined;
  const paymentError = state?.form === PLACE_FORM ? state.errors.paymentMethod : undefined;
  const message = state?.message;
  const topError = message
    ? message.startsWith('reason.')
      ? couponMessage(message.slice('reason.'.length) as CouponRefusal)
      : t(message as KeyOf<typeof checkoutMessages>)
    : paymentError
      ? t('paymentMethodRequired')
      : null;

  useEffect(() => {
    if (paymentError) placeRef.current?.querySelector<HTMLElement>('input[name="paymentMethod"]')?.focus();
    else if (topError) alertRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [state, topError, paymentError]);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-8">
        <div ref={alertRef} aria-live="polite">
          {topError ? <Alert tone="error" title={topError} /> : null}
        </div>
        <section aria-labelledby="summary-title">
          <h2 id="summary-title" className="text-2xl font-semibold">
            {t('summary')}
          </h2>
          <CartLines cart={cart} />
        </section>
        <section aria-labelledby="buyer-title" className="grid gap-6 sm:grid-cols-2">
          <div>
            <h2 id="buyer-title" className="text-lg font-semibold">
              {t('buyer')}
            </h2>
            {buyer ? <BuyerLines buyer={buyer} /> : null}
            <Link to="/checkout/identification" className="mt-1 inline-flex min-h-11 items-center text-brand underline" aria-label={t('editBuyer')}>
              {t('edit')}
            </Link>
          </div>
          <div>
            <h2 className="text-lg font-semibold">{t('deliverTo')}</h2>
            {cart.digitalOnly || !address ? (
              <p className="mt-1">{t(digitalDeliveryKey(cart.lines))}</p>
            ) : (
              <>
                <PostalAddress address={address} countryName={shippingCountry} />
                {summary.shipping ? (
                  <p className="mt-1 text-muted">
                    {locale === 'pt' ? summary.shipping.namePt : summary.shipping.nameEn} ·{' '}
                    <DeliveryTime min={summary.shipping.daysMin} max={summary.shipping.daysMax} />
                  </p>
                ) : null}
                <Link to="/checkout/shipping" className="mt-1 inline-flex min-h-11 items-center text-brand underline" aria-label={t('editAddress')}>
                  {t('edit')}
                </Link>
              </>
            )}
          </div>
        </section>
      </div>
      <aside className="flex flex-col gap-6 self-start rounded-lg border border-line bg-surface p-5">
        <OrderTotals
          totals={{
            ...summary.totals,
            currency: cart.currency,
            shippingMethod: summary.shipping ? (locale === 'pt' ? summary.shipping.namePt : summary.shipping.nameEn) : null,
            couponCode: coupon && 'discount' in coupon ? coupon.code : null,
          }}
        />
        <p className="text-sm text-muted">{t('pricesIn', { currency: cart.currency })}</p>
        <Form noValidate method="post" className="flex flex-col gap-2">
          {coupon && 'discount' in coupon ? (
            <>
              <p role="status">{t('couponApplied', { code: coupon.code, amount: formatMoney(coupon.discount, cart.currency, locale) })}</p>
              <Button type="submit" name="intent" value="remove-coupon" variant="secondary">
                {t('removeCoupon')}
              </Button>
            </>
          ) : (
            <>
              <label htmlFor={couponId} className="font-medium">
                {t('coupon')}
              </label>
              <p id={`${couponId}-hint`} className="text-sm text-muted">
                {t('couponHint')}
              </p>
              <input
                id={couponId}
                name="couponCode"
                autoComplete="off"
                maxLength={40}
                defaultValue={state?.form === COUPON_FORM ? (state.values.couponCode ?? '') : (refused?.code ?? '')}
                aria-invalid={couponError || refused ? true : undefined}
                aria-describedby={`${couponId}-hint${couponError || refused ? ` ${couponId}-error` : ''}`}
                className="min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink uppercase aria-[invalid=true]:border-danger"
              />
              {couponError || refused ? (
                <p id={`${couponId}-error`} className="text-sm font-medium text-danger">
                  {couponError ? t('couponRequired') : couponMessage(refused!.refusal, refused!.minOrder)}
                </p>
              ) : null}
              <Button type="submit" name="intent" value="coupon" variant="secondary" busy={intent === 'coupon'} busyLabel={t('placing')}>
                {t('applyCoupon')}
              </Button>
              {refused ? (
                <Button type="submit" name="intent" value="remove-coupon" variant="ghost">
                  {t('removeCoupon')}
                </Button>
              ) : null}
            </>
          )}
        </Form>
        <Form noValidate method="post" ref={placeRef} className="flex flex-col gap-4">
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <fieldset aria-describedby={paymentError ? 'payment-method-error' : undefined}>
            <legend className="font-semibold">{t('paymentMethod')}</legend>
            {paymentError ? (
              <p id="payment-method-error" className="mt-1 text-sm font-medium text-danger">
                {t('paymentMethodRequired')}
              </p>
            ) : null}
            <div className="mt-2 flex flex-col gap-2">
              {summary.paymentMethods.map((method) => (
                <div key={method} className="flex min-h-11 items-start gap-3 rounded-md border border-line p-3 has-checked:border-brand">
                  <input
                    type="radio"
                    id={`payment-${method}`}
                    name="paymentMethod"
                    value={method}
                    aria-describedby={`payment-${method}-hint`}
                    className="mt-1 size-5 accent-brand"
                  />
                  <div>
                    <label htmlFor={`payment-${method}`} className="cursor-pointer font-medium">
                      {t(`method.${method}` as KeyOf<typeof checkoutMessages>)}
                    </label>
                    <p id={`payment-${method}-hint`} className="text-sm text-muted">
                      {t(`methodHint.${method}` as KeyOf<typeof checkoutMessages>)}
                    </p>
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-muted">
            {expiryMinutes % 60 === 0 ? t('expiryNote', { hours: expiryMinutes / 60 }) : t('expiryNoteMinutes', { minutes: expiryMinutes })}
          </p>
          <Button type="submit" name="intent" value="place" busy={intent === 'place'} busyLabel={t('placing')} disabled={Boolean(refused)}>
            {t('placeOrder')}
          </Button>
        </Form>
      </aside>
    </div>
  );
}
