/** /editorial: the queues of each journal or call with their counts, the search and filters, the list (a card per submission, phone and desk) and the CSV. */
import { Form } from 'react-router';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { SelectField, TextField } from '#app/ui/field.tsx';
import { Link } from '#app/ui/link.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { DeskPage, DeskRow } from '../desk.server.ts';
import { DESK_LISTS, deskSearch, DESK_SEARCH_MAX, FEE_LIST, scopeKey } from '../desk-filters.ts';
import { deskMessages } from '../desk-messages.ts';
import { editorialMessages } from '../messages.ts';
import { QUEUES } from '../workflow.ts';

function Row({ row }: { row: DeskRow }) {
  const t = useT(deskMessages);
  const e = useT(editorialMessages);
  const warn = row.queue === 'reviews-overdue' || row.promiseBroken;
  return (
    <li className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:gap-4">
      <div className="min-w-0">
        <Link to={`/editorial/${row.number}`} className="font-medium break-words text-brand underline">
          {row.number} · {row.title || t('untitled')}
        </Link>
        <p className="text-sm break-words text-muted">
          {row.firstAuthor ? `${row.firstAuthor} · ` : ''}
          {row.scopeTitle}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="font-medium">{t('col.submitted')}:</dt>
            <dd>{row.daysSinceSubmission ?? '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium">{t('col.assigned')}:</dt>
            <dd>{row.daysSinceAssignment === null ? t('noAssignment') : t('againstPromise', { days: row.daysSinceAssignment, promise: row.promiseDays })}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium">{t('col.reviews')}:</dt>
            <dd>{t('reviewersCount', { active: row.activeReviews, needed: row.reviewersPerRound })}</dd>
          </div>
        </dl>
        {warn ? (
          <p className="mt-1 text-sm font-semibold text-danger">
            {row.overdueReviews > 0 ? t('overdueReviews', { count: row.overdueReviews }) : null}
            {row.overdueReviews > 0 && row.promiseBroken ? ' · ' : null}
            {row.promiseBroken ? t('promiseBroken') : null}
          </p>
        ) : null}
      </div>
      <span className="self-start rounded bg-brand-soft px-2 py-0.5 text-sm font-medium">
        <span className="sr-only">{`${t('col.queue')}: `}</span>
        {e(`queue.${row.queue}`)}
      </span>
    </li>
  );
}

export function DeskPageView({ desk }: { desk: DeskPage }) {
  const t = useT(deskMessages);
  const e = useT(editorialMessages);
  const locale = useLocale();
  const { filters } = desk;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('lead')}</p>
      <p className="mt-2">
        <Link to="/editorial/figures" className="inline-flex min-h-11 items-center text-brand underline">
          {t('figuresLink')}
        </Link>
      </p>

      <section aria-labelledby="desk-scopes" className="mt-8">
        <h2 id="desk-scopes" className="text-2xl font-semibold">
          {t('scopes')}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {desk.scopes.map((scope) => (
            <nav key={scope.key} aria-label={t('queues', { scope: scope.title })} className="rounded-lg border border-line bg-surface p-4">
              <h3 className="font-semibold break-words">
                <Link to={`/editorial${deskSearch({ scope })}`} className="text-brand underline">
                  {scope.title}
                </Link>
              </h3>
              <ul className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
                {QUEUES.map((queue) => (
                  <li key={queue}>
                    <Link
                      to={`/editorial${deskSearch({ scope, queue, q: filters.q })}`}
                      className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded px-2 text-ink hover:bg-brand-soft"
                      aria-current={filters.queue === queue && filters.scope && scopeKey(filters.scope) === scope.key ? 'page' : undefined}
                    >
                      <span className={queue === 'reviews-overdue' && scope.counts[queue] > 0 ? 'font-semibold text-danger' : ''}>{e(`queue.${queue}`)}</span>
                      <span className="font-semibold tabular-nums">{formatNumber(scope.counts[queue], locale)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {/* A journal's unpaid submissions (a book proposal has no fee). */}
              {scope.kind === 'journal' ? (
                <div className="mt-3 border-t border-line pt-2">
                  <Link
                    to={`/editorial${deskSearch({ scope, queue: FEE_LIST, q: filters.q })}`}
                    className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded px-2 text-ink hover:bg-brand-soft"
                    aria-current={filters.queue === FEE_LIST && filters.scope && scopeKey(filters.scope) === scope.key ? 'page' : undefined}
                    aria-describedby={`fee-hint-${scope.kind}-${scope.id}`}
                  >
                    <span>
                      {e(`queue.${FEE_LIST}`)} <span className="text-sm text-muted">({t('feeApart')})</span>
                    </span>
                    <span className="font-semibold tabular-nums">{formatNumber(scope.awaitingFee, locale)}</span>
                  </Link>
                  <p id={`fee-hint-${scope.kind}-${scope.id}`} className="px-2 text-sm text-muted">
                    {t('feeHint')}
                  </p>
                </div>
              ) : null}
            </nav>
          ))}
        </div>
      </section>

      <section aria-labelledby="desk-list" className="mt-10">
        <h2 id="desk-list" className="text-2xl font-semibold">
          {t('listTitle')}
        </h2>
        <Form
          noValidate
          method="get"
          role="search"
          aria-label={t('search')}
          className="mt-3 grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-3"
        >
          <TextField label={t('searchLabel')} name="q" type="search" maxLength={DESK_SEARCH_MAX} defaultValue={filters.q} />
          <SelectField
            label={t('scopeLabel')}
            name="scope"
            empty={t('allScopes')}
            options={desk.scopes.map((s) => ({ value: s.key, label: s.title }))}
            defaultValue={filters.scope ? scopeKey(filters.scope) : ''}
          />
          <SelectField
            label={t('queueLabel')}
            name="queue"
            empty={t('allQueues')}
            options={DESK_LISTS.map((q) => ({ value: q, label: e(`queue.${q}`) }))}
            defaultValue={filters.queue ?? ''}
          />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
            <Button type="submit">{t('filter')}</Button>
            <Link to="/editorial" className="inline-flex min-h-11 items-center text-brand underline">
              {t('clear')}
            </Link>
            <a
              href={`${locale === 'en' ? '/en' : ''}/editorial/export.csv${deskSearch({ ...filters, page: 1 })}`}
              download
              className="inline-flex min-h-11 items-center text-brand underline"
            >
              {t('exportCsv')}
            </a>
          </div>
        </Form>
        <p className="mt-4 font-medium" role="status">
          {t('results', { count: desk.total })}
        </p>
        {desk.rows.length ? (
          <ul className="divide-y divide-line">
            {desk.rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{t('none')}</p>
        )}
        <Pager
          page={filters.page}
          hasNext={desk.hasNext}
          href={(page) => `/editorial${deskSearch({ ...filters, page })}`}
          labels={{ navigation: t('listTitle'), previous: t('previous'), next: t('next'), position: t('pageOf', { page: filters.page }) }}
        />
      </section>
    </div>
  );
}
