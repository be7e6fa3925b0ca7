import { useRouteError } from 'react-router';
import type { Route } from './+types/submission';
import { authorSubmissionsMessages, DiscussionThread, MySubmissionPage } from '#app/features/editorial/api.ts';
import { authorThreadAction, authorThreadPage, mySubmission } from '#app/features/editorial/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { doneFrom } from '#app/lib/form-outcome.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /account/submissions/{number}: one of this account's submissions (status, history, files, the discussion with the editors); anyone else's is not found. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const submission = await mySubmission(db(), user.id, params.number, locale);
  const thread = await authorThreadPage(db(), user.id, submission.id);
  return {
    title: translator(authorSubmissionsMessages, locale)('submissionTitle', { number: submission.number }),
    submission,
    thread,
    sent: doneFrom(request.url, ['messageSent'] as const) !== null,
    revised: doneFrom(request.url, ['revised'] as const) !== null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

/** The author writes to the editors (thread 'author'). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const outcome = await authorThreadAction(db(), { authorId: user.id, number: params.number, locale, request });
  wakeJobRunner();
  return respond(outcome, locale);
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function MySubmissionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <MySubmissionPage submission={loaderData.submission} revised={loaderData.revised} />
      <div className="mx-auto max-w-3xl px-4 pb-10">
        <DiscussionThread messages={loaderData.thread} state={actionData} sent={loaderData.sent} />
      </div>
    </>
  );
}
