import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { bothLanguages, pick } from '#app/lib/localized.ts';
import { Cover } from '#app/ui/cover.tsx';
import { Link } from '#app/ui/link.tsx';
import type { BookPageData } from '../work-page.server.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { workMessages } from '../work-messages.ts';
import { BilingualText } from './bilingual-text.tsx';
import { ContributorList } from './contributor-list.tsx';
import { FormatOffers } from './format-offers.tsx';
import { HowToCite } from './how-to-cite.tsx';
import { TableOfContents } from './table-of-contents.tsx';
import { WorkCard } from './work-card.tsx';

interface BookPageProps {
  book: BookPageData;
  /** The reader's "read online" box, when the book has an edition to read. */
  readOnline?: ReactNode;
  /** What the ebook's file says of its accessibility. */
  accessibility?: ReactNode;
}

/** A book's page: cover, titles, who wrote it, how to get it, abstract, details, contents, how to cite, related works. */
export function BookPage({ book, readOnline, accessibility }: BookPageProps) {
  const t = useT(workMessages);
  const locale = useLocale();
  const { work, formats, chapters, subjects, collection, related } = book;
  const abstracts = bothLanguages(work, 'abstract');
  const title = pick(work, 'title', locale);
  const subtitle = pick(work, 'subtitle', locale);
  const otherTitle = pick(work, 'title', locale === 'pt' ? 'en' : 'pt');
  const keywords = [
    ...(work.keywordsPt.length ? [{ locale: 'pt' as const, text: work.keywordsPt.join('; ') }] : []),
    ...(work.keywordsEn.length ? [{ locale: 'en' as const, text: work.keywordsEn.join('; ') }] : []),
  ];
  const languageName = (l: 'pt' | 'en') => t(`languageName.${l}`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={t('breadcrumb')} className="mb-6 text-sm">
        <ol className="flex flex-wrap gap-2 text-muted">
          <li>
            <Link to="/catalog" className="underline">
              {t('catalog')}
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li>
            <Link to="/catalog/books" className="underline">
              {t('books')}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="grid gap-10 md:grid-cols-[minmax(0,18rem)_1fr]">
        <div className="mx-auto w-56 md:w-full">
          <Cover cover={work.cover} width={work.coverWidth} height={work.coverHeight} title={title} alt={t('coverOf', { title })} sizes="(min-width: 768px) 288px, 224px" priority />
        </div>
        <div>
          {collection ? (
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">
              {t('collection')}: {locale === 'pt' ? collection.namePt : collection.nameEn}
            </p>
          ) : null}
          <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{title}</h1>
          {subtitle ? <p className="mt-2 font-serif text-2xl text-muted">{subtitle}</p> : null}
          {otherTitle && otherTitle !== title ? (
            <p className="mt-2 text-muted" lang={locale === 'pt' ? 'en-US' : 'pt-BR'}>
              {otherTitle}
            </p>
          ) : null}
          <div className="mt-6">
            <ContributorList contributors={work.contributors} />
          </div>
          <FormatOffers work={work} formats={formats} reader={readOnline ?? null} />
          {accessibility ? <div className="mt-6">{accessibility}</div> : null}
        </div>
      </div>

      {/* A work with no abstract and no keywords shows no empty block. */}
      {abstracts.length || keywords.length ? (
        <section aria-labelledby="abstract-title" className="mt-12">
          <h2 id="abstract-title" className="mb-4 font-serif text-2xl font-semibold">
            {t('abstract')}
          </h2>
          {abstracts.length ? <BilingualText versions={abstracts} heading={(l) => t('abstractIn', { language: languageName(l) })} /> : null}
          {keywords.length ? (
            <div className="mt-4">
              <h3 className="font-semibold">{t('keywords')}</h3>
              {keywords.map((k) => (
                <p key={k.locale} lang={k.locale === 'pt' ? 'pt-BR' : 'en-US'}>
                  {k.text}
                </p>
              ))}
            </div>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="details-title" className="mt-12">
        <h2 id="details-title" className="mb-4 font-serif text-2xl font-semibold">
          {t('details')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {work.publishedOn ? (
            <>
              <dt className="font-medium text-muted">{t('published')}</dt>
              <dd>{formatDate(work.publishedOn, locale, { year: 'numeric', month: 'long' })}</dd>
            </>
          ) : null}
          <dt className="font-medium text-muted">{t('edition')}</dt>
          <dd>{t('editionNumber', { edition: work.edition })}</dd>
          {work.pages ? (
            <>
              <dt className="font-medium text-muted">{t('pages')}</dt>
              <dd>{t('pagesCount', { pages: work.pages })}</dd>
            </>
          ) : null}
          <dt className="font-medium text-muted">{t('language')}</dt>
          <dd>{t(`language.${work.language as 'pt' | 'en' | 'es'}`)}</dd>
          {formats
            .filter((f) => f.isbn)
            .map((f) => (
              // A fragment, not a div: a <dl> holds either bare dt/dd pairs or only div groups.
              <Fragment key={f.id}>
                <dt className="font-medium text-muted">{t('isbn', { format: t(`format.${f.kind}`) })}</dt>
                <dd>{f.isbn}</dd>
              </Fragment>
            ))}
          {work.doi ? (
            <>
              <dt className="font-medium text-muted">{t('doi')}</dt>
              <dd>
                <a href={`https://doi.org/${work.doi}`} className="text-brand underline">
                  https://doi.org/{work.doi}
                </a>
              </dd>
            </>
          ) : null}
          <dt className="font-medium text-muted">{t('license')}</dt>
          <dd>
            {work.license ? (
              <a href={licenseUrl(work.license)} rel="license" className="text-brand underline">
                {work.license.replace(/-/g, ' ')}
              </a>
            ) : (
              t('allRights')
            )}
          </dd>
          {subjects.length ? (
            <>
              <dt className="font-medium text-muted">{t('subjects')}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {subjects.map((s) => (
                    <li key={s.id}>
                      <Link to={`/catalog/books?subject=${s.slug}`} className="text-brand underline">
                        {locale === 'pt' ? s.namePt : s.nameEn}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      {chapters.length ? <TableOfContents chapters={chapters} /> : null}

      <HowToCite view={book.citeView} />

      {related.length ? (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="mb-6 font-serif text-2xl font-semibold">
            {t('related')}
          </h2>
          <ul className="grid grid-cols-2 gap-6 sm:grid-cols-4">
            {related.map((r) => (
              <li key={r.id}>
                <WorkCard work={r} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

