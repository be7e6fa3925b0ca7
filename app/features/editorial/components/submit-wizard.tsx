/** The author's submission wizard: the steps' list, and each step's page (forms in submit-forms.tsx). */
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { editorialMessages } from '../messages.ts';
import { submitMessages, type SubmitKey } from '../submit-messages.ts';
import { DRAFT_STEPS, WIZARD_STEPS, wizardPath, type WizardStep } from '../submit-steps.ts';
import type { WizardPage } from '../submit-wizard.server.ts';
import { DeclarationsForm, FilesForm, MetadataForm, TypeForm } from './submit-forms.tsx';

export function SubmitWizard({ page, state }: { page: WizardPage; state: FormState<SubmitKey> | undefined }) {
  const t = useT(submitMessages);
  const locale = useLocale();
  const { journal } = page;
  const title = locale === 'en' ? journal.titleEn || journal.titlePt : journal.titlePt;
  let body: ReactNode;
  if (page.step === 'fee') body = <FeeStep page={page} state={state} />;
  else if (page.step === 'done') body = <DoneStep page={page} />;
  else if (!journal.open)
    body = journal.outsideUrl ? (
      <p className="text-lg">
        {t('outsideSystem')}{' '}
        <a href={journal.outsideUrl} rel="noopener" className="text-brand underline">
          {t('outsideLink')}
        </a>
      </p>
    ) : (
      <Alert tone="info" title={t('closed')} />
    );
  else {
    const common = { page, state: state?.form === page.step ? state : undefined };
    body = (
      <>
        {page.saved && !common.state ? <Alert tone="success" title={t('savedNotice')} /> : null}
        {page.step === 'type' ? <TypeForm {...common} /> : null}
        {page.step === 'files' ? <FilesForm {...common} /> : null}
        {page.step === 'metadata' ? <MetadataForm {...common} /> : null}
        {page.step === 'declarations' ? <DeclarationsForm {...common} /> : null}
      </>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title', { journal: title })}</h1>
      <p className="mt-3 text-lg text-muted">
        {t('guidelines')}{' '}
        <Link to={`/journal/${journal.slug}/guidelines`} className="text-brand underline">
          {t('seeGuidelines')}
        </Link>
      </p>
      <Steps page={page} />
      <div className="mt-8 grid gap-6">{body}</div>
    </div>
  );
}

/** The steps in order: the draft's steps are links while it is a draft, each marked done once complete. */
function Steps({ page }: { page: WizardPage }) {
  const t = useT(submitMessages);
  const current = WIZARD_STEPS.indexOf(page.step);
  const drafting = page.step !== 'fee' && page.step !== 'done';
  return (
    <nav aria-label={t('stepsLabel')} className="mt-8">
      <p className="text-sm text-muted">{t('stepOf', { n: current + 1, total: WIZARD_STEPS.length })}</p>
      <ol className="mt-2 flex flex-wrap gap-2">
        {WIZARD_STEPS.map((step, i) => {
          const isCurrent = step === page.step;
          const complete = drafting ? (DRAFT_STEPS as readonly string[]).includes(step) && page.progress[step as (typeof DRAFT_STEPS)[number]] : i < current;
          const label = (
            <>
              <span aria-hidden="true">{complete ? '✓' : i + 1}</span> {t(`step.${step}` as SubmitKey)}
              {complete && !isCurrent ? <span className="sr-only"> ({t('stepDone')})</span> : null}
            </>
          );
          const cls = `inline-flex min-h-11 items-center gap-1 rounded-md border px-3 ${isCurrent ? 'border-brand bg-brand-soft font-semibold' : 'border-line'}`;
          return (
            <li key={step}>
              {drafting && (DRAFT_STEPS as readonly string[]).includes(step) && !isCurrent ? (
                <Link to={wizardPath(page.journal.slug, step as WizardStep)} className={`${cls} text-brand underline`}>
                  {label}
                </Link>
              ) : (
                <span className={cls} aria-current={isCurrent ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function FeeStep({ page, state }: { page: Extract<WizardPage, { step: 'fee' }>; state: FormState<SubmitKey> | undefined }) {
  const t = useT(submitMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const chosen = state?.values.currency || page.fee.currency;
  return (
    <section aria-labelledby="fee-title" className="grid gap-4">
      <h2 id="fee-title" className="font-serif text-2xl font-semibold">
        {t('feeTitle')}
      </h2>
      <p className="text-lg">{t('feeLead', { number: page.number })}</p>
      {state?.message ? <Alert tone="error" title={t(state.message)} /> : null}
      {page.pending ? <p className="text-muted">{t('feePending')}</p> : null}
      <Form noValidate method="post" className="grid gap-4">
        <fieldset>
          <legend className="font-medium">{t('feeCurrency')}</legend>
          {(['BRL', 'USD'] as const).map((currency) => (
            <label key={currency} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="currency" value={currency} defaultChecked={chosen === currency} className="size-5" />
              {currency === 'BRL'
                ? t('feeBrl', { amount: formatMoney(page.fee.brl, 'BRL', locale) })
                : t('feeUsd', { amount: formatMoney(page.fee.usd, 'USD', locale) })}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('payFee')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function DoneStep({ page }: { page: Extract<WizardPage, { step: 'done' }> }) {
  const t = useT(submitMessages);
  const s = useT(editorialMessages);
  return (
    <section aria-labelledby="done-title" className="grid gap-4">
      <h2 id="done-title" className="font-serif text-2xl font-semibold">
        {t('doneTitle')}
      </h2>
      <div className="rounded-lg border border-line bg-surface p-5">
        <p className="text-2xl font-semibold">{t('doneNumber', { number: page.number })}</p>
        <p className="mt-1">{s(`status.${page.status}`)}</p>
      </div>
      <p className="text-lg">{t('doneLead', { email: page.email })}</p>
      <p>{page.status === 'awaiting-fee' ? t('doneWaiting') : t('doneOnDesk')}</p>
      <div className="flex flex-wrap gap-4">
        {page.status === 'awaiting-fee' ? (
          <Link to={wizardPath(page.journal.slug, 'fee', page.number)} className={buttonClass('primary')}>
            {t('payFee')}
          </Link>
        ) : null}
        <Link to={`/account/submissions/${page.number}`} className={buttonClass(page.status === 'awaiting-fee' ? 'secondary' : 'primary')}>
          {t('seeSubmission')}
        </Link>
        <Link to="/account/submissions" className={buttonClass('secondary')}>
          {t('mySubmissions')}
        </Link>
      </div>
    </section>
  );
}
