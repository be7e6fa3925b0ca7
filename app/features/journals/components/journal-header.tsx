import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link, NavLink } from '#app/ui/link.tsx';
import { langAttr, pickWithLang } from '#app/features/scholarly/api.ts';
import { journalMessages } from '../messages.ts';

export interface JournalHeading {
  slug: string;
  titlePt: string | null;
  titleEn: string | null;
  subtitlePt: string | null;
  subtitleEn: string | null;
  issn: string | null;
  eissn: string | null;
}

const navItems = [
  { path: '', key: 'navHome' },
  { path: '/about', key: 'navAbout' },
  { path: '/current', key: 'navCurrent' },
  { path: '/archive', key: 'navArchive' },
  { path: '/guidelines', key: 'navGuidelines' },
  { path: '/submission', key: 'navSubmission' },
] as const;

/** The sub-navigation every journal page shares. */
export function JournalNav({ slug }: { slug: string }) {
  const t = useT(journalMessages);
  return (
    <nav aria-label={t('journalNavigation')} className="mt-6">
      <ul className="flex flex-wrap gap-x-1">
        {navItems.map((item) => (
          <li key={item.key}>
            <NavLink
              to={`/journal/${slug}${item.path}`}
              end
              className="inline-flex min-h-11 items-center border-b-4 border-transparent px-3 font-medium hover:border-line aria-[current=page]:border-brand aria-[current=page]:text-brand"
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The journal's name, ISSNs and sub-navigation on top of each of its pages. The name is the
 * page's h1 only on the journal's home; elsewhere it links there.
 */
export function JournalHeader({ journal, isHome = false }: { journal: JournalHeading; isHome?: boolean }) {
  const t = useT(journalMessages);
  const locale = useLocale();
  const title = pickWithLang(journal, 'title', locale);
  const subtitle = pickWithLang(journal, 'subtitle', locale);
  const lang = (l: typeof locale) => langAttr(l, locale);
  return (
    <div className="border-b border-line bg-brand-soft">
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('journalKind')}</p>
        {isHome ? (
          <h1 lang={lang(title.lang)} className="mt-2 max-w-4xl font-serif text-4xl font-semibold tracking-tight sm:text-5xl">
            {title.text}
          </h1>
        ) : (
          <p lang={lang(title.lang)} className="mt-2 max-w-4xl font-serif text-2xl font-semibold">
            <Link to={`/journal/${journal.slug}`} className="hover:underline">
              {title.text}
            </Link>
          </p>
        )}
        {isHome && subtitle.text ? (
          <p lang={lang(subtitle.lang)} className="mt-3 max-w-3xl text-xl text-muted">
            {subtitle.text}
          </p>
        ) : null}
        {journal.issn || journal.eissn ? (
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {journal.issn ? (
              <div className="flex gap-1">
                <dt className="font-semibold">{t('printIssn')}:</dt>
                <dd>{journal.issn}</dd>
              </div>
            ) : null}
            {journal.eissn ? (
              <div className="flex gap-1">
                <dt className="font-semibold">{t('eissn')}:</dt>
                <dd>{journal.eissn}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <JournalNav slug={journal.slug} />
      </div>
    </div>
  );
}
