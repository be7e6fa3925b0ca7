import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/submit';
import { pageMeta } from '#app/lib/page-meta.ts';
import { SubmitPage, SAMPLE_MAX_BYTES, SAVE_DRAFT_INTENT, submitMessages } from '#app/features/publish/api.ts';
import { handleProposalPost, proposalFormPage, proposalTooLarge } from '#app/features/publish/api.server.ts';
import { openProposalReview } from '#app/features/editorial/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession, signInUrl } from '#app/lib/auth/guards.server.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { FILE_MESSAGE_SLACK, refusedBody, tryReadFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

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
  const form = await proposalFormPage(db(), user, locale, new URL(request.url).searchParams.get('call'));
  return { ...meta, signedIn: true as const, userId: user.id, ...form };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  // The form's text and one sample; one a little over SAMPLE_MAX_BYTES is still read, so the
  // sample's field says so and what was typed stays.
  const read = await tryReadFormData(request, { bodyBytes: 2 * 1024 * 1024, files: 1, fileBytes: SAMPLE_MAX_BYTES + FILE_MESSAGE_SLACK });
  if (!read.ok && read.status === 413) return respond(await proposalTooLarge(db(), user.id), locale);
  if (!read.ok) throw refusedBody(read);
  const outcome = await handleProposalPost(db(), { user, locale, formData: read.formData, openReview: openProposalReview });
  if (outcome.kind === 'state' && outcome.state.result) wakeJobRunner();
  return respond(outcome, locale);
}

/** The autosave's fetcher posts change nothing the page shows. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === SAVE_DRAFT_INTENT && formData.get('autosave') === '1' ? false : defaultShouldRevalidate;
}

export default function SubmitRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubmitPage loaderData={loaderData} actionData={actionData} />;
}
