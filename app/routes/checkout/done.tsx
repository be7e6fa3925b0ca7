import type { Route } from './+types/done';
import { checkoutMessages, orderStatusMessages } from '#app/features/orders/api.ts';
import { getMyOrder } from '#app/features/orders/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { notFound } from '#app/lib/app-error.ts';

/**
 * Where the payment provider sends the buyer back. It shows the order as the database has it:
 * the return itself proves nothing (the provider's signed webhook does).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const raw = new URL(request.url).searchParams.get('order') ?? '';
  const found = /^\d{1,15}$/.test(raw) ? await getMyOrder(db(), Number(raw), user.id) : null;
  if (!found) throw notFound();
  return {
    title: translator(checkoutMessages, requestLocale(request))('doneTitle'),
    // Order mails go to the account's address (features/orders/order-mails.server.ts).
    order: { id: found.order.id, status: found.order.status, email: user.email },
    hasPrint: found.items.some((item) => item.kind === 'print'),
    hasEbooks: found.items.some((item) => item.kind === 'ebook'),
    hasCourses: found.items.some((item) => item.kind === 'course'),
    // A manuscript's submission fee: its line names the submission.
    fee: found.items.find((item) => item.kind === 'fee')?.productSlug ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function DonePage({ loaderData }: Route.ComponentProps) {
  const t = useT(checkoutMessages);
  const s = useT(orderStatusMessages);
  const { order, hasPrint, hasEbooks, hasCourses, fee } = loaderData;
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
