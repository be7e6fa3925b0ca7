import type { Route } from './+types/coupon';
import { CouponForm, adminOrdersMessages, doneMessage } from '#app/features/orders/api.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { loadCouponEditor, submitCouponForm } from '#app/features/orders/api.server.ts';
import { idParam, respond, SERIAL_MAX } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { notFound } from '#app/lib/app-error.ts';

const couponId = (params: { id?: string }) => ('id' in params && params.id !== undefined ? idParam(params.id, SERIAL_MAX) : null);

/** /admin/coupons/new and /admin/coupons/:id: the coupon form; a coupon no order used can be deleted. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const editor = await loadCouponEditor(db(), couponId(params), locale);
  if (!editor) throw notFound();
  const t = translator(adminOrdersMessages, locale);
  return { ...editor, title: editor.coupon ? t('couponTitle', { code: editor.coupon.code }) : t('newCoupon'), done: doneMessage(request.url) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const id = couponId(params);
  return respond(await submitCouponForm(db(), user.id, id, await readFormData(request)), requestLocale(request));
}

export default function CouponPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminOrdersMessages);
  return (
    <div>
      <PageHeader back={{ to: '/admin/coupons', label: t('backToCoupons') }} title={loaderData.title} />
      <div className="grid gap-6">
        <Notice catalog={adminOrdersMessages} state={actionData} done={loaderData.done} />
        <CouponForm editor={loaderData} state={actionData} />
      </div>
    </div>
  );
}
