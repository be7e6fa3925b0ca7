import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { ListTable, StatusLinks } from '#app/ui/admin/list-kit.tsx';
import { Link } from '#app/ui/link.tsx';
import { accessibleMessages } from '../../messages.ts';
import { STAFF_FILTERS } from '../../values.ts';
import type { staffListPage } from '../staff.server.ts';
import { adminMessages } from '../messages.ts';
import { UrgencyBadge } from './urgency-badge.tsx';

type Page = Awaited<ReturnType<typeof staffListPage>>;

/** /admin/accessible-versions: the requests to answer by deadline (overdue and due-soon ones marked), or the others. */
export function StaffList({ page }: { page: Page }) {
  const t = useT(adminMessages);
  const words = useT(accessibleMessages);
  const locale = useLocale();
  return (
    <div>
      <PageHeader title={t('title')}>
        <p>{t('lead')}</p>
      </PageHeader>
      <Notice catalog={adminMessages} done={page.done} />
      <StatusLinks
        label={t('filterLabel')}
        links={STAFF_FILTERS.map((filter) => ({
          key: filter,
          label: t(`filter.${filter}`),
          count: '',
          to: filter === 'open' ? '/admin/accessible-versions' : `/admin/accessible-versions?status=${filter}`,
          current: page.filter === filter,
        }))}
      />
      <ListTable
        caption={t(`filter.${page.filter}`)}
        columns={[
          { key: 'request', label: t('colRequest') },
          { key: 'work', label: t('colWork') },
          { key: 'reader', label: t('colReader') },
          { key: 'format', label: t('colFormat') },
          { key: 'due', label: t('colDue') },
          { key: 'status', label: t('colStatus') },
        ]}
        empty={t('empty')}
        rowCount={page.rows.length}
      >
        {page.rows.map((row) => (
          <tr key={row.id} className="border-b border-line last:border-0">
            <th data-label={t('colRequest')} scope="row" className="p-3 font-normal">
              <Link to={`/admin/accessible-versions/${row.id}`} className="font-medium text-brand underline">
                #{row.id}
              </Link>
            </th>
            <td data-label={t('colWork')} className="p-3">
              {row.title}
            </td>
            <td data-label={t('colReader')} className="p-3">
              {row.reader}
            </td>
            <td data-label={t('colFormat')} className="p-3">
              {words(`format.${row.format}`)}
            </td>
            <td data-label={t('colDue')} className="p-3 whitespace-nowrap">
              {formatDate(row.dueOn, locale, { dateStyle: 'medium' })} <UrgencyBadge urgency={row.urgency} />
            </td>
            <td data-label={t('colStatus')} className="p-3">
              {words(`status.${row.status}`)}
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
