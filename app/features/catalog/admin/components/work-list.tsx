/** The list of works: search by title or ISBN, filters, pages with real links. */
import { useSearchParams } from 'react-router';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { PublicationType } from '#app/lib/db/schema.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { ChoiceField, FilterForm, SearchField, ListTable } from '#app/ui/admin/list-kit.tsx';
import { WORK_TYPES } from '../choices.ts';
import { adminCatalogMessages } from '../messages.ts';
import { collectionsMessages } from '../collections-messages.ts';

export interface WorkListProps {
  filters: { q: string; type: string; status: string; page: number };
  total: number;
  pages: number;
  works: {
    id: number;
    type: PublicationType;
    slug: string;
    status: 'draft' | 'published';
    title: string;
    publishedOn: string | null;
    updatedAt: string;
    formats: number;
  }[];
}

export function WorkList({ filters, total, pages, works }: WorkListProps) {
  const t = useT(adminCatalogMessages);
  const c = useT(collectionsMessages);
  const locale = useLocale();
  const [params] = useSearchParams();
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    next.delete('done');
    return `/admin/catalog?${next}`;
  };
  const filtered = Boolean(filters.q || filters.type || filters.status);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold">{t('catalog')}</h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/catalog/events" className={buttonClass('secondary')}>
            {t('events')}
          </Link>
          <Link to="/admin/catalog/collections" className={buttonClass('secondary')}>
            {c('collections')}
          </Link>
          {/* The trade feed (ONIX for Books 3.0) as a file: a plain link, not a client navigation. */}
          <a href="/onix.xml?download" download className={buttonClass('secondary')}>
            {t('downloadOnix')}
          </a>
          <Link to="/admin/catalog/import" className={buttonClass('secondary')}>
            {t('importOnix')}
          </Link>
          <Link to="/admin/catalog/new" className={buttonClass('primary')}>
            {t('newWork')}
          </Link>
        </div>
      </div>
      <p className="mt-1 text-muted">{t('catalogLead')}</p>
      <FilterForm label={t('searchWorks')} submitLabel={t('filter')} clear={filtered ? { to: '/admin/catalog', label: t('clearFilters') } : null}>
        <SearchField label={t('searchWorks')} value={filters.q} />
        <ChoiceField
          label={t('type')}
          name="type"
          value={filters.type}
          any={t('anyType')}
          options={WORK_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
        <ChoiceField
          label={t('status')}
          name="status"
          value={filters.status}
          any={t('anyStatus')}
          options={[
            { value: 'published', label: t('status.published') },
            { value: 'draft', label: t('status.draft') },
          ]}
        />
      </FilterForm>
      <p className="mt-4 text-muted" role="status">
        {t('worksCount', { count: formatNumber(total, locale) })}
      </p>
      <ListTable
        caption={t('catalog')}
        columns={[
          { key: 'title', label: t('title') },
          { key: 'type', label: t('type') },
          { key: 'status', label: t('status') },
          { key: 'publishedOn', label: t('publishedOn') },
          { key: 'formats', label: t('formats') },
          { key: 'updated', label: t('updated') },
        ]}
        empty={filtered ? t('noWorksMatch') : t('noWorksYet')}
        rowCount={works.length}
      >
        {works.map((work) => (
          <tr key={work.id} className="border-b border-line last:border-0">
            <td data-label={t('title')} className="p-3">
              <Link to={`/admin/catalog/${work.id}`} className="font-medium text-brand underline">
                {work.title || t('untitled')}
              </Link>
              <span className="block text-sm text-muted">{work.slug}</span>
            </td>
            <td data-label={t('type')} className="p-3">
              {t(`type.${work.type}`)}
            </td>
            <td data-label={t('status')} className="p-3">
              <span className={work.status === 'published' ? 'font-medium text-success' : 'text-muted'}>{t(`status.${work.status}`)}</span>
            </td>
            <td data-label={t('publishedOn')} className="p-3">
              {work.publishedOn ? formatDate(work.publishedOn, locale, { dateStyle: 'medium' }) : '—'}
            </td>
            <td data-label={t('formats')} className="p-3">
              {work.type === 'journal' ? '—' : formatNumber(work.formats, locale)}
            </td>
            <td data-label={t('updated')} className="p-3">
              {formatDate(work.updatedAt, locale, { dateStyle: 'medium' })}
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager
        page={filters.page}
        hasNext={filters.page < pages}
        href={pageLink}
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
