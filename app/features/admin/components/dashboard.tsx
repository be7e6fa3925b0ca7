import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { adminMessages } from '../messages.ts';
import type { dashboardCounts } from '../users.server.ts';

/** The people's counts (users.server.ts), with the orders' and the new proposals' the route gathers from their features. */
export type DashboardCounts = Awaited<ReturnType<typeof dashboardCounts>> & {
  orders: { placed: number; paid: number; sent: number; lastWeek: number; lastWeekFrom: string };
  newSubmissions: number;
};

/** The staff's home: counts of people, works, orders by status and new proposals, each leading to its list. */
export function AdminDashboard({ counts }: { counts: DashboardCounts }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const cards: { label: string; value: string; note?: string; to?: string }[] = [
    { label: t('usersCount'), value: formatNumber(counts.users, locale) },
    { label: t('newUsersWeek'), value: formatNumber(counts.newThisWeek, locale) },
    { label: t('disabledCount'), value: formatNumber(counts.disabled, locale) },
    { label: t('publishedWorks'), value: formatNumber(counts.publishedWorks, locale) },
    { label: t('draftWorks'), value: formatNumber(counts.draftWorks, locale) },
    { label: t('ordersPlaced'), value: formatNumber(counts.orders.placed, locale), to: '/admin/orders?status=placed' },
    { label: t('ordersPaid'), value: formatNumber(counts.orders.paid, locale), to: '/admin/orders?status=paid' },
    { label: t('ordersSent'), value: formatNumber(counts.orders.sent, locale), to: '/admin/orders?status=sent' },
    { label: t('ordersLastWeek'), value: formatNumber(counts.orders.lastWeek, locale), to: `/admin/orders?from=${counts.orders.lastWeekFrom}` },
    { label: t('submissionsCount'), value: formatNumber(counts.newSubmissions, locale), note: t('submissionsNote'), to: '/admin/submissions?status=received' },
  ];
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold">{t('dashboard')}</h1>
      <p className="mt-1 text-muted">{t('dashboardLead')}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg border border-line bg-surface p-5">
            <dt className="text-muted">
              {card.to ? (
                <Link to={card.to} className="text-brand underline">
                  {card.label}
                </Link>
              ) : (
                card.label
              )}
            </dt>
            <dd className="mt-1 text-3xl font-semibold">{card.value}</dd>
            {card.note ? <dd className="mt-1 text-sm text-muted">{card.note}</dd> : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
