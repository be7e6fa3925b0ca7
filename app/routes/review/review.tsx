import { useRouteError } from 'react-router';
import type { Route } from './+types/review';
import { ReviewPage, reviewMessages, type ReviewDone } from '#app/features/editorial/api.ts';
import { reviewAction, reviewPage } from '#app/features/editorial/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { doneFrom } from '#app/lib/form-outcome.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { idParam, respond } from '#app/lib/respond.server.ts';

const DONE: readonly ReviewDone[] = ['saved', 'sent', 'messageSent'];

/** /review/{id}: one review, only for its reviewer (anyone else: 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const page = await reviewPage(db(), user.id, idParam(params.id));
  const t = translator(reviewMessages, requestLocale(request));
  return { title: t('reviewTitle', { number: page.work.number ?? '' }), page, done: doneFrom(request.url, DONE) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const outcome = await reviewAction(db(), { userId: user.id, assignmentId: idParam(params.id), request });
  // A review sent, or a message, tells the editors by mail.
  wakeJobRunner();
  return respond(outcome, requestLocale(request));
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function ReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPage page={loaderData.page} state={actionData} done={loaderData.done} />;
}
