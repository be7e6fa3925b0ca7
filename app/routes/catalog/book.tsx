import { data, redirect } from 'react-router';
import type { Route } from './+types/book';
import { loadCitable } from '#app/features/catalog/citable.server.ts';
import { citationView } from '#app/lib/scholarly/citation.ts';
import { HowToCite } from '#app/features/catalog/components/how-to-cite.tsx';
import { citationMetaTags, jsonLdMeta } from '#app/lib/scholarly/scholarly.ts';
import { BilingualText } from '#app/features/catalog/components/bilingual-text.tsx';
import { ContributorList } from '#app/features/catalog/components/contributor-list.tsx';
import { Cover } from '#app/ui/cover.tsx';
import { FormatOffers } from '#app/features/catalog/components/format-offers.tsx';
import { TableOfContents } from '#app/features/catalog/components/table-of-contents.tsx';
import { WorkCard } from '#app/features/catalog/components/work-card.tsx';
import { bookJsonLd } from '#app/features/catalog/json-ld.ts';
import { licenseUrl } from '#app/features/catalog/license.ts';
import { bothLanguages, pick, pickList } from '#app/lib/localized.ts';
import { workMessages } from '#app/features/catalog/work-messages.ts';
import { getBook } from '#app/features/catalog/work-page.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { continueReading } from '#app/features/reader/annotations.server.ts';
import { ReadOnline } from '#app/features/reader/components/read-online.tsx';
import { readingRightFor } from '#app/features/reader/library.server.ts';
import { editionAccessibility, hasCurrentEdition } from '#app/features/reader/reader.server.ts';
import { AccessibilitySummary } from '#app/features/reader/components/accessibility-summary.tsx';
import type { RouteHandle } from '#app/features/shell/route-handle.ts';
import { formatDate } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { ipxUrl } from '#app/ui/image.tsx';
import { Link } from '#app/ui/link.tsx';

export const handle: RouteHandle = { smoothScroll: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // "/book" alone is the books catalog.
  if (!params.slug) throw redirect(localizePath('/catalog/books', locale));
  const book = await getBook(db(), params.slug);
  if (!book) throw data(null, { status: 404 });
  const { appUrl } = config();
  const url = appUrl + localizePath(`/book/${book.work.slug}`, locale);
  const coverUrl = book.work.cover ? appUrl + ipxUrl(`/${book.work.cover}`, { w: 1200, f: 'jpeg' }) : undefined;
  const cited = await loadCitable(db(), 'book', book.work.id, locale, appUrl);
  if (!cited) throw data(null, { status: 404 });
  const citable = { ...cited, keywords: pickList(book.work, locale), abstract: pick(book.work, 'abstract', locale) || undefined };
  // The online reader: offered when the book has an edition to read; "continue" where the reader stopped.
  const user = context.get(sessionContext)?.user;
  const reader = (await hasCurrentEdition(db(), book.work.id))
    ? {
        progress: user ? await continueReading(db(), user.id, book.work.id) : null,
        // Without a right to read the whole book, the way in is its free preview.
        preview: !(await readingRightFor(db(), book.work, user)),
      }
    : null;
  // The ebook's accessibility, as its file states it (EPUB Accessibility 1.1): shown and in the JSON-LD.
  const accessibility = reader ? await editionAccessibility(db(), book.work.id) : null;
  return { ...book, url, coverUrl, citable, reader, accessibility, citeView: citationView(citable, book.work.id, locale), jsonLd: bookJsonLd(book, citable, coverUrl, accessibility) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const locale = location.pathname.startsWith('/en') ? 'en' : 'pt';
  const { work } = loaderData;
  return [
    ...pageMeta({ title: pick(work, 'title', locale), description: pick(work, 'abstract', locale).slice(0, 300), image: loaderData.coverUrl, type: 'book' }),
    ...citationMetaTags(loaderData.citable),
    jsonLdMeta(loaderData.jsonLd),
  ];
};

export default function BookPage({ loaderData }: Route.ComponentProps) {
  const t = useT(workMessages);
  const locale = useLocale();
  const { work, formats, chapters, subjects, collection, related } = loaderData;
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
          <FormatOffers work={work} formats={formats} reader={loaderData.reader ? <ReadOnline slug={work.slug} publicationId={work.id} progress={loaderData.reader.progress} preview={loaderData.reader.preview} /> : null} />
          {loaderData.accessibility ? (
            <div className="mt-6">
              <AccessibilitySummary accessibility={loaderData.accessibility} />
            </div>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="abstract-title" className="mt-12">
        <h2 id="abstract-title" className="mb-4 font-serif text-2xl font-semibold">
          {t('abstract')}
        </h2>
        <BilingualText versions={bothLanguages(work, 'abstract')} heading={(l) => t('abstractIn', { language: languageName(l) })} />
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
              <div key={f.id} className="contents">
                <dt className="font-medium text-muted">{t('isbn', { format: t(`format.${f.kind}`) })}</dt>
                <dd>{f.isbn}</dd>
              </div>
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

      <HowToCite view={loaderData.citeView} />

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

