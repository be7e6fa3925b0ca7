import { useRouteError } from 'react-router';
import type { Route } from './+types/journal';
import { pick } from '#app/lib/localized.ts';
import { CfpBanner, IssueIntro, IssueToc, JournalHeader, journalMessages } from '#app/features/journals/api.ts';
import { langAttr, paragraphs, pickWithLang, summary } from '#app/features/scholarly/api.ts';
import { journalPageMeta, journalHomePage } from '#app/features/journals/api.server.ts';
import { ErrorPage } from '#app/features/shell/api.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Link } from '#app/ui/link.tsx';

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
  const { journal, current } = loaderData;
  const t = useT(journalMessages);
  const locale = useLocale();
  const about = pickWithLang(journal, 'abstract', locale);
  const base = `/journal/${journal.slug}`;
  return (
    <>
      <JournalHeader journal={journal} isHome />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <CfpBanner slug={journal.slug} open={journal.callForPapersOpen} />
          <section aria-labelledby="current-title">
            {current ? (
              <>
                <IssueIntro issue={current.issue} count={current.articles.length} heading="h2" headingId="current-title" eyebrow={t('currentIssue')} />
                <div className="mt-6">
                  <IssueToc basePath={`/journal/${journal.slug}/article`} entries={current.articles} />
                </div>
                <p className="mt-6">
                  <Link to={`${base}/archive`} className="font-medium text-brand underline">
                    {t('allIssues')}
                  </Link>
                </p>
              </>
            ) : (
              <>
                <h2 id="current-title" className="font-serif text-3xl font-semibold">
                  {t('currentIssue')}
                </h2>
                <p className="mt-3 text-muted">{t('noIssues')}</p>
              </>
            )}
          </section>
        </div>
        <div className="space-y-8">
          <section aria-labelledby="about-title" className="rounded-md border border-line bg-surface p-5">
            <h2 id="about-title" className="font-serif text-xl font-semibold">
              {t('aboutHeading')}
            </h2>
            {about.text ? (
              <p lang={langAttr(about.lang, locale)} className="mt-3">
                {summary(paragraphs(about.text)[0], 320)}
              </p>
            ) : null}
            <p className="mt-3">
              <Link to={`${base}/about`} className="font-medium text-brand underline">
                {t('moreAbout')}
              </Link>
            </p>
          </section>
          <section aria-labelledby="authors-title" className="rounded-md border border-line bg-surface p-5">
            <h2 id="authors-title" className="font-serif text-xl font-semibold">
              {t('forAuthors')}
            </h2>
            <p className="mt-3">{t('forAuthorsText')}</p>
            <ul className="mt-3 space-y-2">
              <li>
                <Link to={`${base}/guidelines`} className="font-medium text-brand underline">
                  {t('navGuidelines')}
                </Link>
              </li>
              <li>
                <Link to={`${base}/submission`} className="font-medium text-brand underline">
                  {t('navSubmission')}
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
