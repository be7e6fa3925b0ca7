import type { Route } from './+types/coupons';
import { CouponList, adminOrdersMessages, doneMessage } from '#app/features/orders/api.ts';
import { listCoupons } from '#app/features/orders/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /admin/coupons: every coupon with its discount, validity, uses and whether it is active. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const t = translator(adminOrdersMessages, requestLocale(request));
  return { title: t('coupons'), done: doneMessage(request.url), coupons: await listCoupons(db()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  return <CouponList coupons={loaderData.coupons} done={loaderData.done} />;
}
