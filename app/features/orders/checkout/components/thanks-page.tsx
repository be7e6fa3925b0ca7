import { useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { orderStatusMessages } from '../../order-status-messages.ts';
import type { Thanks } from '../thanks.server.ts';
import { checkoutMessages } from '../step-messages.ts';

/** The thanks page after paying: the order's number and status, and what comes next (mails, downloads, courses, a submission's fee). */
export function ThanksPage({ order, hasPrint, hasEbooks, hasCourses, fee }: Thanks) {
  const t = useT(checkoutMessages);
  const s = useT(orderStatusMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('doneTitle')}</h1>
      <p className="mt-3 text-xl">{t('doneNotified')}</p>
      <div className="mt-6 rounded-lg border border-line bg-surface p-5">
        <p className="text-lg font-semibold">{t('doneOrder', { number: order.id })}</p>
        <p className="mt-1">{t('doneStatus', { status: s(`status.${order.status}`) })}</p>
      </div>
      <h2 className="mt-8 text-2xl font-semibold">{t('doneNext')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>{t('doneNextMail', { email: order.email })}</li>
        {hasEbooks ? <li>{t('doneNextEbooks')}</li> : null}
        {hasCourses ? <li>{t('doneNextCourses')}</li> : null}
        {hasPrint ? <li>{t('doneNextPrint')}</li> : null}
        {fee ? <li>{t('doneNextFee', { number: fee })}</li> : null}
        {order.status === 'placed' ? <li>{t('doneNextPending')}</li> : null}
      </ul>
      <div className="mt-8 flex flex-wrap gap-4">
        {fee ? (
          <Link to={`/account/submissions/${fee}`} className={buttonClass('primary')}>
            {t('seeSubmission', { number: fee })}
          </Link>
        ) : null}
        <Link to={`/orders/${order.id}`} className={buttonClass(fee ? 'secondary' : 'primary')}>
          {t('seeOrder')}
        </Link>
        <Link to="/orders" className={buttonClass('secondary')}>
          {t('myOrders')}
        </Link>
      </div>
    </div>
  );
}
