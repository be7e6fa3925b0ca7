import { useRouteError } from 'react-router';
import type { Route } from './+types/journal';
import { pick } from '#app/lib/localized.ts';
import { JournalHomePage } from '#app/features/journals/api.ts';
import { journalPageMeta, journalHomePage } from '#app/features/journals/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { structuredMeta, ...page } = await journalHomePage(db(), params.slug, locale);
  const meta = journalPageMeta({
    journal: page.journal,
    url: request.url,
    description: 'journalDescription',
    descriptionText: pick(page.journal, 'abstract', locale),
  });
  return { ...page, meta: [...meta, ...structuredMeta] };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function JournalHome({ loaderData }: Route.ComponentProps) {
  return <JournalHomePage journal={loaderData.journal} current={loaderData.current} />;
}
