import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { librariansPage } from '../files.server.ts';
import { librariesMessages } from '../messages.ts';

type Page = Awaited<ReturnType<typeof librariansPage>> & { appUrl: string };

/** /librarians: every file a library loads, with its address and format, and how to harvest, count and trade. */
export function LibrariansPage({ page }: { page: Page }) {
  const t = useT(librariesMessages);
  const locale = useLocale();
  const changes = `/marc/changes.xml?from=${page.monthAgo}&until=${page.today}`;
  const sets = [
    { label: t('allWorks'), name: 'all', updated: page.updated },
    { label: t('openAccess'), name: 'open-access', updated: page.openAccessUpdated },
    ...page.collections.map((c) => ({ label: t('collection', { name: c.name }), name: `collection-${c.slug}`, updated: c.updated })),
  ];
  const marcRows = sets.map((set) => ({ ...set, base: `/marc/${set.name}` }));
  const kbartRows = sets.map((set) => ({ ...set, path: `/kbart/${set.name}.txt` }));
  const date = (day: string | null) => (day ? formatDate(day, locale, { dateStyle: 'medium' }) : '—');
  const address = (path: string) => (
    <a href={path} className="text-brand underline wrap-anywhere">
      {page.appUrl}
      {path}
    </a>
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10">
      <div>
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-lg">{t('lead')}</p>
        {page.updated ? <p className="mt-2 text-muted">{t('updated', { date: formatDate(page.updated, locale, { dateStyle: 'long' }) })}</p> : null}
      </div>
      <section aria-labelledby="marc">
        <h2 id="marc" className="text-2xl font-semibold">
          {t('marcTitle')}
        </h2>
        <p className="mt-2">{t('marcLead')}</p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('marcTitle')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  {t('file')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('format')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('address')}
                </th>
                <th scope="col" className="py-2">
                  {t('date')}
                </th>
              </tr>
            </thead>
            <tbody>
              {marcRows.flatMap((row) => [
                <tr key={`${row.base}.xml`} className="border-b border-line align-top">
                  <th scope="row" rowSpan={2} className="py-2 pr-4 font-medium">
                    {row.label}
                  </th>
                  <td className="py-2 pr-4">{t('marcXml')}</td>
                  <td className="py-2 pr-4">{address(`${row.base}.xml`)}</td>
                  <td rowSpan={2} className="py-2 whitespace-nowrap">
                    {date(row.updated)}
                  </td>
                </tr>,
                <tr key={`${row.base}.mrc`} className="border-b border-line align-top">
                  <td className="py-2 pr-4">{t('marcIso')}</td>
                  <td className="py-2 pr-4">{address(`${row.base}.mrc`)}</td>
                </tr>,
              ])}
              <tr className="align-top">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {t('changes')}
                </th>
                <td className="py-2 pr-4">{t('marcXml')}</td>
                <td className="py-2 pr-4">
                  {address(changes)}
                  <p className="mt-1 text-sm text-muted">{t('changesHint')}</p>
                </td>
                <td className="py-2 whitespace-nowrap">{date(page.today)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-muted">{t('perWork')}</p>
      </section>
      <section aria-labelledby="kbart">
        <h2 id="kbart" className="text-2xl font-semibold">
          {t('kbartTitle')}
        </h2>
        <p className="mt-2">{t('kbartLead')}</p>
        <ul className="mt-4 flex flex-col gap-3">
          {kbartRows.map((row) => (
            <li key={row.path}>
              <span className="font-medium">{row.label}</span> · {t('kbart')} · {date(row.updated)}
              <br />
              {address(row.path)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="harvest">
        <h2 id="harvest" className="text-2xl font-semibold">
          {t('harvestTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>{t('oai', { url: `${page.appUrl}/oai` })}</li>
          <li>{t('sushi', { url: `${page.appUrl}/api/counter/r51/reports` })}</li>
          <li>{t('onix', { url: `${page.appUrl}/onix.xml` })}</li>
        </ul>
      </section>
    </div>
  );
}
