/** The editors' figures (/editorial/figures): per journal or call, the last twelve months, then a chart and a table by quarter. */
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { ScopeFigures } from '../desk-figures.server.ts';
import { deskMessages, type DeskKey } from '../desk-messages.ts';
import type { JournalFigures } from '../journal-figures.ts';

export function DeskFiguresPage({ scopes }: { scopes: ScopeFigures[] }) {
  const t = useT(deskMessages);
  const locale = useLocale();
  const days = (n: number | null) => (n === null ? t('figuresNone') : t('figuresDays', { count: n }));
  const rate = (f: JournalFigures) => (f.acceptanceRate === null ? t('figuresNone') : formatNumber(f.acceptanceRate, locale, { style: 'percent' }));
  const cells = (f: JournalFigures): [DeskKey, string][] => [
    ['figuresReceived', formatNumber(f.received, locale)],
    ['figuresDecided', formatNumber(f.decided, locale)],
    ['figuresAcceptance', rate(f)],
    ['figuresFirstDecision', days(f.medianDaysToFirstDecision)],
    ['figuresPublication', days(f.medianDaysToPublication)],
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/editorial" className="inline-flex min-h-11 items-center text-brand underline">
        {t('backToDesk')}
      </Link>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{t('figuresTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('figuresLead')}</p>
      {scopes.map((scope, index) => (
        <section key={scope.key} aria-labelledby={`figures-${index}`} className="mt-10 grid gap-4">
          <h2 id={`figures-${index}`} className="text-2xl font-semibold">
            {scope.title}
          </h2>
          <h3 className="text-lg font-semibold">{t('figuresYear')}</h3>
          <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {cells(scope.year).map(([label, value]) => (
              <div key={label} className="rounded-md border border-line bg-surface p-3">
                <dt className="text-sm">{t(label)}</dt>
                <dd className="mt-1 text-xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="text-lg font-semibold">{t('figuresByQuarter')}</h3>
          {/* Markup the server drew from numbers alone (analytics' charts.server.ts escapes every text). */}
          <div className="max-w-xl text-ink" dangerouslySetInnerHTML={{ __html: scope.chart }} />
          {/* A wide table scrolls on a phone: it takes focus so the keyboard can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div role="region" aria-label={`${t('figuresByQuarter')}: ${scope.title}`} tabIndex={0} className="overflow-x-auto rounded-md border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{`${t('figuresByQuarter')}: ${scope.title}`}</caption>
              <thead className="border-b border-line">
                <tr>
                  <th scope="col" className="p-2">
                    {t('figuresQuarter')}
                  </th>
                  {cells(scope.year).map(([label]) => (
                    <th key={label} scope="col" className="p-2">
                      {t(label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {scope.quarters.map((q) => (
                  <tr key={q.label} className="border-b border-line last:border-0">
                    <th scope="row" className="p-2 font-normal whitespace-nowrap">
                      {q.label}
                    </th>
                    {cells(q.figures).map(([label, value]) => (
                      <td key={label} className="p-2 tabular-nums">
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
