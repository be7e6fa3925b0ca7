/**
 * The dashboard page's data: the period, the figures, and each chart drawn as SVG here (so the
 * page's JavaScript carries none of it); and each chart's figures as CSV.
 */
import { formatDate, formatMoney, formatNumber } from '#app/i18n/format.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import { csvLine, centsToDecimal, UTF8_BOM } from '#app/lib/csv.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { barChart, lineChart } from './charts.server.ts';
import { analyticsDashboard, type AnalyticsDashboard, type Dimension, type Ranked } from './dashboard.server.ts';
import { daysOf, parsePeriod, type Period } from './period.ts';
import { analyticsMessages } from './messages.ts';

export const CHARTS = ['traffic', 'page', 'referrer', 'language', 'device', 'sales', 'reading', 'books', 'completions'] as const;
export type ChartName = (typeof CHARTS)[number];
const KINDS = ['print', 'ebook', 'course'] as const;

const DIMENSIONS = ['page', 'referrer', 'language', 'device'] as const satisfies readonly Dimension[];

/** The ranked lists with their values named in the staff's language (a device, "not given" for no language). */
function labelled(d: AnalyticsDashboard, locale: Locale): Record<Dimension, Ranked[]> {
  const t = translator(analyticsMessages, locale);
  const name = (dimension: Dimension, value: string) =>
    dimension === 'device' && (value === 'phone' || value === 'tablet' || value === 'desktop')
      ? t(`device.${value}`)
      : dimension === 'language' && !value
        ? t('unknownLanguage')
        : value;
  return Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, d.ranked[dimension].map((item) => ({ ...item, label: name(dimension, item.label) }))]),
  ) as Record<Dimension, Ranked[]>;
}

function charts(d: AnalyticsDashboard, ranks: Record<Dimension, Ranked[]>, current: Period, locale: Locale) {
  const t = translator(analyticsMessages, locale);
  const short = (day: string) => formatDate(day, locale, { day: 'numeric', month: 'short' });
  const range = { from: formatDate(current.from, locale, { dateStyle: 'medium' }), to: formatDate(current.to, locale, { dateStyle: 'medium' }) };
  const n = (value: number) => formatNumber(value, locale);
  const labels = daysOf(current).map(short);
  const ranked = (dimension: Dimension, title: string) => {
    const items = ranks[dimension].map((item) => ({ label: item.label, value: item.views }));
    const description = items.length
      ? t('rankedDesc', { title, ...range, first: items[0]!.label, count: n(items[0]!.value) })
      : t('rankedEmpty', { title, ...range });
    return barChart({ id: `chart-${dimension}`, title, description, items, format: n });
  };
  const perKind = (kind: (typeof KINDS)[number]) =>
    daysOf(current).map((day) => d.sales.rows.filter((r) => r.day === day && r.kind === kind).reduce((a, r) => a + r.items, 0));
  return {
    traffic: lineChart({
      id: 'chart-traffic',
      title: t('trafficTitle'),
      description: t('trafficDesc', {
        ...range,
        visits: n(d.totals.visits[0]!),
        views: n(d.totals.views[0]!),
        previousVisits: n(d.totals.visits[1]!),
        peak: n(Math.max(0, ...d.traffic.days.map((x) => x.views))),
      }),
      labels,
      series: [
        { name: t('views'), values: d.traffic.days.map((x) => x.views) },
        { name: t('visits'), values: d.traffic.days.map((x) => x.visitors) },
        { name: t('previousVisits'), values: d.traffic.previous.map((x) => x.visitors), previous: true },
      ],
      format: n,
    }),
    page: ranked('page', t('pagesTitle')),
    referrer: ranked('referrer', t('referrerTitle')),
    language: ranked('language', t('languageTitle')),
    device: ranked('device', t('deviceTitle')),
    sales: lineChart({
      id: 'chart-sales',
      title: t('salesTitle'),
      description: t('salesDesc', { ...range, brl: formatMoney(d.sales.totals.BRL, 'BRL', locale), usd: formatMoney(d.sales.totals.USD, 'USD', locale) }),
      labels,
      series: KINDS.filter((kind) => d.sales.rows.some((r) => r.kind === kind)).map((kind) => ({ name: t(`kind.${kind}`), values: perKind(kind) })),
      format: n,
    }),
    reading: lineChart({
      id: 'chart-reading',
      title: t('readingTitle'),
      description: t('readingDesc', { ...range, opens: n(d.totals.opens[0]!) }),
      labels,
      series: [{ name: t('opens'), values: d.reading.days.map((x) => x.value) }],
      format: n,
    }),
    books: barChart({
      id: 'chart-books',
      title: t('booksTitle'),
      description: d.reading.books.length
        ? t('rankedDesc', { title: t('booksTitle'), ...range, first: d.reading.books[0]!.label, count: n(d.reading.books[0]!.value) })
        : t('rankedEmpty', { title: t('booksTitle'), ...range }),
      items: d.reading.books,
      format: n,
    }),
    completions: lineChart({
      id: 'chart-completions',
      title: t('completionsTitle'),
      description: t('completionsDesc', { ...range, count: n(d.totals.completions[0]!) }),
      labels,
      series: [{ name: t('completions'), values: d.completions.map((x) => x.value) }],
      format: n,
    }),
  } satisfies Record<ChartName, string>;
}

export async function analyticsPage(db: Db, url: URL, locale: Locale) {
  const { current, previous, preset, invalid } = parsePeriod(url.searchParams);
  const dashboard = await analyticsDashboard(db, current, previous, locale);
  const t = translator(analyticsMessages, locale);
  const ranked = labelled(dashboard, locale);
  return {
    title: t('title'),
    current,
    previous,
    preset: invalid ? null : preset,
    invalidPeriod: invalid,
    dashboard,
    ranked,
    charts: charts(dashboard, ranked, current, locale),
  };
}

export type AnalyticsPageData = Awaited<ReturnType<typeof analyticsPage>>;

/** One chart's figures as CSV (UTF-8 with its mark, for spreadsheets), in the staff's language. */
export async function analyticsCsv(db: Db, url: URL, chart: string, locale: Locale): Promise<Response | null> {
  if (!CHARTS.includes(chart as ChartName)) return null;
  const { current, previous } = parsePeriod(url.searchParams);
  const d = await analyticsDashboard(db, current, previous, locale);
  const t = translator(analyticsMessages, locale);
  const lines: (string | number)[][] = [];
  switch (chart as ChartName) {
    case 'traffic':
      lines.push([t('day'), t('visits'), t('views')], ...d.traffic.days.map((x) => [x.day, x.visitors, x.views]));
      break;
    case 'page':
    case 'referrer':
    case 'language':
    case 'device': {
      const dimension = chart as Dimension;
      lines.push([t(dimension), t('views'), t('visits')], ...labelled(d, locale)[dimension].map((x) => [x.label, x.views, x.visitors]));
      break;
    }
    case 'sales':
      lines.push(
        [t('day'), t('format'), t('currency'), t('items'), t('amount')],
        ...d.sales.rows.map((x) => [x.day, t(`kind.${x.kind}`), x.currency, x.items, centsToDecimal(x.cents)]),
      );
      break;
    case 'reading':
      lines.push([t('day'), t('opens')], ...d.reading.days.map((x) => [x.day, x.value]));
      break;
    case 'books':
      lines.push([t('book'), t('readers')], ...d.reading.books.map((x) => [x.label, x.value]));
      break;
    case 'completions':
      lines.push([t('day'), t('completions')], ...d.completions.map((x) => [x.day, x.value]));
      break;
  }
  const body = UTF8_BOM + lines.map(csvLine).join('');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(`analytics-${chart}-${current.from}-${current.to}.csv`),
      'Cache-Control': 'private, no-store',
    },
  });
}
