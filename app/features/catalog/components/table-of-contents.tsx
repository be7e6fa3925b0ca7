import { useLocale, useT } from '#app/i18n/messages.ts';
import type { chapters as chaptersTable } from '#app/lib/db/schema.ts';
import { citeExportPath } from '#app/lib/scholarly/cite-links.ts';
import { fullName, joinNames } from '#app/lib/scholarly/contributors.ts';
import { bothLanguages, pick } from '#app/lib/localized.ts';
import { workMessages } from '../work-messages.ts';

type Chapter = typeof chaptersTable.$inferSelect;

/** Chapters with their own authors, pages, abstract and DOI; each has an anchor to cite and link to. */
export function TableOfContents({ chapters }: { chapters: Chapter[] }) {
  const t = useT(workMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="contents-title" className="mt-12">
      <h2 id="contents-title" className="mb-4 font-serif text-2xl font-semibold">
        {t('contents')}
      </h2>
      <ol className="divide-y divide-line rounded-lg border border-line bg-surface">
        {chapters.map((chapter) => {
          const names = joinNames(chapter.contributors.map(fullName), locale);
          const abstracts = bothLanguages(chapter, 'abstract');
          return (
            <li key={chapter.id} id={`chapter-${chapter.id}`} className="scroll-mt-20 p-4">
              <h3 className="font-serif text-lg font-semibold">{pick(chapter, 'title', locale)}</h3>
              <p className="text-sm text-muted">
                {names}
                {names && chapter.firstPage ? ' · ' : ''}
                {chapter.firstPage ? t('chapterPages', { first: chapter.firstPage, last: chapter.lastPage ?? chapter.firstPage }) : ''}
              </p>
              {abstracts.length || chapter.doi ? (
                <details className="mt-2">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand underline">{t('chapterAbstract')}</summary>
                  {abstracts.map((a) => (
                    <p key={a.locale} lang={a.locale === 'pt' ? 'pt-BR' : 'en-US'} className="mt-2">
                      {a.text}
                    </p>
                  ))}
                  {chapter.doi ? (
                    <p className="mt-2 text-sm">
                      DOI:{' '}
                      <a href={`https://doi.org/${chapter.doi}`} className="text-brand underline">
                        {chapter.doi}
                      </a>
                    </p>
                  ) : null}
                </details>
              ) : null}
              <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
                <span className="text-muted">{t('citeChapter')}:</span>
                <a href={citeExportPath('chapter', chapter.id, 'bibtex', locale)} className="inline-flex min-h-6 items-center text-brand underline">
                  BibTeX
                </a>
                <a href={citeExportPath('chapter', chapter.id, 'ris', locale)} className="inline-flex min-h-6 items-center text-brand underline">
                  RIS
                </a>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
