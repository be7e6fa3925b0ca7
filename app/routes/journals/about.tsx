import { useRouteError } from 'react-router';
import type { Route } from './+types/about';
import { pick } from '#app/lib/localized.ts';
import { JournalAboutPage } from '#app/features/journals/api.ts';
import { journalPageMeta, journalAboutPage } from '#app/features/journals/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = await journalAboutPage(db(), params.slug, locale);
  const descriptionText = pick(page.journal, 'abstract', locale);
  return { ...page, meta: journalPageMeta({ journal: page.journal, url: request.url, page: 'navAbout', description: 'aboutDescription', descriptionText }) };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function JournalAbout({ loaderData }: Route.ComponentProps) {
  return <JournalAboutPage journal={loaderData.journal} figures={loaderData.figures} />;
}
