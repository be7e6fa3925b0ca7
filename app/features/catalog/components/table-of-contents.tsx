import type { BookView } from '../book-view.server.ts';

/** Chapters with their own authors, pages, abstract and DOI; each has an anchor to cite and link to. */
export function TableOfContents({ chapters, text }: { chapters: BookView['chapters']; text: BookView['text'] }) {
  return (
    <section aria-labelledby="contents-title" className="mt-12">
      <h2 id="contents-title" className="mb-4 font-serif text-2xl font-semibold">
        {text.contents}
      </h2>
      <ol className="divide-y divide-line rounded-lg border border-line bg-surface">
        {chapters.map((chapter) => (
          <li key={chapter.id} id={`chapter-${chapter.id}`} className="scroll-mt-20 p-4">
            <h3 lang={chapter.titleLang ?? undefined} className="font-serif text-lg font-semibold">
              {chapter.title}
            </h3>
            <p className="text-sm text-muted">{chapter.byline}</p>
            {chapter.abstracts.length || chapter.doi ? (
              <details className="mt-2">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand underline">{text.chapterAbstract}</summary>
                {chapter.abstracts.map((a) => (
                  <p key={a.lang} lang={a.lang} className="mt-2">
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
              <span className="text-muted">{text.citeChapter}:</span>
              <a href={chapter.bibtex} className="inline-flex min-h-6 items-center text-brand underline">
                BibTeX
              </a>
              <a href={chapter.ris} className="inline-flex min-h-6 items-center text-brand underline">
                RIS
              </a>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
