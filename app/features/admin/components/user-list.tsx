import { useSearchParams } from 'react-router';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { ROLES } from '#app/lib/auth/roles.ts';
import { ChoiceField, FilterForm, SearchField, ListTable } from '#app/ui/admin/list-kit.tsx';
import { Link } from '#app/ui/link.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { adminMessages } from '../messages.ts';
import type { listUsers, UserFilters } from '../users.server.ts';
import { COUNT_CAP } from '../user-list-limits.ts';

export type UserListData = { filters: UserFilters } & Awaited<ReturnType<typeof listUsers>>;

/** The people with an account: search by name or e-mail, filter by role and state, pages with real links. */
export function UserList({ loaderData }: { loaderData: UserListData }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const [params] = useSearchParams();
  const { filters, users, total, pages, hasNext } = loaderData;
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `/admin/users?${next}`;
  };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold">{t('users')}</h1>
        <Link to="/admin/users/enrol" className="font-medium text-brand underline">
          {t('enrolList')}
        </Link>
      </div>
      <FilterForm label={t('users')} submitLabel={t('filter')} clear={null}>
        <SearchField label={t('search')} value={filters.q} />
        <ChoiceField
          label={t('role')}
          name="role"
          value={filters.role}
          any={t('any')}
          options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        />
        <ChoiceField
          label={t('status')}
          name="status"
          value={filters.status}
          any={t('any')}
          options={(['active', 'disabled', 'unverified'] as const).map((status) => ({ value: status, label: t(status) }))}
        />
      </FilterForm>
      <p className="mt-4 text-muted" role="status">
        {total === null ? t('resultsMany', { count: COUNT_CAP }) : t('results', { count: total })}
      </p>
      <ListTable
        caption={t('users')}
        columns={[
          { key: 'name', label: t('name') },
          { key: 'email', label: t('email') },
          { key: 'roles', label: t('roles') },
          { key: 'status', label: t('status') },
          { key: 'created', label: t('created') },
        ]}
        empty={t('noUsers')}
        rowCount={users.length}
      >
        {users.map((user) => (
          <tr key={user.id} className="border-b border-line last:border-0">
            <td data-label={t('name')} className="p-3">
              <Link to={`/admin/users/${user.id}`} className="font-medium text-brand underline">
                {user.name} {user.lastName}
              </Link>
            </td>
            <td data-label={t('email')} className="p-3 wrap-anywhere">
              {user.email}
            </td>
            <td data-label={t('roles')} className="p-3">
              {user.roles.map((role) => t(`role.${role}`)).join(', ')}
            </td>
            <td data-label={t('status')} className="p-3">
              {user.banned ? t('disabled') : user.emailVerified ? t('active') : t('unverified')}
            </td>
            <td data-label={t('created')} className="p-3">
              {formatDate(user.createdAt, locale, { dateStyle: 'medium' })}
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager
        page={filters.page}
        hasNext={hasNext}
        href={pageLink}
        labels={{
          navigation: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          position:
            pages === null
              ? t('pageOnly', { page: formatNumber(filters.page, locale) })
              : t('page', { page: formatNumber(filters.page, locale), pages: formatNumber(pages, locale) }),
        }}
      />
    </div>
  );
}
