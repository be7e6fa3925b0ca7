import { formatDate } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { ProposalView } from '../../components/proposal-view.tsx';
import { adminPublishMessages, type AdminPublishKey } from '../messages.ts';
import type { SubmissionDetail } from '../submission-detail.server.ts';
import type { SubmissionDone } from '../submission-forms.ts';
import { MessagesPanel, MoveActions, NotesPanel, PrintButton, StatusPanel, TrailPanel } from './submission-panels.tsx';

type SubmissionPage = SubmissionDetail & { title: string; done: SubmissionDone | null };

/** The staff's page of one proposal: status and moves, the conversation with the author, what was sent, internal notes, the trail. */
export function AdminSubmissionPage({
  page,
  state,
  review,
}: {
  page: SubmissionPage;
  state: FormState<AdminPublishKey> | undefined;
  /** Its outside review on the editorial desk (a proposal answering a call): the decisions are taken there. */
  review: { number: string } | null;
}) {
  const t = useT(adminPublishMessages);
  const locale = useLocale();
  const { proposal, submitter, title, done } = page;
  return (
    <div>
      <PageHeader back={{ to: '/admin/submissions', label: t('backToSubmissions') }} title={title} actions={<PrintButton />}>
        <p>{t('sentOn', { date: formatDate(proposal.submittedAt, locale, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
        <p>{submitter ? t('sentBy', { name: submitter.name ?? '', email: submitter.email }) : t('sentByRemoved')}</p>
      </PageHeader>
      <div className="grid gap-6">
        <Notice catalog={adminPublishMessages} state={state} done={done} />
        <StatusPanel status={proposal.status} since={proposal.updatedAt} submittedAt={proposal.submittedAt} />
        <MoveActions status={proposal.status} moves={review ? [] : page.moves} state={state} review={review} />
        <MessagesPanel messages={page.messages} state={state} />
        <section aria-label={proposal.title} className="rounded-lg border border-line bg-surface p-5">
          <ProposalView proposal={proposal} sampleHref={proposal.sample ? localizePath(`/admin/submissions/${proposal.id}/sample`, locale) : undefined} />
        </section>
        <NotesPanel notes={page.notes} state={state} />
        <TrailPanel trail={page.trail} />
      </div>
    </div>
  );
}
