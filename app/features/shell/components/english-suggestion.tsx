/**
 * On the Portuguese home page, for a first visit from a browser that prefers English: the way to
 * the English site, one click away and in English, instead of a redirect (a round trip before
 * the first page, and search engines would not see "/" as the Portuguese page it is).
 * The words are English on purpose: they are for someone who does not read Portuguese.
 */
export function EnglishSuggestion() {
  return (
    <section lang="en-US" aria-label="Language" className="border-b border-line bg-surface">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 px-4 py-2">
        <span>This site is also in English.</span>
        <a
          href={`/language/en?next=${encodeURIComponent('/en')}`}
          hrefLang="en-US"
          className="inline-flex min-h-11 items-center font-medium text-brand underline"
        >
          Read it in English
        </a>
      </p>
    </section>
  );
}
