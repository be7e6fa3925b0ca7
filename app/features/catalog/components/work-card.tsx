import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { creditedNames, fullName, joinNames } from '#app/features/scholarly/api.ts';
import { pick } from '#app/lib/localized.ts';
import { workCardMessages } from '../work-card-messages.ts';
import { workPath } from '#app/lib/paths.ts';
import type { CatalogItem } from '../search.server.ts';
import { Cover } from '#app/ui/cover.tsx';

/** One work in a listing: cover, title, who, year, and how it can be had. */
export function WorkCard({ work, headingLevel = 'h2', priority = false }: { work: CatalogItem; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const t = useT(workCardMessages);
  const locale = useLocale();
  const title = pick(work, 'title', locale);
  const subtitle = pick(work, 'subtitle', locale);
  const credited = creditedNames(work.contributors);
  const names = joinNames(credited.map(fullName), locale);
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col gap-3">
      <Cover
        cover={work.cover}
        width={work.coverWidth}
        height={work.coverHeight}
        title={title}
        alt={t('coverOf', { title })}
        sizes="(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw"
        priority={priority}
      />
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">
          {t(`type.${work.type}`)}
          {work.year ? ` · ${work.year}` : ''}
        </p>
        <Heading className="font-serif text-lg leading-snug font-semibold">
          <Link to={workPath(work.type, work.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:underline">
            {title}
          </Link>
        </Heading>
        {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
        {names ? <p className="text-sm">{credited[0]?.role === 'author' ? t('by', { names }) : t('organizedBy', { names })}</p> : null}
        <p className="mt-1 flex flex-wrap gap-2 text-sm">
          {work.openAccess ? <span className="rounded-sm bg-brand-soft px-2 py-0.5 font-medium text-ink">{t('openAccess')}</span> : null}
          {work.type !== 'journal' && !work.openAccess ? (
            !work.available ? (
              <span className="text-muted">{t('unavailable')}</span>
            ) : work.minPriceBrl !== null ? (
              <span className="font-medium">{work.minPriceBrl === 0 ? t('free') : t('from', { price: formatMoney(work.minPriceBrl, 'BRL', locale) })}</span>
            ) : null
          ) : null}
        </p>
      </div>
    </article>
  );
}
