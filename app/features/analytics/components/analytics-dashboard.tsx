import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { AnalyticsPageData, ChartName } from '../dashboard-page.server.ts';
import { analyticsMessages } from '../messages.ts';
import { PRESETS } from '../period.ts';

/** /admin/analytics: the figures of a period against the previous one, each chart beside its table and CSV. */
export function AnalyticsDashboard({ data }: { data: AnalyticsPageData }) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const { current, previous, dashboard: d, charts } = data;
  const n = (value: number) => formatNumber(value, locale);
  const day = (value: string) => formatDate(value, locale, { dateStyle: 'medium' });
  const query = `from=${current.from}&to=${current.to}`;
  const change = (now: number, before: number, show: (v: number) => string = n) => {
    if (!before) return t('noChange');
    const percent = Math.round(((now - before) / before) * 100);
    return t('change', { sign: percent > 0 ? '+' : '', percent: n(percent), previous: show(before) });
  };
  const cards = [
    { label: t('visits'), value: n(d.totals.visits[0]!), note: change(d.totals.visits[0]!, d.totals.visits[1]!) },
    { label: t('views'), value: n(d.totals.views[0]!), note: change(d.totals.views[0]!, d.totals.views[1]!) },
    {
      label: t('salesBRL'),
      value: formatMoney(d.sales.totals.BRL, 'BRL', locale),
      note: change(d.sales.totals.BRL, d.sales.previousTotals.BRL, (v) => formatMoney(v, 'BRL', locale)),
    },
    {
      label: t('salesUSD'),
      value: formatMoney(d.sales.totals.USD, 'USD', locale),
      note: change(d.sales.totals.USD, d.sales.previousTotals.USD, (v) => formatMoney(v, 'USD', locale)),
    },
    { label: t('opens'), value: n(d.totals.opens[0]!), note: change(d.totals.opens[0]!, d.totals.opens[1]!) },
    { label: t('completions'), value: n(d.totals.completions[0]!), note: change(d.totals.completions[0]!, d.totals.completions[1]!) },
  ];
  const ranked = (dimension: keyof AnalyticsPageData['ranked']) => data.ranked[dimension].map((row) => [row.label, n(row.views), n(row.visitors)]);
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t('lead')}</p>
      </div>
      <section aria-labelledby="period-heading" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
        <h2 id="period-heading" className="text-lg font-semibold">
          {t('period')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <li key={preset}>
              <Link
                to={`/admin/analytics?days=${preset}`}
                aria-current={data.preset === preset ? 'page' : undefined}
                className={buttonClass(data.preset === preset ? 'primary' : 'secondary')}
              >
                {t(`preset.${preset}`)}
              </Link>
            </li>
          ))}
        </ul>
        <Form method="get" noValidate className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 font-medium">
            {t('from')}
            <input
              type="date"
              name="from"
              defaultValue={current.from}
              required
              className="min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink"
            />
          </label>
          <label className="flex flex-col gap-1 font-medium">
            {t('to')}
            <input type="date" name="to" defaultValue={current.to} required className="min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink" />
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            {t('show')}
          </button>
        </Form>
        {data.invalidPeriod ? (
          <p role="alert" className="font-medium text-danger">
            {t('periodInvalid')}
          </p>
        ) : null}
        <p role="status">{t('showing', { from: day(current.from), to: day(current.to), previousFrom: day(previous.from), previousTo: day(previous.to) })}</p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.label} className="rounded-lg border border-line bg-surface p-4">
            <p className="text-sm text-muted">{card.label}</p>
            <p className="mt-1 text-2xl font-semibold">{card.value}</p>
            <p className="mt-1 text-sm text-muted">{card.note}</p>
          </li>
        ))}
      </ul>
      <Chart
        name="traffic"
        title={t('trafficTitle')}
        svg={charts.traffic}
        query={query}
        empty={d.totals.views[0] ? null : t('noVisits')}
        head={[t('day'), t('visits'), t('views')]}
        rows={d.traffic.days.map((x) => [day(x.day), n(x.visitors), n(x.views)])}
      />
      <div className="grid gap-8 xl:grid-cols-2">
        <Chart name="page" title={t('pagesTitle')} svg={charts.page} query={query} head={[t('page'), t('views'), t('visits')]} rows={ranked('page')} />
        <Chart
          name="referrer"
          title={t('referrerTitle')}
          svg={charts.referrer}
          query={query}
          empty={data.ranked.referrer.length ? null : t('noReferrers')}
          head={[t('referrer'), t('views'), t('visits')]}
          rows={ranked('referrer')}
        />
        <Chart
          name="language"
          title={t('languageTitle')}
          svg={charts.language}
          query={query}
          head={[t('language'), t('views'), t('visits')]}
          rows={ranked('language')}
        />
        <Chart name="device" title={t('deviceTitle')} svg={charts.device} query={query} head={[t('device'), t('views'), t('visits')]} rows={ranked('device')} />
      </div>
      <Chart
        name="sales"
        title={t('salesTitle')}
        svg={charts.sales}
        query={query}
        empty={d.sales.rows.length ? null : t('noSales')}
        head={[t('day'), t('format'), t('currency'), t('items'), t('amount')]}
        rows={d.sales.rows.map((x) => [day(x.day), t(`kind.${x.kind}`), x.currency, n(x.items), formatMoney(x.cents, x.currency, locale)])}
      />
      <div className="grid gap-8 xl:grid-cols-2">
        <Chart
          name="reading"
          title={t('readingTitle')}
          svg={charts.reading}
          query={query}
          empty={d.totals.opens[0] ? null : t('noReading')}
          head={[t('day'), t('opens')]}
          rows={d.reading.days.map((x) => [day(x.day), n(x.value)])}
        />
        <Chart
          name="books"
          title={t('booksTitle')}
          svg={charts.books}
          query={query}
          empty={d.reading.books.length ? null : t('noReading')}
          head={[t('book'), t('readers')]}
          rows={d.reading.books.map((x) => [x.label, n(x.value)])}
        />
      </div>
      <Chart
        name="completions"
        title={t('completionsTitle')}
        svg={charts.completions}
        query={query}
        empty={d.totals.completions[0] ? null : t('noCompletions')}
        head={[t('day'), t('completions')]}
        rows={d.completions.map((x) => [day(x.day), n(x.value)])}
      />
    </div>
  );
}

/** A chart (server-drawn SVG), its figures in a table the reader may open, and the same figures as CSV. */
function Chart({
  name,
  title,
  svg,
  query,
  head,
  rows,
  empty = null,
}: {
  name: ChartName;
  title: string;
  svg: string;
  query: string;
  head: string[];
  rows: ReactNode[][];
  empty?: string | null;
}) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {empty || rows.length === 0 ? <p className="text-muted">{empty ?? t('noVisits')}</p> : null}
      {/* A list with nothing in it is said in words alone; a period's days are drawn even when all are zero. */}
      {rows.length ? (
        <>
          {/* Markup the server drew from numbers alone (charts.server.ts escapes every text). */}
          <div className="text-ink" dangerouslySetInnerHTML={{ __html: svg }} />
          {/* Short lists are open; a period's days are a click away. */}
          <details open={rows.length <= 10}>
            <summary className="min-h-11 cursor-pointer py-2 font-medium">{t('figures')}</summary>
            {/* A long table scrolls: it takes focus so the keyboard can scroll it (axe's scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div role="region" aria-label={title} tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded-md border border-line">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}</caption>
                <thead className="border-b border-line">
                  <tr>
                    {head.map((cell) => (
                      <th key={cell} scope="col" className="p-2">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={i} className="border-b border-line last:border-0">
                      {row.map((cell, j) =>
                        j === 0 ? (
                          <th key={j} scope="row" className="p-2 font-normal break-all">
                            {cell}
                          </th>
                        ) : (
                          <td key={j} className="p-2 tabular-nums">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : null}
      <a href={`${localizePath(`/admin/analytics/export/${name}`, locale)}?${query}`} download className="self-start font-medium text-brand underline">
        {t('csv')}
      </a>
    </section>
  );
}
