import { Form, useSearchParams } from 'react-router';
import type { Route } from './+types/users';
import { adminMessages, COUNT_CAP } from '#app/features/admin/api.ts';
import { listUsers, parseFilters } from '#app/features/admin/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { ROLES } from '#app/lib/auth/roles.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { Pager } from '#app/ui/pager.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const filters = parseFilters(new URL(request.url).searchParams);
  const t = translator(adminMessages, requestLocale(request));
  return { title: t('users'), filters, ...(await listUsers(db(), filters)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

const select = 'min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink';

export default function UsersPage({ loaderData }: Route.ComponentProps) {
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
      <h1 className="font-serif text-3xl font-semibold">{t('users')}</h1>
      <Form noValidate method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('search')}</span>
          <input type="search" name="q" defaultValue={filters.q} maxLength={100} className={`${select} w-72`} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('role')}</span>
          <select name="role" defaultValue={filters.role} className={select}>
            <option value="">{t('any')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('status')}</span>
          <select name="status" defaultValue={filters.status} className={select}>
            <option value="">{t('any')}</option>
            <option value="active">{t('active')}</option>
            <option value="disabled">{t('disabled')}</option>
            <option value="unverified">{t('unverified')}</option>
          </select>
        </label>
        <Button type="submit">{t('filter')}</Button>
      </Form>
      <p className="mt-4 text-muted" role="status">
        {total === null ? t('resultsMany', { count: COUNT_CAP }) : t('results', { count: total })}
      </p>
      {users.length === 0 ? (
        <p className="mt-6 rounded-md border border-line bg-surface p-6">{t('noUsers')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="stacked-table w-full text-left">
            <thead className="border-b border-line">
              <tr>
                <th scope="col" className="p-3">{t('name')}</th>
                <th scope="col" className="p-3">{t('email')}</th>
                <th scope="col" className="p-3">{t('roles')}</th>
                <th scope="col" className="p-3">{t('status')}</th>
                <th scope="col" className="p-3">{t('created')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} className="border-b border-line last:border-0">
                  <td data-label={t('name')} className="p-3">
                    <Link to={`/admin/users/${user.id}`} className="font-medium text-brand underline">
                      {user.name} {user.lastName}
                    </Link>
                  </td>
                  <td data-label={t('email')} className="p-3 wrap-anywhere">{user.email}</td>
                  <td data-label={t('roles')} className="p-3">{user.roles.map((role) => t(`role.${role}`)).join(', ')}</td>
                  <td data-label={t('status')} className="p-3">{user.banned ? t('disabled') : user.emailVerified ? t('active') : t('unverified')}</td>
                  <td data-label={t('created')} className="p-3">{formatDate(user.createdAt, locale, { dateStyle: 'medium' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={filters.page}
        hasNext={hasNext}
        href={pageLink}
        labels={{
          navigation: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          position: pages === null ? t('pageOnly', { page: formatNumber(filters.page, locale) }) : t('page', { page: formatNumber(filters.page, locale), pages: formatNumber(pages, locale) }),
        }}
      />
    </div>
  );
}
