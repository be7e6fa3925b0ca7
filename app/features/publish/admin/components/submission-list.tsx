/** The list of proposals: counts per status as filter links, filters, the table, pages, the CSV link. */
import { proposalStatusMessages } from '../../proposal-status-messages.ts';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../../proposal-status.ts';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { ChoiceField, DateRangeFields, FilterForm, SearchField, ListTable, ResultsLine, StatusLinks } from '#app/ui/admin/list-kit.tsx';
import { Link } from '#app/ui/link.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { adminPublishMessages } from '../messages.ts';
import { submissionFilterQuery, type SubmissionFilters } from '../submission-filters.ts';
import type { SubmissionListRow } from '../submission-list.server.ts';

export interface SubmissionListProps {
  filters: SubmissionFilters;
  counts: Record<ProposalStatus, number>;
  all: number;
  total: number;
  pages: number;
  hasNext: boolean;
  submissions: SubmissionListRow[];
  calls: { id: number; titlePt: string; titleEn: string }[];
  csvMaxRows: number;
}

export function SubmissionList({ filters, counts, all, total, pages, hasNext, submissions, calls, csvMaxRows }: SubmissionListProps) {
  const t = useT(adminPublishMessages);
  const s = useT(proposalStatusMessages);
  const locale = useLocale();
  const list = (changes: Partial<SubmissionFilters>) => `/admin/submissions${submissionFilterQuery(filters, { page: 1, ...changes })}`;
  const filtered = Boolean(filters.q || filters.status || filters.call !== '' || filters.from || filters.to);
  const callTitle = (call: { titlePt: string; titleEn: string }) => (locale === 'pt' ? call.titlePt : call.titleEn);
  const statusLinks = [
    { status: '' as const, label: t('allStatuses'), count: all },
    ...PROPOSAL_STATUSES.map((status) => ({ status, label: s(`status.${status}`), count: counts[status] })),
  ].map((link) => ({
    key: link.status || 'all',
    label: link.label,
    count: t('countInParens', { count: formatNumber(link.count, locale) }),
    to: list({ status: link.status }),
    current: filters.status === link.status,
  }));
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold">{t('submissions')}</h1>
      <p className="mt-1 text-muted">{t('submissionsLead')}</p>

      <StatusLinks label={t('byStatus')} links={statusLinks} />

      <FilterForm label={t('submissions')} submitLabel={t('filter')} clear={filtered ? { to: '/admin/submissions', label: t('clearFilters') } : null}>
        <SearchField label={t('searchSubmissions')} value={filters.q} />
        <ChoiceField
          label={t('status')}
          name="status"
          value={filters.status}
          any={t('anyStatus')}
          options={PROPOSAL_STATUSES.map((status) => ({ value: status, label: s(`status.${status}`) }))}
        />
        <ChoiceField
          label={t('call')}
          name="call"
          value={String(filters.call)}
          any={t('anyCall')}
          options={[{ value: 'none', label: t('noCall') }, ...calls.map((call) => ({ value: String(call.id), label: callTitle(call) }))]}
          className="max-w-72"
        />
        <DateRangeFields from={{ label: t('sentFrom'), value: filters.from }} to={{ label: t('sentTo'), value: filters.to }} />
      </FilterForm>

      <ResultsLine
        found={t('submissionsCount', { count: total })}
        csv={
          total > 0
            ? {
                href: localizePath(`/admin/submissions/export.csv${submissionFilterQuery(filters, { page: 1 })}`, locale),
                label: t('downloadCsv'),
                hint: t('csvHint', { max: formatNumber(csvMaxRows, locale) }),
              }
            : null
        }
      />

      <ListTable
        caption={t('submissionsTable')}
        columns={[
          { key: 'number', label: t('number') },
          { key: 'sent', label: t('sent') },
          { key: 'titleAndAuthors', label: t('titleAndAuthors') },
          { key: 'call', label: t('call') },
          { key: 'status', label: t('status') },
        ]}
        empty={filtered ? t('noSubmissions') : t('noSubmissionsYet')}
        rowCount={submissions.length}
      >
        {submissions.map((row) => (
          <tr key={row.id} className="border-b border-line last:border-0">
            <th data-label={t('number')} scope="row" className="p-3 font-normal">
              {row.id}
            </th>
            <td data-label={t('sent')} className="p-3 whitespace-nowrap">
              <time dateTime={row.submittedAt}>{formatDate(row.submittedAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </td>
            <td data-label={t('titleAndAuthors')} className="p-3">
              <Link to={`/admin/submissions/${row.id}`} className="font-medium text-brand underline">
                {row.title}
              </Link>
              <span className="block text-sm text-muted">{row.authors}</span>
            </td>
            <td data-label={t('call')} className="p-3">
              {row.callTitlePt ? (
                callTitle({ titlePt: row.callTitlePt, titleEn: row.callTitleEn ?? row.callTitlePt })
              ) : (
                <span className="text-muted">{t(`type.${row.type}`)}</span>
              )}
            </td>
            <td data-label={t('status')} className="p-3">
              {s(`status.${row.status}`)}
            </td>
          </tr>
        ))}
      </ListTable>

      <Pager
        page={filters.page}
        hasNext={hasNext}
        href={(page) => list({ page })}
        labels={{
          navigation: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          position: t('pageOf', { page: formatNumber(filters.page, locale), pages: formatNumber(pages, locale) }),
        }}
      />
    </div>
  );
}
