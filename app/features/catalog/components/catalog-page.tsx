import { Form, useLocation } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { Link, NavLink } from '#app/ui/link.tsx';
import { pick } from '#app/lib/localized.ts';
import { activeFacetCount, catalogQuery, CATALOG_SECTIONS, hasFilters, SORTS } from '../catalog-filters.ts';
import { catalogMessages } from '../messages.ts';
import type { CatalogPageData } from '../search.server.ts';
import { Facets } from './facets.tsx';
import { Pagination } from './pagination.tsx';
import { WorkCard } from './work-card.tsx';

const control = 'min-h-11 rounded-md border border-line bg-surface px-3 py-2 text-ink';

/** The catalog, or one section of it: search, sort, facets, results and pages. */
export function CatalogPage({ loaderData }: { loaderData: CatalogPageData }) {
  const t = useT(catalogMessages);
  const locale = useLocale();
  const location = useLocation();
  const { filters, items, total, pages, facets, title, description } = loaderData;
  const basePath = filters.section ? `/catalog/${filters.section}` : '/catalog';
  const filtered = hasFilters(filters);
  const summary = filters.q ? t('resultsFor', { count: total, q: filters.q }) : t('results', { count: total });
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-muted sm:text-lg">{description}</p>

      <nav aria-label={t('sections')} className="mt-4 border-b border-line sm:mt-6">
        <ul className="-mb-px flex flex-wrap gap-1">
          {[null, ...CATALOG_SECTIONS].map((section) => (
            <li key={section ?? 'all'}>
              <NavLink
                to={section ? `/catalog/${section}` : '/catalog'}
                end
                className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 hover:border-line aria-[current=page]:border-brand aria-[current=page]:font-semibold"
              >
                {section ? t(`section.${section}`) : t('all')}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <Form noValidate method="get" action={localizePath(basePath, locale)} role="search" className="mt-4 flex flex-wrap items-end gap-3 sm:mt-6">
        <label className="flex min-w-full flex-1 flex-col gap-1 sm:min-w-64">
          <span className="font-medium">{t('searchLabel')}</span>
          <input type="search" name="q" defaultValue={filters.q} maxLength={200} placeholder={t('searchPlaceholder')} className={control} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('sort')}</span>
          {/* A new order applies at once (the button does the same without JavaScript). */}
          <select name="sort" defaultValue={filters.sort} onChange={(event) => event.currentTarget.form?.requestSubmit()} className={control}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {/* The filters chosen so far stay when the words change. */}
        {(['type', 'subject', 'language', 'year', 'access', 'availability', 'price', 'screenReader', 'resizable'] as const).map((name) =>
          filters[name] ? <input key={name} type="hidden" name={name} value={String(filters[name])} /> : null,
        )}
        <Button type="submit">{t('searchButton')}</Button>
      </Form>

      <div className="mt-4 grid gap-6 sm:mt-8 lg:grid-cols-[16rem_1fr] lg:gap-10">
        {/* Behind a "Filters (n)" button below a desk's width, so the first results are on the first screen; always open beside them on a desk (app.css). */}
        {/* A new set of results closes the panel (keyed by the query), so they are what the person sees next. */}
        <details key={location.search} className="catalog-filters group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-line px-4 font-medium group-open:bg-brand-soft [&::-webkit-details-marker]:hidden">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
              <path d="M4 6h16M7 12h10M10 18h4" />
            </svg>
            {t('filtersButton', { count: activeFacetCount(filters) })}
          </summary>
          <aside aria-label={t('filters')} className="mt-4 lg:mt-0">
            <Facets basePath={basePath} filters={filters} groups={facets} />
            {filtered ? (
              <Link to={basePath} className="mt-6 inline-flex min-h-11 items-center text-brand underline">
                {t('clearAll')}
              </Link>
            ) : null}
          </aside>
        </details>

        <section aria-labelledby="results-summary">
          <p id="results-summary" role="status" className="mb-6 text-muted">
            {total > 0 ? summary : null}
          </p>
          {total === 0 && !filtered ? (
            <div className="rounded-lg border border-line bg-surface p-8">
              <p className="font-serif text-2xl">{t('empty')}</p>
              <p className="mt-2 text-muted">{t('emptyHint')}</p>
            </div>
          ) : total === 0 ? (
            <div className="rounded-lg border border-line bg-surface p-8">
              <p className="font-serif text-2xl">{filters.q ? t('noResultsFor', { q: filters.q }) : t('noResults')}</p>
              <h2 className="mt-4 font-semibold">{t('tryTitle')}</h2>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {filters.q ? <li>{t('tryWords')}</li> : null}
                {filters.q ? <li>{t('tryAuthor')}</li> : null}
                <li>
                  <Link
                    to={
                      basePath +
                      catalogQuery({
                        ...filters,
                        type: '',
                        subject: '',
                        language: '',
                        year: null,
                        access: '',
                        availability: '',
                        price: '',
                        screenReader: '',
                        resizable: '',
                      })
                    }
                    className="text-brand underline"
                  >
                    {t('tryFilters')}
                  </Link>
                </li>
              </ul>
            </div>
          ) : items.some((work) => work.hits.length) ? (
            // A search that found words in the texts: each work beside the passages that hold them.
            <ul className="flex flex-col gap-10">
              {items.map((work, i) => (
                <li key={work.id} className={`grid grid-cols-[6rem_1fr] gap-4 sm:grid-cols-[10rem_1fr] sm:gap-6 ${i < 4 ? '' : 'draw-when-near'}`}>
                  <WorkCard work={work} priority={i < 4} />
                  {work.hits.length ? (
                    <ul aria-label={t('hitsIn', { title: pick(work, 'title', locale) })} className="flex min-w-0 flex-col gap-4">
                      {work.hits.map((hit) => (
                        <li key={hit.href}>
                          <Link to={hit.href} className="font-medium text-brand underline">
                            {hit.title}
                          </Link>
                          <p className={`mt-1 text-sm ${hit.parts.length ? '' : 'text-muted'}`}>
                            {hit.parts.length
                              ? hit.parts.map((part, n) => (part.match ? <mark key={n}>{part.text}</mark> : <span key={n}>{part.text}</span>))
                              : t('hitNotShown')}
                          </p>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span />
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <ul className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 xl:grid-cols-4">
              {items.map((work, i) => (
                <li key={work.id} className={i < 4 ? undefined : 'draw-when-near'}>
                  <WorkCard work={work} priority={i < 4} />
                </li>
              ))}
            </ul>
          )}
          {total > 0 ? <Pagination page={filters.page} pages={pages} href={(page) => basePath + catalogQuery(filters, { page })} /> : null}
        </section>
      </div>
    </div>
  );
}
