import type { Route } from './+types/dashboard';
import { adminMessages } from '#app/features/admin/api.ts';
import { dashboardCounts } from '#app/features/admin/api.server.ts';
import { orderDashboardCounts } from '#app/features/orders/api.server.ts';
import { newSubmissionsCount } from '#app/features/publish/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Link } from '#app/ui/link.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const t = translator(adminMessages, requestLocale(request));
  const now = new Date();
  const [people, orders, newSubmissions] = await Promise.all([dashboardCounts(db(), now), orderDashboardCounts(db(), now), newSubmissionsCount(db())]);
  return { title: t('dashboard'), counts: { ...people, orders, newSubmissions } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const { counts } = loaderData;
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
