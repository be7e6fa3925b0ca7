import type { Route } from './+types/submission';
import {
  MessagesPanel,
  MoveActions,
  NotesPanel,
  PrintButton,
  StatusPanel,
  TrailPanel,
  adminPublishMessages,
  SUBMISSION_DONE,
  ProposalView,
} from '#app/features/publish/api.ts';
import { submitSubmissionAction, getSubmissionDetail } from '#app/features/publish/api.server.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { doneFrom } from '#app/lib/form-outcome.ts';
import { idParam, respond } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { formatDate } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /admin/submissions/:id: the whole proposal (printable), its status and moves, messages to the author, notes, history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const detail = await getSubmissionDetail(db(), idParam(params.id), locale);
  if (!detail) throw notFound();
  const t = translator(adminPublishMessages, locale);
  return { title: t('proposalN', { number: detail.proposal.id }), done: doneFrom(request.url, SUBMISSION_DONE), ...detail };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const proposalId = idParam(params.id);
  const formData = await readFormData(request);
  return respond(await submitSubmissionAction(db(), user.id, proposalId, formData), requestLocale(request));
}

export default function SubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminPublishMessages);
  const locale = useLocale();
  const { proposal, submitter, title, done } = loaderData;
  return (
    <div>
      <PageHeader back={{ to: '/admin/submissions', label: t('backToSubmissions') }} title={title} actions={<PrintButton />}>
        <p>{t('sentOn', { date: formatDate(proposal.submittedAt, locale, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
        <p>{submitter ? t('sentBy', { name: submitter.name ?? '', email: submitter.email }) : t('sentByRemoved')}</p>
      </PageHeader>
      <div className="grid gap-6">
        <Notice catalog={adminPublishMessages} state={actionData} done={done} />
        <StatusPanel status={proposal.status} since={proposal.updatedAt} submittedAt={proposal.submittedAt} />
        <MoveActions status={proposal.status} moves={loaderData.moves} state={actionData} />
        <MessagesPanel messages={loaderData.messages} state={actionData} />
        <section aria-label={proposal.title} className="rounded-lg border border-line bg-surface p-5">
          <ProposalView proposal={proposal} sampleHref={proposal.sample ? localizePath(`/admin/submissions/${proposal.id}/sample`, locale) : undefined} />
        </section>
        <NotesPanel notes={loaderData.notes} state={actionData} />
        <TrailPanel trail={loaderData.trail} />
      </div>
    </div>
  );
}
