import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/proposal';
import { pageMeta } from '#app/lib/page-meta.ts';
import { MyProposalPage, myProposalsMessages } from '#app/features/publish/api.ts';
import { getMyProposal, withdrawAction } from '#app/features/publish/api.server.ts';
import { closeWithdrawnProposal, proposalReviews } from '#app/features/editorial/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';
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
  const id = proposalId(params.id);
  const [found, reviews] = await Promise.all([getMyProposal(db(), id, user.id, locale), proposalReviews(db(), [id])]);
  if (!found) throw notFound();
  const review = reviews.get(id);
  return {
    ...found,
    review: review ? { number: review.number } : null,
    metaTitle: translator(myProposalsMessages, locale)('metaTitle', { title: found.document.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.metaTitle ?? '', noindex: true });

/** Withdrawing: the box must be ticked, and the proposal still where the author saw it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const outcome = await withdrawAction(db(), {
    id: proposalId(params.id),
    userId: user.id,
    formData: await readFormData(request),
    onWithdrawn: closeWithdrawnProposal,
  });
  return respond(outcome, requestLocale(request));
}

/** After a refused withdrawal because the proposal moved, show where it is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export default function MyProposalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MyProposalPage proposal={loaderData} refusal={actionData} review={loaderData.review} />;
}
