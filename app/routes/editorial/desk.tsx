import { useRouteError } from 'react-router';
import type { Route } from './+types/desk';
import { DeskPageView, deskMessages, parseDeskFilters } from '#app/features/editorial/api.ts';
import { deskPage, editorialActor } from '#app/features/editorial/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /editorial: the editors' desk, for anyone holding an editorial role (admins: every journal and call); 404 for anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const actor = await editorialActor(db(), user);
  const desk = await deskPage(db(), actor, parseDeskFilters(new URL(request.url).searchParams), locale);
  const t = translator(deskMessages, locale);
  return { title: t('title'), description: t('description'), desk };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description, noindex: true });

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function DeskRoute({ loaderData }: Route.ComponentProps) {
  return <DeskPageView desk={loaderData.desk} />;
}
