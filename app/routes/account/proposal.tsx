import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/proposal';
import { pageMeta } from '#app/lib/page-meta.ts';
import { MyProposalPage, type WithdrawRefusal, myProposalsMessages, myProposalPath } from '#app/features/publish/api.ts';
import { getMyProposal, withdrawMyProposal } from '#app/features/publish/api.server.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** A malformed id is simply not found. */
function proposalId(raw: string | undefined): number {
  if (!raw || !/^\d{1,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** /account/proposals/:id: one of this account's proposals; anyone else's is not found. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const found = await getMyProposal(db(), proposalId(params.id), user.id, locale);
  if (!found) throw notFound();
  return { ...found, metaTitle: translator(myProposalsMessages, locale)('metaTitle', { title: found.document.title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.metaTitle ?? '', noindex: true });

/** Withdrawing: the box must be ticked, and the proposal still where the author saw it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const locale = requestLocale(request);
  const id = proposalId(params.id);
  const formData = await readFormData(request);
  if (formData.get('intent') !== 'withdraw') return data<WithdrawRefusal>({ error: 'invalid' }, { status: 400 });
  const result = await withdrawMyProposal(db(), { id, userId: user.id, formData });
  if (result.ok) {
    wakeJobRunner();
    return redirect(`${localizePath(myProposalPath(id), locale)}?done=withdrawn`);
  }
  if (result.status === 400) return data<WithdrawRefusal>({ error: 'invalid', errors: result.errors }, { status: 400 });
  if (result.status === 404) throw notFound();
  return data<WithdrawRefusal>({ error: 'conflict' }, { status: 409 });
}

/** After a refused withdrawal because the proposal moved, show where it is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export default function MyProposalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MyProposalPage proposal={loaderData} refusal={actionData} />;
}
