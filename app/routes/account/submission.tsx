import { useRouteError } from 'react-router';
import type { Route } from './+types/submission';
import { authorSubmissionsMessages, MySubmissionPage } from '#app/features/editorial/api.ts';
import { mySubmission } from '#app/features/editorial/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /account/submissions/{number}: one of this account's submissions (status, history, files); anyone else's is not found. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const submission = await mySubmission(db(), user.id, params.number, locale);
  return { title: translator(authorSubmissionsMessages, locale)('submissionTitle', { number: submission.number }), submission };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function MySubmissionRoute({ loaderData }: Route.ComponentProps) {
  return <MySubmissionPage submission={loaderData.submission} />;
}
