import { licenseUrl } from '#app/lib/license.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { langAttr, paragraphs, pickWithLang } from '#app/features/scholarly/api.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { journalPage } from '../pages.server.ts';
import { journalMessages } from '../messages.ts';
import { journalPageMessages } from '../page-messages.ts';
import { EditorialTeam } from './editorial-team.tsx';
import { JournalHeader } from './journal-header.tsx';
import { formatNumber } from '#app/i18n/format.ts';
import type { JournalFigures } from '#app/features/editorial/api.ts';

type Journal = Awaited<ReturnType<typeof journalPage>>['journal'];

/** A journal's "about" page: its aims, peer review, editorial team and identification (ISSN, publisher, license). */
export function JournalAboutPage({ journal, figures }: { journal: Journal; figures: JournalFigures }) {
  const t = useT(journalMessages);
  const tp = useT(journalPageMessages);
  const locale = useLocale();
  const about = pickWithLang(journal, 'abstract', locale);
  return (
    <>
      <JournalHeader journal={journal} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('aboutHeading')}</h1>
          {about.text ? (
            <div lang={langAttr(about.lang, locale)} className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed">
              {paragraphs(about.text).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          ) : null}
          <section aria-labelledby="review-title" className="mt-10">
            <h2 id="review-title" className="font-serif text-2xl font-semibold">
              {tp('peerReview')}
            </h2>
            <p className="mt-3 max-w-3xl">{tp('peerReviewText', { count: journal.reviewers, issues: journal.issuesPerYear })}</p>
          </section>
          <section aria-labelledby="figures-title" className="mt-10">
            <h2 id="figures-title" className="font-serif text-2xl font-semibold">
              {tp('figuresTitle')}
            </h2>
            <p className="mt-2 text-sm text-muted">{tp('figuresPeriod')}</p>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              {(
                [
                  ['figuresReceived', formatNumber(figures.received, locale)],
                  [
                    'figuresAcceptance',
                    figures.acceptanceRate === null
                      ? null
                      : tp('figuresRate', { rate: formatNumber(figures.acceptanceRate, locale, { style: 'percent' }), count: figures.decided }),
                  ],
                  ['figuresFirstDecision', figures.medianDaysToFirstDecision === null ? null : tp('figuresDays', { count: figures.medianDaysToFirstDecision })],
                  ['figuresPublication', figures.medianDaysToPublication === null ? null : tp('figuresDays', { count: figures.medianDaysToPublication })],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-md border border-line p-4">
                  <dt className="text-sm">{tp(label)}</dt>
                  <dd className="mt-1 font-serif text-2xl font-semibold">{value ?? tp('figuresNone')}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="team-title" className="mt-10">
            <h2 id="team-title" className="font-serif text-2xl font-semibold">
              {tp('editorialTeam')}
            </h2>
            <EditorialTeam team={journal.team} />
          </section>
        </div>
        <aside aria-labelledby="identification-title" className="self-start rounded-md border border-line bg-surface p-5">
          <h2 id="identification-title" className="font-semibold">
            {t('journalKind')}
          </h2>
          <dl className="mt-3 space-y-3 text-sm">
            {journal.issn ? (
              <div>
                <dt className="font-semibold">{t('printIssn')}</dt>
                <dd>{journal.issn}</dd>
              </div>
            ) : null}
            {journal.eissn ? (
              <div>
                <dt className="font-semibold">{t('eissn')}</dt>
                <dd>{journal.eissn}</dd>
              </div>
            ) : null}
            <div>
              <dt className="font-semibold">{tp('publisher')}</dt>
              <dd>{currentPress().name}</dd>
            </div>
            {journal.license ? (
              <div>
                <dt className="font-semibold">{tp('license')}</dt>
                <dd>
                  <a href={licenseUrl(journal.license)} className="text-brand underline" rel="license">
                    {journal.license.replace(/-/g, ' ')}
                  </a>
                </dd>
              </div>
            ) : null}
            {journal.openAccess ? (
              <div>
                <dt className="font-semibold">{tp('openAccess')}</dt>
                <dd>{tp('openAccessText')}</dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
    </>
  );
}
