import { useEffect, useRef } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { useClientFieldError, ValidatedForm } from '#app/ui/form.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { FormState } from '#app/lib/form-outcome.ts';
import { myProposalsMessages } from '../my-proposals-messages.ts';
import type { getMyProposal } from '../my-proposals.server.ts';
import { proposalStatusMessages } from '../proposal-status-messages.ts';
import { ProposalView } from './proposal-view.tsx';

type MyProposal = NonNullable<Awaited<ReturnType<typeof getMyProposal>>>;

type MessageKey = KeyOf<typeof myProposalsMessages>;

const withdrawCheck = () => import('../withdraw.schema.ts').then((m) => m.withdrawSchema);

/** The box that says the author means it; its message comes from the browser's check or the server's. */
function WithdrawConfirm({ ref, serverError }: { ref: React.Ref<HTMLInputElement>; serverError?: string }) {
  const t = useT(myProposalsMessages);
  const confirmError = useClientFieldError('confirm') ?? (serverError ? t(serverError as MessageKey) : undefined);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          ref={ref}
          id="withdraw-confirm"
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? 'withdraw-confirm-error' : undefined}
          className="size-5 accent-[var(--brand)]"
        />
        <label htmlFor="withdraw-confirm" className="font-medium">
          {t('withdrawConfirm')}
        </label>
      </div>
      {confirmError ? (
        <p id="withdraw-confirm-error" className="text-sm font-medium text-danger">
          {confirmError}
        </p>
      ) : null}
    </div>
  );
}

/** Withdrawing's answer (decision 0044): the box to tick under its field, or why it was refused (unreadable, or the proposal moved) above the form. */
export type WithdrawState = FormState<KeyOf<typeof myProposalsMessages>, 'withdraw'>;

/** One of the author's proposals: where it is, the editors' messages, withdrawing, and what was sent. */
export function MyProposalPage({
  proposal: loaderData,
  refusal: actionData,
  review,
}: {
  proposal: MyProposal;
  refusal: WithdrawState | undefined;
  /** Its outside review on the editorial desk, when it answers a call: where its letters and reviews are. */
  review: { number: string } | null;
}) {
  const t = useT(myProposalsMessages);
  const s = useT(proposalStatusMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { document: proposal, messages, canWithdraw } = loaderData;
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'long', timeStyle: 'short' });
  const done = params.get('done') === 'withdrawn' && proposal.status === 'withdrawn';
  const confirmError = actionData?.errors.confirm;
  // A refusal the person cannot fix in the form (a forged or stale status) is said above it.
  const topError = actionData?.message ? t(actionData.message) : null;
  const noticeRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  // Focus goes to what the post changed: the notice, or the box that must be ticked.
  useEffect(() => {
    if (confirmError) confirmRef.current?.focus();
    else if (topError || done) noticeRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [actionData, confirmError, topError, done]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/account" className="inline-flex min-h-11 items-center text-brand underline print:hidden">
        {t('backToAccount')}
      </Link>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight break-words">{proposal.title}</h1>
      <p className="mt-1 text-muted">{t('sentOn', { date: when(proposal.submittedAt) })}</p>

      <div ref={noticeRef} aria-live="polite">
        {topError || done ? (
          <div className="mt-4">{topError ? <Alert tone="error" title={topError} /> : <Alert tone="success" title={t('withdrawn')} />}</div>
        ) : null}
      </div>

      <section aria-labelledby="proposal-status-title" className="mt-6 rounded-lg border border-line bg-surface p-5">
        <h2 id="proposal-status-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('statusLabel')}
        </h2>
        <p className="mt-1 text-2xl font-semibold">
          {s(`status.${proposal.status}`)}
          {/* A proposal leaves "received" only by moving; since then it is where it is now. */}
          {proposal.status !== 'received' ? (
            <span className="ml-2 text-base font-normal text-muted">{t('since', { date: formatDate(proposal.updatedAt, locale, { dateStyle: 'long' }) })}</span>
          ) : null}
        </p>
        <p className="mt-1">{s(`explain.${proposal.status}`)}</p>
        {review ? (
          <p className="mt-3">
            {t('reviewLead', { number: review.number })}{' '}
            <Link to={`/account/submissions/${review.number}`} className="inline-flex min-h-11 items-center font-medium text-brand underline">
              {t('reviewLink')}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="proposal-messages-title" className="mt-8">
        <h2 id="proposal-messages-title" className="text-2xl font-semibold">
          {t('messagesTitle')}
        </h2>
        <p className="mt-1 text-muted">{t('messagesLead')}</p>
        {messages.length === 0 ? (
          <p className="mt-3">{t('noMessages')}</p>
        ) : (
          <ol className="mt-3 space-y-4">
            {messages.map((message) => (
              <li key={message.id} className="rounded-lg border border-line bg-surface p-4">
                <p className="text-sm text-muted">
                  <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {canWithdraw ? (
        <section aria-labelledby="proposal-withdraw-title" className="mt-8 rounded-lg border border-line bg-surface p-5 print:hidden">
          <h2 id="proposal-withdraw-title" className="text-xl font-semibold">
            {t('withdrawTitle')}
          </h2>
          <p className="mt-1 text-muted">{t('withdrawLead')}</p>
          <ValidatedForm method="post" schema={withdrawCheck} message={(key) => t(key as MessageKey)} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="withdraw" />
            <input type="hidden" name="status" value={proposal.status} />
            <WithdrawConfirm ref={confirmRef} serverError={confirmError} />
            <Button type="submit" variant="danger" busy={navigation.state === 'submitting'} busyLabel={t('withdrawing')}>
              {t('withdrawButton')}
            </Button>
          </ValidatedForm>
        </section>
      ) : null}

      <div className="mt-10 border-t border-line pt-8">
        <ProposalView proposal={proposal} />
      </div>
    </div>
  );
}
