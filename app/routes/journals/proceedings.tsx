import { useRouteError } from 'react-router';
import type { Route } from './+types/proceedings';
import { pick } from '#app/lib/localized.ts';
import { proceedingsEditors } from '#app/features/journals/citable.ts';
import { ProceedingsPage } from '#app/features/journals/components/proceedings-page.tsx';
import { summary } from '#app/lib/scholarly/format.ts';
import { errorMeta, localeOf } from '#app/features/journals/meta.ts';
import { proceedingsPage } from '#app/features/journals/pages.server.ts';
import { proceedingsCitationTags, proceedingsJsonLd } from '#app/lib/scholarly/scholarly.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { ErrorPage } from '#app/features/shell/components/error-page.tsx';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';

export function loader({ request, params }: Route.LoaderArgs) {
  return proceedingsPage(db(), params.slug, requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData) return errorMeta(error, location.pathname);
  const { proceedings: p, url } = loaderData;
  const locale = localeOf(location.pathname);
  const name = pick(p, 'title', locale);
  const about = pick(p, 'abstract', locale) || (p.event ? pick({ aboutPt: p.event.aboutPt, aboutEn: p.event.aboutEn }, 'about', locale) : '');
  const volume = {
    name,
    url,
    description: summary(about, 300) || undefined,
    date: p.publishedOn,
    language: p.language,
    isbn: p.isbn,
    doi: p.doi,
    editors: proceedingsEditors(p.contributors),
    event: p.event ? { name: pick({ namePt: p.event.namePt, nameEn: p.event.nameEn }, 'name', locale), startDate: p.event.startsOn, endDate: p.event.endsOn, place: p.event.place } : null,
  };
  return [...pageMeta({ title: name, description: summary(about) || undefined }), proceedingsJsonLd(volume), ...proceedingsCitationTags(volume)];
};

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function ProceedingsRoute({ loaderData }: Route.ComponentProps) {
  return <ProceedingsPage {...loaderData} />;
}
