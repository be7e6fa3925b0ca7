import { fullName, joinNames } from '#app/features/scholarly/api.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Image } from '#app/ui/image.tsx';
import { Link } from '#app/ui/link.tsx';
import { langAttr, pickWithLang } from '#app/features/scholarly/api.ts';
import { workTitle } from '#app/lib/multilingual.ts';
import { journalMessages } from '../messages.ts';

import { articleCount, issueLabel, pageLabel, type IssueInfo, type TocEntry } from '../issue-labels.ts';

export { articleCount, issueLabel, pageLabel, type IssueInfo, type TocEntry };

/** Issue covers are stored without their size: shown at the catalog's 2:3 (cropped to fit). */
export function IssueCover({ cover, alt, className = '', priority = false }: { cover: string; alt: string; className?: string; priority?: boolean }) {
  return (
    <Image
      src={`/${cover}`}
      alt={alt}
      width={800}
      height={1200}
      fit="cover"
      sizes="(min-width: 768px) 12rem, 40vw"
      priority={priority}
      className={`h-auto rounded-sm border border-line bg-surface shadow-sm ${className}`}
    />
  );
}

/**
 * Articles (or proceedings papers) grouped under their section headings when they have
 * sections, in printed order; each links to `${basePath}/${id}`, titled as its page is.
 * `language`: the entries' when they have none of their own (a volume's papers).
 */
export function IssueToc({ basePath, entries, empty, language = 'pt' }: { basePath: string; entries: TocEntry[]; empty?: string; language?: string }) {
  const t = useT(journalMessages);
  const locale = useLocale();
  const groups: { section: string | null; entries: TocEntry[] }[] = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && last.section === (entry.section ?? null)) last.entries.push(entry);
    else groups.push({ section: entry.section ?? null, entries: [entry] });
  }
  if (!entries.length) return <p className="text-muted">{empty ?? t('noArticles')}</p>;
  return (
    <div className="space-y-8">
      {groups.map((group, i) => (
        <div key={`${group.section}-${i}`}>
          {group.section ? <h3 className="border-b border-line pb-1 text-sm font-semibold tracking-wide text-muted uppercase">{group.section}</h3> : null}
          <ul>
            {group.entries.map((entry) => {
              const title = workTitle({ ...entry, language: entry.language ?? language }, locale);
              const pages = pageLabel(t, entry.firstPage, entry.lastPage);
              return (
                <li key={entry.id} className="border-b border-line py-4 last:border-b-0">
                  <p lang={langAttr(title.lang, locale)} className="font-serif text-xl font-semibold">
                    <Link to={`${basePath}/${entry.id}`} className="text-brand underline-offset-4 hover:underline">
                      {title.text}
                    </Link>
                  </p>
                  {entry.contributors.length ? <p className="mt-1">{joinNames(entry.contributors.map(fullName), locale)}</p> : null}
                  {pages ? <p className="mt-1 text-sm text-muted">{pages}</p> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** An issue's heading block: cover, label (the page's h1 or an h2), thematic title, date. */
export function IssueIntro({
  issue,
  count,
  heading,
  headingId,
  eyebrow,
}: {
  issue: IssueInfo;
  count: number;
  heading: 'h1' | 'h2';
  headingId?: string;
  eyebrow?: string;
}) {
  const t = useT(journalMessages);
  const locale = useLocale();
  const Heading = heading;
  const label = issueLabel(t, issue);
  const title = pickWithLang(issue, 'title', locale);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      {issue.cover ? <IssueCover cover={issue.cover} alt={t('issueCoverAlt', { issue: label })} className="w-40 shrink-0" priority={heading === 'h1'} /> : null}
      <div>
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
        <Heading
          id={headingId}
          className={heading === 'h1' ? 'mt-1 font-serif text-4xl font-semibold tracking-tight' : 'mt-1 font-serif text-3xl font-semibold'}
        >
          {label}
        </Heading>
        {title.text ? (
          <p lang={langAttr(title.lang, locale)} className="mt-2 text-xl">
            {title.text}
          </p>
        ) : null}
        <p className="mt-2 text-muted">
          {issue.publishedOn ? `${t('publishedOn', { date: formatDate(issue.publishedOn, locale) })} · ` : ''}
          {articleCount(t, count)}
        </p>
      </div>
    </div>
  );
}
