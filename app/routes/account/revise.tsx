import { useRouteError } from 'react-router';
import type { Route } from './+types/revise';
import { RevisionPage, revisionMessages } from '#app/features/editorial/api.ts';
import { revisionAction, revisionPage } from '#app/features/editorial/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /account/submissions/{number}/revise: the author sends the revised version asked for (anyone else's submission: not found). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const page = await revisionPage(db(), user.id, params.number, locale);
  return { page, title: translator(revisionMessages, locale)('title', { number: page.number }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const outcome = await revisionAction(db(), { authorId: user.id, number: params.number, request });
  wakeJobRunner();
  return respond(outcome, requestLocale(request));
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function ReviseRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RevisionPage page={loaderData.page} state={actionData} />;
}
