import { langAttr, paragraphs, pickWithLang } from '#app/features/scholarly/api.ts';
import { formatMoney, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { journalPage } from '../pages.server.ts';
import { journalPageMessages } from '../page-messages.ts';
import { JournalHeader } from './journal-header.tsx';

type Journal = Awaited<ReturnType<typeof journalPage>>['journal'];

/** The journal's rules (numbers from its row, money through formatMoney) and its guidance text. */
export function JournalGuidelinesPage({ journal: j }: { journal: Journal }) {
  const t = useT(journalPageMessages);
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const guidance = pickWithLang({ guidelinesPt: j.guidelinesPt, guidelinesEn: j.guidelinesEn }, 'guidelines', locale);
  const rules = [
    { term: t('ruleLength'), value: t('ruleLengthValue', { min: n(j.wordsMin), max: n(j.wordsMax) }) },
    { term: t('ruleAbstract'), value: t('ruleAbstractValue', { min: n(j.abstractWordsMin), max: n(j.abstractWordsMax) }) },
    { term: t('ruleKeywords'), value: t('ruleKeywordsValue', { min: n(j.keywordsMin), max: n(j.keywordsMax) }) },
    { term: t('ruleFee'), value: t('ruleFeeValue', { usd: formatMoney(j.feeUsd, 'USD', locale), brl: formatMoney(j.feeBrl, 'BRL', locale) }) },
    { term: t('ruleFeedback'), value: t('ruleFeedbackValue', { days: n(j.feedbackDays) }) },
    { term: t('ruleReview'), value: t('ruleReviewValue', { count: n(j.reviewers) }) },
    { term: t('ruleFrequency'), value: t('ruleFrequencyValue', { count: n(j.issuesPerYear) }) },
    { term: t('ruleLanguageReview'), value: t('ruleLanguageReviewValue', { price: formatMoney(j.languageReviewBrl, 'BRL', locale) }) },
    { term: t('ruleTranslation'), value: t('ruleTranslationValue', { price: formatMoney(j.translationBrlPerWord, 'BRL', locale) }) },
  ];
  return (
    <>
      <JournalHeader journal={j} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('guidelinesTitle')}</h1>
        <p className="mt-3 text-lg text-muted">{t('guidelinesLead')}</p>
        <section aria-labelledby="rules-title" className="mt-8">
          <h2 id="rules-title" className="font-serif text-2xl font-semibold">
            {t('rulesHeading')}
          </h2>
          <dl className="mt-4 divide-y divide-line rounded-md border border-line bg-surface">
            {rules.map((rule) => (
              <div key={rule.term} className="grid gap-1 px-5 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4">
                <dt className="font-semibold">{rule.term}</dt>
                <dd>{rule.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {guidance.text ? (
          <section aria-labelledby="guidance-title" className="mt-10">
            <h2 id="guidance-title" className="font-serif text-2xl font-semibold">
              {t('guidelinesText')}
            </h2>
            <div lang={langAttr(guidance.lang, locale)} className="mt-4 space-y-4 text-lg leading-relaxed">
              {paragraphs(guidance.text).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
        ) : null}
        <p className="mt-10">
          <Link to={`/journal/${j.slug}/submission`} className="font-medium text-brand underline">
            {t('guidelinesSubmitLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
