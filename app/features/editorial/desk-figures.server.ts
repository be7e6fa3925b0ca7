/**
 * The editors' figures (issue 51 item 8): for each journal and open call on the person's desk, the
 * same figures as a journal's about page for the last twelve months, then quarter by quarter, with
 * a chart drawn on the server like the analytics dashboard's. A page of its own, so the desk stays
 * fast; computed from the record by journal-figures.ts's rules.
 */
import { barChart } from '#app/features/analytics/api.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { titledScopes } from './desk.server.ts';
import { deskMessages } from './desk-messages.ts';
import { journalFigures, lastQuarters, lastTwelveMonths, type JournalFigures } from './journal-figures.ts';
import { figureRows } from './journal-figures.server.ts';
import { deskScopes } from './roles.server.ts';
import type { EditorialActor } from './scoped-roles.ts';

export interface ScopeFigures {
  key: string;
  title: string;
  year: JournalFigures;
  quarters: { label: string; figures: JournalFigures }[];
  /** The submissions received each quarter, as SVG markup (numbers only: nothing typed by anyone). */
  chart: string;
}

export async function deskFiguresPage(db: Db, actor: EditorialActor | null, locale: Locale, now = new Date()): Promise<ScopeFigures[]> {
  if (!actor) throw notFound();
  const scopes = await titledScopes(db, await deskScopes(db, actor), locale);
  if (!scopes.length) throw notFound();
  const t = translator(deskMessages, locale);
  const year = lastTwelveMonths(now);
  const quarters = lastQuarters(now, 4);
  const since = new Date(Math.min(year.from.getTime(), quarters[0]!.from.getTime()));
  return Promise.all(
    scopes.map(async (scope) => {
      const rows = await figureRows(db, scope, since);
      const byQuarter = quarters.map((q) => ({ label: q.label, figures: journalFigures(rows, q.from, q.to) }));
      return {
        key: scope.key,
        title: scope.title,
        year: journalFigures(rows, year.from, year.to),
        quarters: byQuarter,
        chart: barChart({
          id: `figures-${scope.key.replace(/[^a-z0-9-]/gi, '-')}`,
          title: t('figuresChartTitle', { scope: scope.title }),
          description: t('figuresChartDescription'),
          items: byQuarter.map((q) => ({ label: q.label, value: q.figures.received })),
        }),
      };
    }),
  );
}
