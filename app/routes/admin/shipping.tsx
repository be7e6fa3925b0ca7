import type { Route } from './+types/shipping';
import { ShippingEditor, adminOrdersMessages, doneMessage } from '#app/features/orders/api.ts';
import { respond } from '#app/lib/respond.server.ts';
import { loadShippingEditor, submitShippingForm } from '#app/features/orders/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';

/** /admin/shipping: the shipping methods with their rate tables, one form each, and a new method. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const t = translator(adminOrdersMessages, locale);
  return { title: t('shipping'), done: doneMessage(request.url), editor: await loadShippingEditor(db(), locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await submitShippingForm(db(), user.id, await readFormData(request)), requestLocale(request));
}

export default function ShippingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingEditor editor={loaderData.editor} state={actionData} done={loaderData.done} />;
}
