import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { myProposalsMessages } from '../my-proposals-messages.ts';
import { proposalMessages } from '../proposal-messages.ts';
import { myProposalPath } from '../proposal-paths.ts';
import type { ProposalFormState } from '../proposal-values.ts';
import { submitMessages } from '../submit-messages.ts';
import type { proposalFormPage } from '../submit-proposal.server.ts';
import { draftStorageKey, ProposalForm } from './proposal-form.tsx';

type SubmitPageData =
  | { signedIn: false; login: string; register: string }
  | ({ signedIn: true; userId: string } & Awaited<ReturnType<typeof proposalFormPage>>);

/** /publish/submit: the invitation to sign in, the proposal form with its draft, or "sent". */
export function SubmitPage({ loaderData, actionData }: { loaderData: SubmitPageData; actionData: ProposalFormState | undefined }) {
  const t = useT(submitMessages);
  const m = useT(proposalMessages);
  const mine = useT(myProposalsMessages);
  const sent = actionData?.ok ? actionData.result : undefined;
  const userId = loaderData.signedIn ? loaderData.userId : null;

  // Both copies of the draft go once the proposal is sent (the server's went in its transaction).
  useEffect(() => {
    if (sent && userId) {
      try {
        window.localStorage.removeItem(draftStorageKey(userId));
      } catch {
        // Nothing to clear.
      }
    }
  }, [sent, userId]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
      {!loaderData.signedIn ? (
        <div className="mt-6 space-y-4">
          <Alert tone="info" title={m('signInToSubmit')}>
            {t('signInLead')}
          </Alert>
          <div className="flex flex-wrap gap-4">
            <RouterLink to={loaderData.login} className={buttonClass('primary')}>
              {t('signIn')}
            </RouterLink>
            <RouterLink to={loaderData.register} className={buttonClass('secondary')}>
              {t('register')}
            </RouterLink>
          </div>
        </div>
      ) : sent ? (
        <div className="mt-6 space-y-4">
          <Alert tone="success" title={m('sent')}>
            {t('sentLead')}
          </Alert>
          <div className="flex flex-wrap gap-4">
            <Link to={myProposalPath(sent.id)} className={buttonClass('primary')}>
              {mine('seeProposal')}
            </Link>
            <Link to="/account" className={buttonClass('secondary')}>
              {t('myAccount')}
            </Link>
            <Link to="/publish/submit" reloadDocument className={buttonClass('secondary')}>
              {t('another')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-3 mb-8 text-lg text-muted">{t('lead')}</p>
          <ProposalForm
            userId={loaderData.userId}
            calls={loaderData.calls}
            values={loaderData.values}
            draftUpdatedAt={loaderData.draftUpdatedAt}
            state={actionData}
          />
        </>
      )}
    </div>
  );
}
