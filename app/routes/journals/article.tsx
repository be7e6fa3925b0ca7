import { useRouteError } from 'react-router';
import type { Route } from './+types/article';
import { HowToCite } from '#app/features/catalog/api.ts';
import { pick } from '#app/lib/localized.ts';
import { issueLabel, JournalHeader, TranslationNote, WorkPage, journalMessages, journalPageMessages } from '#app/features/journals/api.ts';
import { journalPageMeta, articlePage } from '#app/features/journals/api.server.ts';
import { citationMetaTags, jsonLdMeta, scholarlyJsonLd } from '#app/features/scholarly/api.server.ts';
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
  const page = await articlePage(db(), params.slug, params.id, requestLocale(request), new URL(request.url).searchParams.get('hl') ?? '');
  const locale = requestLocale(request);
  const meta = journalPageMeta({
    journal: page.journal,
    url: request.url,
    pageTitle: page.citation.title,
    description: 'journalDescription',
    descriptionText: pick(page.article, 'abstract', locale),
  });
  // The JATS in the page's language's address, for harvesters that follow alternates.
  const jats = { tagName: 'link', rel: 'alternate', type: 'application/jats+xml', href: config().appUrl + localizePath(page.jatsPath, locale) };
  const references = page.citationReferences.map((content) => ({ name: 'citation_reference', content }));
  // Its accessibility, as its page's full text and its PDF are (scholarly: primaryAccessibility), drawn here: the browser loads no rule for it.
  const { metadata, source } = primaryAccessibility({ fullText: page.article.fullText, pdf: page.pdf });
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

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { journal, issue, article, pdfPath } = loaderData;
  const t = useT(journalMessages);
  const tp = useT(journalPageMessages);
  const locale = useLocale();
  const issuePath = `/journal/${journal.slug}/issue/${issue.id}`;
  return (
    <>
      <JournalHeader journal={journal} />
      <WorkPage
        work={article}
        language={article.language}
        kind="article"
        eyebrow={article.section || issueLabel(t, issue)}
        back={{ to: issuePath, label: tp('backToIssue') }}
        section={article.section}
        pdfPath={pdfPath}
        jatsPath={loaderData.jatsPath}
        license={journal.license}
        funding={article.funding}
        fullText={loaderData.article.fullText}
        fullTextLanguage={loaderData.textLanguage}
        versionNote={loaderData.otherVersion ? <TranslationNote textLanguage={loaderData.textLanguage} other={loaderData.otherVersion} /> : null}
        publishedIn={
          <>
            {pick(journal, 'title', locale)},{' '}
            <Link to={issuePath} className="text-brand underline">
              {issueLabel(t, issue)}
            </Link>
          </>
        }
        citation={<HowToCite view={loaderData.citeView} />}
        accessibility={<AccessibilitySummary html={loaderData.accessibility} />}
        record={loaderData.record}
      />
    </>
  );
}
