import { useLocale, useT } from '#app/i18n/messages.ts';
import { langAttr, paragraphs, pickWithLang, summary } from '#app/features/scholarly/api.ts';
import { Link } from '#app/ui/link.tsx';
import type { journalHomePage } from '../pages.server.ts';
import { journalMessages } from '../messages.ts';
import { CfpBanner } from './cfp-banner.tsx';
import { IssueIntro, IssueToc } from './issue.tsx';
import { JournalHeader } from './journal-header.tsx';

type Home = Awaited<ReturnType<typeof journalHomePage>>;

/** A journal's home: its current issue's contents, a word about it, and the ways in for authors. */
export function JournalHomePage({ journal, current }: Pick<Home, 'journal' | 'current'>) {
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
