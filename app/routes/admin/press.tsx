import type { Route } from './+types/press';
import { PressForm, pressMessages } from '#app/features/admin/api.ts';
import { pressAction, pressPage } from '#app/features/admin/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /admin/press: the press's name, place, DOI prefix, contact, logo and links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  return { title: translator(pressMessages, locale)('title'), ...(await pressPage(db(), locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await pressAction(db(), await readFormData(request), user.id), requestLocale(request));
}

export default function PressPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PressForm page={loaderData} state={actionData} />;
}
