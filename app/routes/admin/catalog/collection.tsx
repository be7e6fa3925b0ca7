import type { Route } from './+types/collection';
import { AdminCollectionPage, collectionsMessages } from '#app/features/catalog/api.ts';
import { collectionForAdmin } from '#app/features/catalog/api.server.ts';
import { callsOfCollection } from '#app/features/publish/api.server.ts';
import { collectionRolesSection, isRolesPost, submitRolesForm } from '#app/features/editorial/api.server.ts';
import { isRolesAnswer, RolesSection } from '#app/features/editorial/api.ts';
import { idParam, respond, SERIAL_MAX } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /admin/catalog/collections/:id: a book collection's works and calls, and its series editors given and taken away (decision 0045). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const id = idParam(params.id, SERIAL_MAX);
  const collection = await collectionForAdmin(db(), id, locale);
  if (!collection) throw notFound();
  const [calls, editors] = await Promise.all([callsOfCollection(db(), id, locale), collectionRolesSection(db(), id, request.url)]);
  return { collection, calls, editors, title: translator(collectionsMessages, locale)('collectionTitle', { name: collection.name }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

/** The page's one form is the editorial team's (it posts with ?section=editors). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const id = idParam(params.id, SERIAL_MAX);
  if (!isRolesPost(request) || !(await collectionForAdmin(db(), id, requestLocale(request)))) throw notFound();
  return respond(await submitRolesForm(db(), user.id, { kind: 'collection', id }, request), requestLocale(request));
}

export default function CollectionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminCollectionPage collection={loaderData.collection} calls={loaderData.calls}>
      <RolesSection {...loaderData.editors} state={isRolesAnswer(actionData) ? actionData : undefined} />
    </AdminCollectionPage>
  );
}
