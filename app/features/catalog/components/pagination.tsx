import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { catalogMessages } from '../messages.ts';

/** Previous / next as real links (rel=prev/next) so crawlers and people without JavaScript page through. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useT(catalogMessages);
  const locale = useLocale();
  if (pages <= 1) return null;
  const link = 'inline-flex min-h-11 items-center rounded-md border border-line bg-surface px-4 hover:bg-brand-soft';
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={link}>
          {t('previous')}
        </Link>
      ) : null}
      <span>{t('pageOf', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={link}>
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
