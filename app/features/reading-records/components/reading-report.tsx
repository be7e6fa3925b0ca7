/** One book's reading report (admin and author pages): period choice, readers per day, chapters. */
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { useLocale, useT, type KeyOf, type Translator } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { readingMessages } from '../messages.ts';
import { FEWER_THAN_5, PERIODS, type Guarded, type GuardedTotal } from '../guarded.ts';
import type { ReadingReport } from '../report.server.ts';

type T = Translator<KeyOf<typeof readingMessages>>;

export function formatCount(value: GuardedTotal, locale: Locale, t: T): string {
  if (value === FEWER_THAN_5) return t('fewerThan5');
  if (typeof value === 'object') return t('atLeast', { count: formatNumber(value.atLeast, locale) });
  return formatNumber(value, locale);
}

const formatPercent = (value: Guarded, locale: Locale, t: T) =>
  value === FEWER_THAN_5 ? t('fewerThan5') : formatNumber(value, locale, { style: 'percent', maximumFractionDigits: 0 });

function formatDuration(value: Guarded, locale: Locale, t: T): string {
  if (value === FEWER_THAN_5) return t('fewerThan5');
  const total = Math.round(value);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const unit = (n: number, u: 'minute' | 'second') => formatNumber(n, locale, { style: 'unit', unit: u, unitDisplay: 'short' });
  if (minutes === 0) return unit(seconds, 'second');
  return seconds === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}

const cell = 'p-3';
const table = 'w-full text-left';
const caption = 'p-3 text-left text-lg font-semibold';

export function ReadingReportView({ report, basePath }: { report: ReadingReport; basePath: string }) {
  const t = useT(readingMessages);
  const locale = useLocale();
  const days = report.days.length;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted">{t('reportLead')}</p>
      <nav aria-label={t('periodLabel')}>
        <ul className="flex flex-wrap gap-2">
          {PERIODS.map((period) => (
            <li key={period}>
              <Link
                to={`${basePath}?period=${period}`}
                aria-current={period === report.period ? 'page' : undefined}
                className="inline-block min-h-11 rounded-md border border-line px-3 py-2 font-medium text-brand underline aria-[current=page]:bg-brand aria-[current=page]:text-brand-ink aria-[current=page]:no-underline"
              >
                {t(`period.${period}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p className="text-lg">{t('total', { days: formatNumber(days, locale), count: formatCount(report.total, locale, t) })}</p>

      <div className="overflow-x-auto rounded-lg border border-line bg-surface">
        <table className={table}>
          <caption className={caption}>{t('chaptersCaption', { period: t(`period.${report.period}`) })}</caption>
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className={cell}>
                {t('chapter')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('readers')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('reach')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('completion')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('medianTime')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.chapters.length === 0 ? (
              <tr>
                <td colSpan={5} className={cell}>
                  {t('noChapters')}
                </td>
              </tr>
            ) : (
              report.chapters.map((chapter) => (
                <tr key={chapter.position} className="border-b border-line last:border-0">
                  <th scope="row" className={`${cell} font-medium`}>
                    {chapter.title || t('untitledChapter', { number: formatNumber(chapter.position + 1, locale) })}
                  </th>
                  <td className={`${cell} text-right tabular-nums`}>{formatCount(chapter.readers, locale, t)}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatPercent(chapter.reach, locale, t)}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatPercent(chapter.completion, locale, t)}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatDuration(chapter.medianSeconds, locale, t)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p className="max-w-3xl text-sm text-muted">{t('chaptersNote')}</p>

      <div className="overflow-x-auto rounded-lg border border-line bg-surface">
        <table className={table}>
          <caption className={caption}>{t('daysCaption', { days: formatNumber(days, locale) })}</caption>
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className={cell}>
                {t('day')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('readers')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...report.days].reverse().map(({ day, readers }) => (
              <tr key={day} className="border-b border-line last:border-0">
                <th scope="row" className={`${cell} font-normal`}>
                  {formatDate(day, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{formatCount(readers, locale, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
