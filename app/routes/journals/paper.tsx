import { useRouteError } from 'react-router';
import type { Route } from './+types/paper';
import { HowToCite } from '#app/features/catalog/components/how-to-cite.tsx';
import { pick } from '#app/lib/localized.ts';
import { WorkPage } from '#app/features/journals/components/work-page.tsx';
import { errorMeta, localeOf } from '#app/features/journals/meta.ts';
import { journalMessages } from '#app/features/journals/messages.ts';
import { paperPage } from '#app/features/journals/pages.server.ts';
import { citationMetaTags, jsonLdMeta, scholarlyJsonLd } from '#app/lib/scholarly/scholarly.server.ts';
import { summary } from '#app/lib/scholarly/format.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { ErrorPage } from '#app/features/shell/components/error-page.tsx';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Link } from '#app/ui/link.tsx';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await paperPage(db(), params.slug, params.id, requestLocale(request));
  return { ...page, structuredMeta: [...citationMetaTags(page.citation), jsonLdMeta(scholarlyJsonLd(page.citation))] };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData) return errorMeta(error, location.pathname);
  const { proceedings, citation } = loaderData;
  const locale = localeOf(location.pathname);
  return [
    ...pageMeta({ title: `${citation.title} · ${pick(proceedings, 'title', locale)}`, description: summary(citation.abstract) || undefined }),
    ...loaderData.structuredMeta,
  ];
};

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function PaperPage({ loaderData }: Route.ComponentProps) {
  const { proceedings, paper, pdfPath } = loaderData;
  const t = useT(journalMessages);
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
      fullText={paper.fullText}
      publishedIn={
        <Link to={volumePath} className="text-brand underline">
          {pick(proceedings, 'title', locale)}
          {proceedings.volume ? `, ${t('volumeLabel', { volume: proceedings.volume })}` : ''}
        </Link>
      }
      citation={<HowToCite view={loaderData.citeView} />}
    />
  );
}
