/** The open calls, drafts included: kind, publication, dates, state today, the proposals that answered each. */
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import type { CallState } from '../../open-call-state.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { openCallMessages } from '../open-call-messages.ts';
import type { OpenCallDone, OpenCallListRow } from '../open-calls-admin.server.ts';
import { ListTable } from '#app/ui/admin/list-kit.tsx';

// The colour only accompanies the words.
const stateTone: Record<CallState, string> = {
  upcoming: 'text-ink',
  open: 'font-medium text-success',
  'closing-soon': 'font-medium text-ink',
  closed: 'text-muted',
};

/** The state in words; an early close says so, with its day. */
export function CallStateText({ state, closedAt }: { state: CallState; closedAt: string | null }) {
  const t = useT(openCallMessages);
  const locale = useLocale();
  return (
    <>
      <span className={stateTone[state]}>{t(`state.${state}`)}</span>
      {state === 'closed' && closedAt ? (
        <span className="block text-sm text-muted">{t('closedEarlyOn', { date: formatDate(closedAt, locale, { dateStyle: 'medium' }) })}</span>
      ) : null}
    </>
  );
}

export function OpenCallsTable({ calls, done }: { calls: OpenCallListRow[]; done: OpenCallDone | null }) {
  const t = useT(openCallMessages);
  const locale = useLocale();
  const day = (date: string) => formatDate(date, locale, { dateStyle: 'medium' });
  const newCall = (
    <Link to="/admin/open-calls/new" className={buttonClass('primary')}>
      {t('newCall')}
    </Link>
  );
  return (
    <div>
      <PageHeader title={t('openCalls')} actions={newCall}>
        <p>{t('openCallsLead')}</p>
      </PageHeader>
      <Notice catalog={openCallMessages} done={done} />
      <ListTable
        caption={t('callsTable')}
        columns={[
          ...(['title', 'kind', 'publication', 'opens', 'closes', 'state'] as const).map((key) => ({ key, label: t(key) })),
          { key: 'proposals', label: t('proposals'), align: 'right' as const },
          { key: 'actions', label: t('actions'), hidden: true },
        ]}
        empty={t('noCalls')}
        rowCount={calls.length}
      >
        {calls.map((call) => (
          <tr key={call.id} className="border-b border-line align-top last:border-0">
            <th scope="row" className="p-3 font-medium">
              {call.title}
              <span className="block font-mono text-sm font-normal break-all text-muted">{call.slug}</span>
            </th>
            <td data-label={t('kind')} className="p-3">
              {t(`kind.${call.kind}`)}
            </td>
            <td data-label={t('publication')} className="p-3">
              {call.status === 'published' ? t('status.published') : <span className="text-muted">{t('status.draft')}</span>}
            </td>
            <td data-label={t('opens')} className="p-3 whitespace-nowrap">
              <time dateTime={call.opensOn}>{day(call.opensOn)}</time>
            </td>
            <td data-label={t('closes')} className="p-3 whitespace-nowrap">
              <time dateTime={call.closesOn}>{day(call.closesOn)}</time>
            </td>
            <td data-label={t('state')} className="p-3">
              <CallStateText state={call.state} closedAt={call.closedAt} />
            </td>
            <td data-label={t('proposals')} className="p-3 text-right whitespace-nowrap">
              {call.proposals === 0 ? (
                <span className="text-muted">{t('proposalsNone')}</span>
              ) : (
                <Link to={`/admin/submissions?call=${call.id}`} className="text-brand underline">
                  {t('proposalsCount', { count: call.proposals })}
                  <span className="sr-only"> {t('proposalsOf', { title: call.title })}</span>
                </Link>
              )}
            </td>
            <td className="p-3">
              <Link to={`/admin/open-calls/${call.id}`} className="font-medium text-brand underline" aria-label={t('editCall', { title: call.title })}>
                {t('edit')}
              </Link>
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
