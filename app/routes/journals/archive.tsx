import { useRouteError } from 'react-router';
import type { Route } from './+types/archive';
import { JournalArchivePage } from '#app/features/journals/api.ts';
import { journalPageMeta, archivePage } from '#app/features/journals/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await archivePage(db(), params.slug);
  return { ...page, meta: journalPageMeta({ journal: page.journal, url: request.url, page: 'navArchive', description: 'archiveDescription' }) };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function Archive({ loaderData }: Route.ComponentProps) {
  return <JournalArchivePage journal={loaderData.journal} issues={loaderData.issues} />;
}
