/** The coupons: code, discount, validity, uses, and whether each is active. */
import { buttonClass } from '#app/ui/button.tsx';
import { formatDate, formatMoney, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { CouponListRow } from '../coupons.server.ts';
import { adminOrdersMessages } from '../messages.ts';
import type { DoneMessage } from '../outcome.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { ListTable } from '#app/ui/admin/list-kit.tsx';

export function CouponList({ coupons, done }: { coupons: CouponListRow[]; done: DoneMessage | null }) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const validity = (coupon: CouponListRow) => {
    if (coupon.validFrom && coupon.validUntil) return t('validBetween', { from: when(coupon.validFrom), until: when(coupon.validUntil) });
    if (coupon.validFrom) return t('validSince', { from: when(coupon.validFrom) });
    if (coupon.validUntil) return t('validBefore', { until: when(coupon.validUntil) });
    return t('validAlways');
  };
  const discount = (coupon: CouponListRow) =>
    coupon.kind === 'percent'
      ? t('percentOff', { percent: coupon.percent ?? 0 })
      : [
          coupon.amountBrl !== null ? formatMoney(coupon.amountBrl, 'BRL', locale) : '',
          coupon.amountUsd !== null ? formatMoney(coupon.amountUsd, 'USD', locale) : '',
        ]
          .filter(Boolean)
          .join(' · ');
  return (
    <div>
      <PageHeader
        title={t('coupons')}
        actions={
          <Link to="/admin/coupons/new" className={buttonClass('primary')}>
            {t('newCoupon')}
          </Link>
        }
      >
        <p>{t('couponsLead')}</p>
      </PageHeader>
      <Notice catalog={adminOrdersMessages} done={done} />
      <ListTable
        caption={t('couponsTable')}
        columns={[
          { key: 'code', label: t('code') },
          { key: 'discountTerms', label: t('discountTerms') },
          { key: 'validity', label: t('validity') },
          { key: 'uses', label: t('uses'), align: 'right' as const },
          { key: 'activeColumn', label: t('activeColumn') },
        ]}
        empty={t('noCoupons')}
        rowCount={coupons.length}
      >
        {coupons.map((coupon) => (
          <tr key={coupon.id} className="border-b border-line last:border-0">
            <th data-label={t('code')} scope="row" className="p-3 font-normal">
              <Link to={`/admin/coupons/${coupon.id}`} className="font-medium text-brand underline">
                {coupon.code}
              </Link>
            </th>
            <td data-label={t('discountTerms')} className="p-3">
              {t(`kind.${coupon.kind}`)}: {discount(coupon)}
            </td>
            <td data-label={t('validity')} className="p-3">
              {validity(coupon)}
            </td>
            <td data-label={t('uses')} className="p-3 text-right whitespace-nowrap">
              {coupon.maxUses === null
                ? formatNumber(coupon.usesCount, locale)
                : t('usesOf', { uses: formatNumber(coupon.usesCount, locale), max: formatNumber(coupon.maxUses, locale) })}
            </td>
            <td data-label={t('activeColumn')} className="p-3">
              {coupon.active ? <span className="font-medium text-success">{t('yes')}</span> : <span className="text-muted">{t('no')}</span>}
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
