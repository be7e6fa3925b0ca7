import { useRouteError } from 'react-router';
import type { Route } from './+types/current';
import { JournalCurrentPage } from '#app/features/journals/api.ts';
import { issueLabelIn, journalPageMeta, currentIssuePage } from '#app/features/journals/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await currentIssuePage(db(), params.slug);
  const { journal, current } = page;
  const meta = journalPageMeta({
    journal,
    url: request.url,
    page: 'navCurrent',
    description: current ? 'currentDescription' : 'journalDescription',
    params: current ? { issue: issueLabelIn(request.url, current.issue) } : {},
  });
  return { ...page, meta };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function CurrentIssue({ loaderData }: Route.ComponentProps) {
  return <JournalCurrentPage journal={loaderData.journal} current={loaderData.current} />;
}
