/** The reviewer's invitation page: the work as a reviewer may see it, Accept (with a new account when needed) and Decline; or what a closed link is. */
import { useRef } from 'react';
import { useNavigation } from 'react-router';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { answerFor, formKey, useAnswerFocus } from '#app/ui/admin/form-kit.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { TextArea, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import { REVIEW_LIMITS } from '../review-limits.ts';
import type { InvitationPage, InvitationState, OpenInvitation } from '../review-invitation.server.ts';
import { reviewMessages, type ReviewKey } from '../review-messages.ts';
import { WorkSummary } from './work-summary.tsx';

const acceptCheck = () => import('../review.schema.ts').then((m) => m.acceptAccountSchema);
const declineCheck = () => import('../review.schema.ts').then((m) => m.declineSchema);
/** An account that exists needs nothing typed: the check always passes. */
const nothingToCheck = () => Promise.resolve(() => ({ ok: true as const, data: {} }));

export function ReviewInvitationPage({ page, state }: { page: InvitationPage; state: InvitationState | undefined }) {
  const t = useT(reviewMessages);
  if (page.state === 'open') return <OpenInvitationPage invitation={page.invitation} state={state} />;
  const title = page.state === 'declined' ? t('declinedTitle') : t(`closed.${page.state}.title`);
  const text = page.state === 'declined' ? t('declinedText') : t(`closed.${page.state}.text`);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg">{text}</p>
      {page.state === 'used' ? (
        <Link to="/review" className={`${buttonClass('secondary')} mt-6`}>
          {t('myReviewsLink')}
        </Link>
      ) : null}
    </div>
  );
}

function OpenInvitationPage({ invitation, state }: { invitation: OpenInvitation; state: InvitationState | undefined }) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const acceptRef = useRef<HTMLFormElement>(null);
  const declineRef = useRef<HTMLFormElement>(null);
  const accept = answerFor(state, 'accept');
  const decline = answerFor(state, 'decline');
  useAnswerFocus(acceptRef, accept, 'accept');
  useAnswerFocus(declineRef, decline, 'decline');
  const journal = locale === 'en' ? invitation.journal.en : invitation.journal.pt;
  const proposal = invitation.work.book !== null;
  const single = invitation.blindness === 'single';
  const leadKey = proposal ? (single ? 'invitationLeadProposalSingle' : 'invitationLeadProposal') : single ? 'invitationLeadSingle' : 'invitationLead';
  const day = (iso: string) => formatDate(iso, locale, { dateStyle: 'long' });
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const err = (answer: InvitationState | undefined, name: string) => (answer?.errors[name] ? t(answer.errors[name] as ReviewKey) : undefined);
  const message = (key: string) => t(key as ReviewKey);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t(proposal ? 'invitationTitleProposal' : 'invitationTitle')}</h1>
      <p className="mt-3 text-lg">{t(leadKey, { journal })}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-1 rounded-lg border border-line bg-surface p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('journal')}</dt>
        <dd>{journal}</dd>
        <dt className="font-medium">{t('number')}</dt>
        <dd>{invitation.work.number}</dd>
        <dt className="font-medium">{t('responseDue')}</dt>
        <dd>
          <time dateTime={invitation.responseDue}>{day(invitation.responseDue)}</time>
        </dd>
        <dt className="font-medium">{t('reviewDue')}</dt>
        <dd>
          <time dateTime={invitation.reviewDue}>{day(invitation.reviewDue)}</time>
        </dd>
      </dl>
      <WorkSummary work={invitation.work} headingLevel={2} />

      <section aria-labelledby="accept-title" className="mt-10 rounded-lg border border-line bg-surface p-5">
        <h2 id="accept-title" className="text-2xl font-semibold">
          {t('acceptTitle')}
        </h2>
        <p className="mt-2 wrap-anywhere">{t(invitation.hasAccount ? 'acceptExistingAccount' : 'acceptNewAccount', { email: invitation.email })}</p>
        <ValidatedForm
          ref={acceptRef}
          key={formKey('accept', accept, 'accept')}
          method="post"
          schema={invitation.hasAccount ? nothingToCheck : acceptCheck}
          message={message}
          aria-labelledby="accept-title"
          className="mt-4 grid gap-4"
        >
          {accept?.message ? <Alert tone="error" title={t(accept.message)} /> : null}
          {invitation.hasAccount ? null : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('name')}
                  name="name"
                  autoComplete="given-name"
                  maxLength={REVIEW_LIMITS.name}
                  defaultValue={accept?.values.name ?? ''}
                  error={err(accept, 'name')}
                />
                <TextField
                  label={t('lastName')}
                  name="lastName"
                  autoComplete="family-name"
                  maxLength={REVIEW_LIMITS.name}
                  defaultValue={accept?.values.lastName ?? ''}
                  error={err(accept, 'lastName')}
                />
              </div>
              {/* The address the account is for, so password managers keep the pair. */}
              <input type="hidden" name="username" autoComplete="username" value={invitation.email} />
              <TextField
                label={t('password')}
                name="password"
                type="password"
                autoComplete="new-password"
                hint={t('passwordHint')}
                error={err(accept, 'password')}
              />
            </>
          )}
          <div>
            <Button type="submit" name="intent" value="accept" busy={busy('accept')}>
              {t(invitation.hasAccount ? 'acceptSignIn' : 'acceptCreate')}
            </Button>
          </div>
        </ValidatedForm>
      </section>

      <section aria-labelledby="decline-title" className="mt-8 rounded-lg border border-line bg-surface p-5">
        <h2 id="decline-title" className="text-2xl font-semibold">
          {t('declineTitle')}
        </h2>
        <p className="mt-2">{t('declineLead')}</p>
        <ValidatedForm
          ref={declineRef}
          key={formKey('decline', decline, 'decline')}
          method="post"
          schema={declineCheck}
          message={message}
          aria-labelledby="decline-title"
          className="mt-4 grid gap-4"
        >
          {decline?.message ? <Alert tone="error" title={t(decline.message)} /> : null}
          <TextArea
            label={t('reason')}
            name="reason"
            optionalLabel={t('optional')}
            maxLength={REVIEW_LIMITS.reason}
            defaultValue={decline?.values.reason ?? ''}
            error={err(decline, 'reason')}
          />
          <TextField
            label={t('suggestedReviewer')}
            name="suggestedReviewer"
            optionalLabel={t('optional')}
            hint={t('suggestedHint')}
            maxLength={REVIEW_LIMITS.suggestion}
            defaultValue={decline?.values.suggestedReviewer ?? ''}
            error={err(decline, 'suggestedReviewer')}
          />
          <div>
            <Button type="submit" name="intent" value="decline" variant="secondary" busy={busy('decline')}>
              {t('declineButton')}
            </Button>
          </div>
        </ValidatedForm>
      </section>
    </div>
  );
}
