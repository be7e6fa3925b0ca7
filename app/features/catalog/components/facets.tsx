import { useLocale, useT } from '#app/i18n/messages.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { Link } from '#app/ui/link.tsx';
import { catalogQuery, type CatalogFilters } from '../catalog-filters.ts';
import { catalogMessages } from '../messages.ts';
import type { CatalogResult, FacetValue } from '../search.server.ts';

type FacetName = keyof CatalogResult['facets'];
const ORDER: FacetName[] = ['type', 'subject', 'access', 'availability', 'price', 'language', 'year'];
/** Longer lists show this many values, the rest behind "show all". */
const VISIBLE = 8;

function activeValue(filters: CatalogFilters, name: FacetName): string {
  const value = filters[name];
  return value === null ? '' : String(value);
}

/** Facets as plain links (they work without JavaScript and can be crawled), with counts. */
export function Facets({ basePath, filters, facets }: { basePath: string; filters: CatalogFilters; facets: CatalogResult['facets'] }) {
  const t = useT(catalogMessages);
  const locale = useLocale();
  const label = (name: FacetName, value: FacetValue) =>
    name === 'subject'
      ? ((locale === 'pt' ? value.labelPt : value.labelEn) ?? value.value)
      : name === 'year'
        ? value.value
        : t(`${name}.${value.value}` as Parameters<typeof t>[0]);
  return (
    <div className="flex flex-col gap-6">
      {ORDER.filter((name) => facets[name].length > 0 && !(name === 'type' && filters.section)).map((name) => {
        const active = activeValue(filters, name);
        const values = active ? facets[name].filter((v) => v.value === active) : facets[name];
        const item = (value: FacetValue) => (
          <li key={value.value}>
            {active ? (
              <Link
                to={basePath + catalogQuery(filters, { [name]: null })}
                aria-label={t('removeFilter', { name: label(name, value) })}
                className="flex min-h-11 items-center justify-between gap-2 rounded-md bg-brand-soft px-2 font-medium"
              >
                <span>
                  <span aria-hidden="true">✓ </span>
                  {label(name, value)}
                </span>
                <span aria-hidden="true">×</span>
              </Link>
            ) : (
              <Link
                to={basePath + catalogQuery(filters, { [name]: value.value })}
                className="flex min-h-11 items-center justify-between gap-2 rounded-md px-2 hover:bg-brand-soft"
              >
                <span className="underline-offset-2 hover:underline">{label(name, value)}</span>
                <span className="text-sm text-muted">{formatNumber(value.count, locale)}</span>
              </Link>
            )}
          </li>
        );
        return (
          <section key={name} aria-labelledby={`facet-${name}`}>
            <h2 id={`facet-${name}`} className="mb-1 text-sm font-semibold tracking-wide text-muted uppercase">
              {t(`facet.${name}`)}
            </h2>
            <ul>{values.slice(0, VISIBLE).map(item)}</ul>
            {values.length > VISIBLE ? (
              <details>
                <summary className="flex min-h-11 cursor-pointer items-center px-2 text-brand underline">{t('showMore', { count: values.length })}</summary>
                <ul>{values.slice(VISIBLE).map(item)}</ul>
              </details>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
