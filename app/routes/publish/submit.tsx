import { useEffect } from 'react';
import { data, Link as RouterLink, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/submit';
import { pageMeta } from '#app/lib/page-meta.ts';
import { draftStorageKey, ProposalForm } from '#app/features/publish/components/proposal-form.tsx';
import { myProposalsMessages } from '#app/features/publish/my-proposals-messages.ts';
import { openCallsAcceptingProposals } from '#app/features/publish/open-calls.server.ts';
import { SAMPLE_MAX_BYTES } from '#app/features/publish/proposal-limits.ts';
import { proposalMessages } from '#app/features/publish/proposal-messages.ts';
import { myProposalPath } from '#app/features/publish/proposal-paths.ts';
import { emptyAuthor, emptyProposalValues, SAVE_DRAFT_INTENT, type ProposalFormState } from '#app/features/publish/proposal-values.ts';
import { submitMessages } from '#app/features/publish/submit-messages.ts';
import { handleProposalPost, loadProposalDraft } from '#app/features/publish/submit-proposal.server.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession, signInUrl } from '#app/lib/auth/guards.server.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { FILE_MESSAGE_SLACK, refusedBody, tryReadFormData } from '#app/lib/request-body.server.ts';
import { Alert } from '#app/ui/alert.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';

/** /publish/submit: signed out, an invitation to sign in (and come back); signed in, the proposal form with the draft. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = translator(submitMessages, locale);
  const meta = { title: t('title'), description: t('description') };
  const session = context.get(sessionContext);
  if (!session) {
    const login = signInUrl(request);
    return { ...meta, signedIn: false as const, login, register: login.replace(/\/login\?/, '/register?') };
  }
  const { user } = session;
  const [calls, draft] = await Promise.all([openCallsAcceptingProposals(db()), loadProposalDraft(db(), user.id)]);
  const wanted = calls.find((call) => call.slug === new URL(request.url).searchParams.get('call'));
  const base = draft?.values ?? emptyProposalValues({ authors: [{ ...emptyAuthor(), name: `${user.name} ${user.lastName}`.trim(), email: user.email }] });
  const values = wanted ? { ...base, openCall: wanted.slug, type: wanted.kind === 'collection' ? 'collection' : 'single' } : base;
  return {
    ...meta,
    signedIn: true as const,
    userId: user.id,
    calls: calls.map((call) => ({ slug: call.slug, kind: call.kind, title: locale === 'pt' ? call.titlePt : call.titleEn })),
    values,
    draftUpdatedAt: draft?.updatedAt ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const revision = Date.now();
  // The form's text and one sample; one a little over SAMPLE_MAX_BYTES is still read, so the
  // sample's field says so and what was typed stays.
  const read = await tryReadFormData(request, { bodyBytes: 2 * 1024 * 1024, files: 1, fileBytes: SAMPLE_MAX_BYTES + FILE_MESSAGE_SLACK });
  if (!read.ok && read.status === 413) {
    // Too big to read: what the server kept (the draft) comes back, with the file's message.
    const draft = await loadProposalDraft(db(), user.id);
    const body: ProposalFormState = { state: 'invalid', errors: { sample: 'sampleTooLarge' }, values: draft?.values ?? emptyProposalValues(), revision };
    return data(body, { status: 413 });
  }
  if (!read.ok) throw refusedBody(read);
  const result = await handleProposalPost(db(), { user, locale, formData: read.formData });
  if (result.body.state === 'sent') wakeJobRunner();
  return data(result.body, { status: result.status, headers: result.headers });
}

/** The autosave's fetcher posts change nothing the page shows. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === SAVE_DRAFT_INTENT && formData.get('autosave') === '1' ? false : defaultShouldRevalidate;
}

export default function SubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(submitMessages);
  const m = useT(proposalMessages);
  const mine = useT(myProposalsMessages);
  const sent = actionData?.state === 'sent';
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
            <Link to={myProposalPath(actionData.id)} className={buttonClass('primary')}>
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
          <ProposalForm userId={loaderData.userId} calls={loaderData.calls} values={loaderData.values} draftUpdatedAt={loaderData.draftUpdatedAt} state={actionData} />
        </>
      )}
    </div>
  );
}
