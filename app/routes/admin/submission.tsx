import type { Route } from './+types/submission';
import { AdminSubmissionPage, SUBMISSION_DONE, adminPublishMessages } from '#app/features/publish/api.ts';
import { submitSubmissionAction, getSubmissionDetail } from '#app/features/publish/api.server.ts';
import { proposalReviews } from '#app/features/editorial/api.server.ts';
import { doneFrom } from '#app/lib/form-outcome.ts';
import { idParam, respond } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /admin/submissions/:id: the whole proposal (printable), its status and moves, messages to the author, notes, history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const id = idParam(params.id);
  const [detail, reviews] = await Promise.all([getSubmissionDetail(db(), id, locale), proposalReviews(db(), [id])]);
  if (!detail) throw notFound();
  const t = translator(adminPublishMessages, locale);
  const review = reviews.get(id);
  return {
    title: t('proposalN', { number: detail.proposal.id }),
    done: doneFrom(request.url, SUBMISSION_DONE),
    review: review ? { number: review.number } : null,
    ...detail,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const proposalId = idParam(params.id);
  const formData = await readFormData(request);
  const inReview = (await proposalReviews(db(), [proposalId])).has(proposalId);
  return respond(await submitSubmissionAction(db(), user.id, proposalId, formData, inReview), requestLocale(request));
}

export default function SubmissionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminSubmissionPage page={loaderData} state={actionData} review={loaderData.review} />;
}
