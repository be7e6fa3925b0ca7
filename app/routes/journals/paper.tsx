import { useRouteError } from 'react-router';
import type { Route } from './+types/paper';
import { HowToCite } from '#app/features/catalog/api.ts';
import { pick } from '#app/lib/localized.ts';
import { WorkPage, journalPageMessages } from '#app/features/journals/api.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { paperPage } from '#app/features/journals/api.server.ts';
import { citationMetaTags, jsonLdMeta, scholarlyJsonLd } from '#app/features/scholarly/api.server.ts';
import { summary } from '#app/features/scholarly/api.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { accessibilityJsonLd, primaryAccessibility } from '#app/features/scholarly/api.ts';
import { AccessibilitySummary } from '#app/features/reader/api.ts';
import { accessibilityHtml, accessibilitySummary } from '#app/features/reader/api.server.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { config } from '#app/lib/config.server.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { Link } from '#app/ui/link.tsx';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await paperPage(db(), params.slug, params.id, requestLocale(request), new URL(request.url).searchParams.get('hl') ?? '');
  const locale = requestLocale(request);
  const meta = pageMeta({
    title: `${page.citation.title} · ${pick(page.proceedings, 'title', locale)}`,
    description: summary(page.citation.abstract) || undefined,
  });
  // The JATS in the page's language's address, for harvesters that follow alternates.
  const jats = { tagName: 'link', rel: 'alternate', type: 'application/jats+xml', href: config().appUrl + localizePath(page.jatsPath, locale) };
  const references = page.citationReferences.map((content) => ({ name: 'citation_reference', content }));
  // Its accessibility, as its page's full text and its PDF are (scholarly: primaryAccessibility), drawn here: the browser loads no rule for it.
  const { metadata, source } = primaryAccessibility({ fullText: page.paper.fullText, pdf: page.pdf });
  const accessibility = accessibilityHtml(accessibilitySummary(metadata, locale, { pdf: page.pdf, source }));
  return {
    ...page,
    accessibility,
    meta: [
      ...meta,
      jats,
      ...citationMetaTags(page.citation),
      ...references,
      jsonLdMeta({ ...scholarlyJsonLd(page.citation), ...accessibilityJsonLd(metadata) }),
    ],
  };
}

// Written by the loader; a failed page's title comes from its ErrorPage.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function PaperPage({ loaderData }: Route.ComponentProps) {
  const { proceedings, paper, pdfPath } = loaderData;
  const t = useT(journalPageMessages);
  const locale = useLocale();
  const volumePath = `/proceedings/${proceedings.slug}`;
  return (
    <WorkPage
      work={paper}
      language={proceedings.language}
      kind="paper"
      eyebrow={t('proceedingsKind')}
      back={{ to: volumePath, label: t('backToVolume') }}
      pdfPath={pdfPath}
      jatsPath={loaderData.jatsPath}
      fullText={paper.fullText}
      publishedIn={
        <Link to={volumePath} className="text-brand underline">
          {pick(proceedings, 'title', locale)}
          {proceedings.volume ? `, ${t('volumeLabel', { volume: proceedings.volume })}` : ''}
        </Link>
      }
      citation={<HowToCite view={loaderData.citeView} />}
      accessibility={<AccessibilitySummary html={loaderData.accessibility} />}
    />
  );
}
