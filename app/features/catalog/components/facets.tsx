import { useLocale, useT } from '#app/i18n/messages.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { Link } from '#app/ui/link.tsx';
import { catalogQuery, type CatalogFilters } from '../catalog-filters.ts';
import { catalogMessages } from '../messages.ts';
import type { FacetGroup, FacetItem } from '../search.server.ts';

/** Longer lists show this many values, the rest behind "show all". */
const VISIBLE = 8;

/** Facets as plain links (they work without JavaScript and can be crawled), with counts; their words come from the server (facetGroups). */
export function Facets({ basePath, filters, groups }: { basePath: string; filters: CatalogFilters; groups: FacetGroup[] }) {
  const t = useT(catalogMessages);
  const locale = useLocale();
  const item = (facet: FacetItem) => (
    <li key={`${facet.name}-${facet.value}`}>
      {facet.active ? (
        <Link
          to={basePath + catalogQuery(filters, { [facet.name]: null })}
          aria-label={facet.removeLabel}
          className="flex min-h-11 items-center justify-between gap-2 rounded-md bg-brand-soft px-2 font-medium"
        >
          <span>
            <span aria-hidden="true">✓ </span>
            {facet.label}
          </span>
          <span aria-hidden="true">×</span>
        </Link>
      ) : (
        <Link
          to={basePath + catalogQuery(filters, { [facet.name]: facet.value })}
          className="flex min-h-11 items-center justify-between gap-2 rounded-md px-2 hover:bg-brand-soft"
        >
          <span className="underline-offset-2 hover:underline">{facet.label}</span>
          <span className="text-sm text-muted">{formatNumber(facet.count, locale)}</span>
        </Link>
      )}
    </li>
  );
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`facet-${group.id}`}>
          <h2 id={`facet-${group.id}`} className="mb-1 text-sm font-semibold tracking-wide text-muted uppercase">
            {group.heading}
          </h2>
          <ul>{group.items.slice(0, VISIBLE).map(item)}</ul>
          {group.items.length > VISIBLE ? (
            <details>
              <summary className="flex min-h-11 cursor-pointer items-center px-2 text-brand underline">{t('showMore', { count: group.items.length })}</summary>
              <ul>{group.items.slice(VISIBLE).map(item)}</ul>
            </details>
          ) : null}
        </section>
      ))}
    </div>
  );
}
