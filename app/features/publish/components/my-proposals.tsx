/** The account page's "My proposals": each proposal sent, its status and the editorial team's messages; or an invitation to publish. */
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { myProposalsMessages } from '../my-proposals-messages.ts';
import type { MyProposalSummary } from '../my-proposals.server.ts';
import { myProposalPath } from '../proposal-paths.ts';
import { proposalStatusMessages } from '../proposal-status-messages.ts';

export function MyProposals({ proposals }: { proposals: MyProposalSummary[] }) {
  const t = useT(myProposalsMessages);
  const s = useT(proposalStatusMessages);
  const locale = useLocale();
  const day = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="my-proposals" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="my-proposals" className="text-xl font-semibold">
        {t('myProposals')}
      </h2>
      {proposals.length === 0 ? (
        <p className="mt-1 text-muted">
          {t('noProposals')}{' '}
          <Link to="/publish" className="inline-flex min-h-11 items-center font-medium text-brand underline">
            {t('publishWithUs')}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-1 text-muted">{t('myProposalsLead')}</p>
          <ul className="mt-4 divide-y divide-line">
            {proposals.map((proposal) => (
              <li key={proposal.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link to={myProposalPath(proposal.id)} className="font-medium break-words text-brand underline">
                    {proposal.title}
                  </Link>
                  <span className="block text-sm text-muted">
                    {t('sentOn', { date: day(proposal.submittedAt) })}
                    {proposal.callTitle ? ` · ${t('callLabel', { title: proposal.callTitle })}` : ''}
                  </span>
                  {proposal.messages > 0 && proposal.lastMessageAt ? (
                    <span className="block text-sm">{t('messages', { count: proposal.messages, date: day(proposal.lastMessageAt) })}</span>
                  ) : null}
                </div>
                <span className="rounded bg-brand-soft px-2 py-0.5 text-sm font-medium">
                  <span className="sr-only">{`${t('statusLabel')}: `}</span>
                  {s(`status.${proposal.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
