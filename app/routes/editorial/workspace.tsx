import { useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/workspace';
import { deskMessages, WorkspacePageView } from '#app/features/editorial/api.ts';
import { DESK_DONE, editorialActor, workspaceAction, workspacePage } from '#app/features/editorial/api.server.ts';
import { cancelFeeOrder } from '#app/features/orders/api.server.ts';
import { proposalMovedByReview } from '#app/features/publish/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { doneFrom } from '#app/lib/form-outcome.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /editorial/{number}: a submission's workspace for the editors of its journal or call (404 for anyone else). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const actor = await editorialActor(db(), user);
  const workspace = await workspacePage(db(), actor, params.number, {
    locale,
    reviewerQuery: url.searchParams.get('reviewer') ?? undefined,
    decide: url.searchParams.get('decide') ?? undefined,
  });
  const t = translator(deskMessages, locale);
  const sentThread = url.searchParams.get('done') === 'messageSent' ? url.searchParams.get('thread') : null;
  return { title: t('workspaceTitle', { number: workspace.number }), workspace, done: doneFrom(request.url, DESK_DONE), sentThread };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const actor = await editorialActor(db(), user);
  const outcome = await workspaceAction(db(), actor, params.number, request, { cancelFeeOrder, proposalDecided: proposalMovedByReview });
  // An invitation's, a letter's or a message's mail was queued.
  wakeJobRunner();
  return respond(outcome, requestLocale(request));
}

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? true : defaultShouldRevalidate;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function WorkspaceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WorkspacePageView workspace={loaderData.workspace} done={loaderData.done} state={actionData} sentThread={loaderData.sentThread} />;
}
