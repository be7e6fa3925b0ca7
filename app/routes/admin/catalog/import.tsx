import type { Route } from './+types/import';
import { OnixImportPage, onixImportMessages } from '#app/features/catalog/api.ts';
import { onixImportAction } from '#app/features/catalog/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /admin/catalog/import: an ONIX 3.0 file in, previewed, then applied in one transaction. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { title: translator(onixImportMessages, requestLocale(request))('title') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await onixImportAction(db(), user.id, request), requestLocale(request));
}

export default function ImportRoute({ actionData }: Route.ComponentProps) {
  return <OnixImportPage state={actionData} />;
}
