import { Link } from './link.tsx';

export interface PagerLabels {
  /** The navigation's name ("Pagination"). */
  navigation: string;
  previous: string;
  next: string;
  /** Where the person is ("Page 2 of 7"). */
  position: string;
}

/**
 * Previous / next as real links (rel=prev/next), so people without JavaScript page through the
 * admin lists. Nothing when there is one page only.
 */
export function Pager({ page, hasNext, href, labels }: { page: number; hasNext: boolean; href: (page: number) => string; labels: PagerLabels }) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={labels.navigation} className="mt-4 flex items-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="inline-flex min-h-11 items-center text-brand underline">
          {labels.previous}
        </Link>
      ) : null}
      <span>{labels.position}</span>
      {hasNext ? (
        <Link to={href(page + 1)} rel="next" className="inline-flex min-h-11 items-center text-brand underline">
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
