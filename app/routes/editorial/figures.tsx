import { useRouteError } from 'react-router';
import type { Route } from './+types/figures';
import { DeskFiguresPage, deskMessages } from '#app/features/editorial/api.ts';
import { deskFiguresPage, editorialActor } from '#app/features/editorial/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /editorial/figures: the figures of the journals and calls on the person's desk (404 without an editorial role). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const scopes = await deskFiguresPage(db(), await editorialActor(db(), user), locale);
  return { scopes, title: translator(deskMessages, locale)('figuresTitle') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function DeskFiguresRoute({ loaderData }: Route.ComponentProps) {
  return <DeskFiguresPage scopes={loaderData.scopes} />;
}
