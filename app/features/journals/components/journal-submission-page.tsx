import { formatMoney, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { journalPage } from '../pages.server.ts';
import { journalPageMessages } from '../page-messages.ts';
import { CfpBanner } from './cfp-banner.tsx';
import { JournalHeader } from './journal-header.tsx';

type Journal = Awaited<ReturnType<typeof journalPage>>['journal'];

/** How to submit, the fee, and (only while the call is open) our submission wizard, or the outside system a journal names. */
export function JournalSubmissionPage({ journal: j }: { journal: Journal }) {
  const t = useT(journalPageMessages);
  const locale = useLocale();
  const fees = { usd: formatMoney(j.feeUsd, 'USD', locale), brl: formatMoney(j.feeBrl, 'BRL', locale) };
  // Only a web address is a link (admin validates https; old rows are not trusted blindly).
  const submissionUrl = j.submissionUrl && /^https?:\/\//.test(j.submissionUrl) ? j.submissionUrl : null;
  return (
    <>
      <JournalHeader journal={j} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('submissionTitle')}</h1>
        <p className="mt-3 text-lg text-muted">{t('submissionLead')}</p>
        <div className="mt-8">
          <CfpBanner slug={j.slug} open={j.callForPapersOpen} withLink={false} />
        </div>
        <section aria-labelledby="how-title" className="mt-10">
          <h2 id="how-title" className="font-serif text-2xl font-semibold">
            {t('howToSubmit')}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-lg">
            <li>
              {t('step1')}{' '}
              <Link to={`/journal/${j.slug}/guidelines`} className="text-brand underline">
                {t('seeGuidelines')}
              </Link>
            </li>
            <li>{t('step2')}</li>
            <li>{t('step3')}</li>
            <li>{t('step4', { days: formatNumber(j.feedbackDays, locale) })}</li>
          </ol>
        </section>
        <section aria-labelledby="fee-title" className="mt-10">
          <h2 id="fee-title" className="font-serif text-2xl font-semibold">
            {t('feeHeading')}
          </h2>
          <p className="mt-3 text-lg">{t('feeText', fees)}</p>
        </section>
        {j.callForPapersOpen ? (
          <div className="mt-10">
            {submissionUrl ? (
              <a href={submissionUrl} rel="noopener" className={buttonClass('primary')}>
                {t('submitLink')}
                <span className="sr-only"> {t('externalSite')}</span>
                <span aria-hidden="true">↗</span>
              </a>
            ) : (
              <Link to={`/journal/${j.slug}/submit`} className={buttonClass('primary')}>
                {t('submitHere')}
              </Link>
            )}
          </div>
        ) : null}
      </div>
    </>
  );
}
