/** The work as a reviewer sees it (the anonymity filter's view): its title, abstract and keywords in both languages, a proposal's outline, and its authors only in single-blind review. */
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { ReviewerView } from '../anonymity.ts';
import { reviewMessages } from '../review-messages.ts';

export function WorkSummary({ work, headingLevel }: { work: ReviewerView; headingLevel: 2 | 3 }) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const versions = (locale === 'en' ? (['en', 'pt'] as const) : (['pt', 'en'] as const)).map((lang) => ({
    lang,
    title: lang === 'en' ? work.titleEn : work.titlePt,
    abstract: lang === 'en' ? work.abstractEn : work.abstractPt,
    keywords: lang === 'en' ? work.keywordsEn : work.keywordsPt,
  }));
  return (
    <section aria-labelledby="work-title" className="mt-8">
      <Heading id="work-title" className="text-2xl font-semibold">
        {t(work.book ? 'proposalSection' : 'workSection')}
      </Heading>
      {versions
        .filter((v) => v.title || v.abstract)
        .map((v) => (
          <div key={v.lang} lang={v.lang === 'en' ? 'en' : 'pt-BR'} className="mt-4 rounded-lg border border-line p-5">
            <p className="text-xl font-semibold break-words">{v.title || t('untitled')}</p>
            {v.abstract ? <p className="mt-2 whitespace-pre-line break-words">{v.abstract}</p> : null}
            {v.keywords.length ? <p className="mt-2 text-muted">{v.keywords.join(' · ')}</p> : null}
          </div>
        ))}
      {work.book ? <BookOutlineView book={work.book} /> : null}
      {work.authors.length ? (
        <div className="mt-4">
          <p className="font-medium">{t('authors')}</p>
          <ul className="mt-1 list-disc pl-5">
            {work.authors.map((a) => (
              <li key={`${a.name}-${a.orcid}`}>
                {a.name}
                {a.affiliation ? ` (${a.affiliation})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** A book proposal's kind, detailed summary and chapters. */
export function BookOutlineView({ book }: { book: NonNullable<ReviewerView['book']> }) {
  const t = useT(reviewMessages);
  return (
    <div className="mt-4 grid gap-3">
      <p className="font-medium">{t(book.type === 'collection' ? 'book.collection' : 'book.single')}</p>
      <div>
        <p className="font-medium">{t('book.summary')}</p>
        <p className="mt-1 whitespace-pre-line break-words">{book.summary}</p>
      </div>
      {book.chapters.length ? (
        <div>
          <p className="font-medium">{t('book.chapters')}</p>
          <ol className="mt-1 list-decimal grid gap-2 pl-5">
            {book.chapters.map((c, i) => (
              // Chapters have no id: their place and title make the key.
              <li key={`${i}:${c.title}`} className="break-words">
                <span className="font-medium">{c.title}</span>
                {c.summary ? <span className="block">{c.summary}</span> : null}
                {c.keywords.length ? <span className="block text-muted">{c.keywords.join(' · ')}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
