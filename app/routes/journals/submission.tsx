import { useRouteError } from 'react-router';
import type { Route } from './+types/submission';
import { JournalSubmissionPage } from '#app/features/journals/api.ts';
import { journalPageMeta, journalPage } from '#app/features/journals/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await journalPage(db(), params.slug, requestLocale(request));
  return { ...page, meta: journalPageMeta({ journal: page.journal, url: request.url, page: 'navSubmission', description: 'submissionDescription' }) };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function Submission({ loaderData }: Route.ComponentProps) {
  return <JournalSubmissionPage journal={loaderData.journal} />;
}
