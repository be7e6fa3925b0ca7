/** The staff's book collections: the list, and one collection's page (its works and calls; the route hands in its editorial team). */
import type { ReactNode } from 'react';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { Link } from '#app/ui/link.tsx';
import type { CollectionForAdmin, CollectionListItem } from '../collections.server.ts';
import { collectionsMessages } from '../collections-messages.ts';
import { adminCatalogMessages } from '../messages.ts';

const cell = 'px-3 py-2 text-left align-top';

export function AdminCollectionsPage({ collections }: { collections: CollectionListItem[] }) {
  const t = useT(collectionsMessages);
  const c = useT(adminCatalogMessages);
  return (
    <div>
      <PageHeader back={{ to: '/admin/catalog', label: c('backToCatalog') }} title={t('collections')}>
        <p>{t('collectionsLead')}</p>
      </PageHeader>
      {collections.length === 0 ? (
        <p className="text-muted">{t('noCollections')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('collectionsTable')}</caption>
            <thead className="border-b border-line">
              <tr>
                <th scope="col" className={cell}>
                  {t('name')}
                </th>
                <th scope="col" className={cell}>
                  {t('slug')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('works')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {collections.map((collection) => (
                <tr key={collection.id}>
                  <td className={cell}>
                    <Link to={`/admin/catalog/collections/${collection.id}`} className="font-medium text-brand underline">
                      {collection.name}
                    </Link>
                  </td>
                  <td className={`${cell} wrap-anywhere`}>{collection.slug}</td>
                  <td className={`${cell} text-right tabular-nums`}>{collection.works}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** One collection: its works, its open calls, and what the route adds below (its editorial team). */
export function AdminCollectionPage({
  collection,
  calls,
  children,
}: {
  collection: CollectionForAdmin;
  calls: { id: number; title: string }[];
  children?: ReactNode;
}) {
  const t = useT(collectionsMessages);
  const c = useT(adminCatalogMessages);
  const locale = useLocale();
  return (
    <div>
      <PageHeader back={{ to: '/admin/catalog/collections', label: t('backToCollections') }} title={t('collectionTitle', { name: collection.name })}>
        <p>{t('collectionLead', { slug: collection.slug })}</p>
      </PageHeader>
      {/* One column that never grows past the screen: a wide table scrolls inside its box. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <section aria-labelledby="collection-works-title" className="rounded-lg border border-line bg-surface p-5">
          <h2 id="collection-works-title" className="text-xl font-semibold">
            {t('worksTitle')}
          </h2>
          {collection.works.length === 0 ? (
            <p className="mt-3 text-muted">{t('noWorks')}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('worksTable')}</caption>
                <thead className="border-b border-line">
                  <tr>
                    <th scope="col" className={cell}>
                      {t('title')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('type')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('status')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('publishedOn')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {collection.works.map((work) => (
                    <tr key={work.id}>
                      <td className={cell}>
                        <Link to={`/admin/catalog/${work.id}`} className="font-medium text-brand underline">
                          {work.title}
                        </Link>
                      </td>
                      <td className={cell}>{c(`type.${work.type}`)}</td>
                      <td className={cell}>{c(`status.${work.status}`)}</td>
                      <td className={`${cell} whitespace-nowrap`}>{work.publishedOn ? formatDate(work.publishedOn, locale) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section aria-labelledby="collection-calls-title" className="rounded-lg border border-line bg-surface p-5">
          <h2 id="collection-calls-title" className="text-xl font-semibold">
            {t('callsTitle')}
          </h2>
          <p className="mt-1 text-muted">{t('callsLead')}</p>
          {calls.length === 0 ? (
            <p className="mt-3 text-muted">{t('noCalls')}</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {calls.map((call) => (
                <li key={call.id}>
                  <Link to={`/admin/open-calls/${call.id}`} className="text-brand underline">
                    {call.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        {children}
      </div>
    </div>
  );
}
