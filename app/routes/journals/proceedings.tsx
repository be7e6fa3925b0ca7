import { useRouteError } from 'react-router';
import type { Route } from './+types/proceedings';
import { MarcLinks } from '#app/features/libraries/api.ts';
import { marcLinksWords } from '#app/features/libraries/api.server.ts';
import { AccessibilitySummary, ReadOnline } from '#app/features/reader/api.ts';
import {
  accessibilityHtml,
  accessibilitySummary,
  continueReading,
  readOnlineWords,
  editionAccessibility,
  hasCurrentEdition,
  readingRightFor,
} from '#app/features/reader/api.server.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { pick } from '#app/lib/localized.ts';
import { proceedingsEditors, ProceedingsPage } from '#app/features/journals/api.ts';
import { primaryAccessibility, summary } from '#app/features/scholarly/api.ts';
import { proceedingsPage } from '#app/features/journals/api.server.ts';
import { proceedingsCitationTags, proceedingsJsonLd } from '#app/features/scholarly/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { RequestAccessibleVersionLink } from '#app/features/accessible-versions/api.ts';
import { requestLink } from '#app/features/accessible-versions/api.server.ts';

const aboutOf = (p: Awaited<ReturnType<typeof proceedingsPage>>['proceedings'], locale: Locale) =>
  pick(p, 'abstract', locale) || (p.event ? pick({ aboutPt: p.event.aboutPt, aboutEn: p.event.aboutEn }, 'about', locale) : '');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = await proceedingsPage(db(), params.slug, locale);
  const { proceedings: p, url } = page;
  const name = pick(p, 'title', locale);
  const about = aboutOf(p, locale);
  const volume = {
    name,
    url,
    description: summary(about, 300) || undefined,
    date: p.publishedOn,
    language: p.language,
    isbn: p.isbn,
    doi: p.doi,
    editors: proceedingsEditors(p.contributors),
    event: p.event
      ? {
          name: pick({ namePt: p.event.namePt, nameEn: p.event.nameEn }, 'name', locale),
          startDate: p.event.startsOn,
          endDate: p.event.endsOn,
          place: p.event.place,
        }
      : null,
  };
  // The whole volume in the reader, as a book's page offers it (the preview when it is not open access).
  const user = context.get(sessionContext)?.user;
  const hasEdition = await hasCurrentEdition(db(), p.id);
  const progress = hasEdition && user ? await continueReading(db(), user.id, p.id) : null;
  const reader = hasEdition ? { progress, words: readOnlineWords(locale, progress), preview: !(await readingRightFor(db(), p, user)) } : null;
  // Every volume's page says its accessibility: "no information" where no file states it.
  const { metadata: accessibility, source } = primaryAccessibility({ epub: hasEdition ? await editionAccessibility(db(), p.id) : null, pdf: page.pdf });
  // Built here so the client never loads the builder: meta only passes these on.
  return {
    ...page,
    reader,
    accessibility: accessibilityHtml(accessibilitySummary(accessibility, locale, { pdf: page.pdf, source })),
    marcWords: marcLinksWords(locale),
    accessibleVersion: requestLink(p.id, locale),
    meta: [
      ...pageMeta({ title: name, description: summary(about) || undefined }),
      proceedingsJsonLd({ ...volume, accessibility }),
      ...proceedingsCitationTags(volume),
    ],
  };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function ProceedingsRoute({ loaderData }: Route.ComponentProps) {
  const { proceedings, reader, accessibility } = loaderData;
  return (
    <ProceedingsPage
      {...loaderData}
      readOnline={
        reader ? (
          <ReadOnline slug={proceedings.slug} publicationId={proceedings.id} progress={reader.progress} preview={reader.preview} words={reader.words} />
        ) : null
      }
      accessibility={<AccessibilitySummary html={accessibility} />}
      accessibleVersion={<RequestAccessibleVersionLink {...loaderData.accessibleVersion} />}
      librarians={proceedings.openAccess ? <MarcLinks base={`/proceedings/${proceedings.slug}`} words={loaderData.marcWords} /> : null}
    />
  );
}
