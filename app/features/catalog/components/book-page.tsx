import type { ReactNode } from 'react';
import { Cover } from '#app/ui/cover.tsx';
import { Link } from '#app/ui/link.tsx';
import type { CitationView } from '#app/features/scholarly/api.ts';
import type { BookView } from '../book-view.server.ts';
import type { CatalogItem } from '../search.server.ts';
import { ContributorList } from './contributor-list.tsx';
import { FormatOffers } from './format-offers.tsx';
import { HowToCite } from './how-to-cite.tsx';
import { TableOfContents } from './table-of-contents.tsx';
import { WorkCard } from './work-card.tsx';

interface BookPageProps {
  /** Written by the loader in the page's language (bookView). */
  view: BookView;
  cover: { cover: string | null; coverWidth: number | null; coverHeight: number | null };
  citation: CitationView;
  related: CatalogItem[];
  /** The reader's "read online" box, when the book has an edition to read. */
  readOnline?: ReactNode;
  /** For librarians: the work's MARC records. */
  librarians?: ReactNode;
  /** What the ebook's file says of its accessibility. */
  accessibility?: ReactNode;
  /** The way to ask for an accessible version, beside the formats (its address and words from the loader: no component of its own to load). */
  accessibleVersion?: { to: string; label: string; hint: string };
}

/** A book's page: cover, titles, who wrote it, how to get it, abstract, details, contents, how to cite, related works. */
export function BookPage({ view, cover, citation, related, readOnline, accessibility, accessibleVersion, librarians }: BookPageProps) {
  const { text } = view;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={text.breadcrumb} className="mb-6 text-sm">
        <ol className="flex flex-wrap gap-2 text-muted">
          <li>
            <Link to="/catalog" className="underline">
              {text.catalog}
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li>
            <Link to="/catalog/books" className="underline">
              {text.books}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="grid gap-10 md:grid-cols-[minmax(0,18rem)_1fr]">
        <div className="mx-auto w-56 md:w-full">
          <Cover
            cover={cover.cover}
            width={cover.coverWidth}
            height={cover.coverHeight}
            title={view.title}
            alt={view.coverAlt}
            sizes="(min-width: 768px) 288px, 224px"
            priority
          />
        </div>
        <div>
          {view.collection ? <p className="text-sm font-semibold tracking-wide text-brand uppercase">{view.collection}</p> : null}
          <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{view.title}</h1>
          {view.subtitle ? <p className="mt-2 font-serif text-2xl text-muted">{view.subtitle}</p> : null}
          {view.otherTitle ? (
            <p className="mt-2 text-muted" lang={view.otherTitle.lang}>
              {view.otherTitle.text}
            </p>
          ) : null}
          <div className="mt-6">
            <ContributorList groups={view.contributors} />
          </div>
          <FormatOffers view={view} reader={readOnline ?? null} />
          {accessibility ? <div className="mt-6">{accessibility}</div> : null}
          {accessibleVersion ? (
            <p className="mt-4 text-sm">
              <Link to={accessibleVersion.to} className="inline-flex min-h-11 items-center font-medium text-brand underline">
                {accessibleVersion.label}
              </Link>
              <span className="block text-muted">{accessibleVersion.hint}</span>
            </p>
          ) : null}
        </div>
      </div>

      {/* A work with no abstract and no keywords shows no empty block. */}
      {view.abstracts.length || view.keywords.length ? (
        <section aria-labelledby="abstract-title" className="mt-12">
          <h2 id="abstract-title" className="mb-4 font-serif text-2xl font-semibold">
            {text.abstract}
          </h2>
          {/* Both languages side by side on wide screens, each marked with its language. */}
          {view.abstracts.length ? (
            <div className={`grid gap-8 ${view.abstracts.length > 1 ? 'lg:grid-cols-2' : ''}`}>
              {view.abstracts.map((abstract) => (
                <section key={abstract.lang} lang={abstract.lang} aria-label={abstract.heading}>
                  {view.abstracts.length > 1 ? <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{abstract.heading}</h3> : null}
                  {abstract.paragraphs.map((paragraph, i) => (
                    <p key={i} className="mb-3 leading-relaxed">
                      {paragraph}
                    </p>
                  ))}
                </section>
              ))}
            </div>
          ) : null}
          {view.keywords.length ? (
            <div className="mt-4">
              <h3 className="font-semibold">{text.keywords}</h3>
              {view.keywords.map((k) => (
                <p key={k.lang} lang={k.lang}>
                  {k.text}
                </p>
              ))}
            </div>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="details-title" className="mt-12">
        <h2 id="details-title" className="mb-4 font-serif text-2xl font-semibold">
          {text.details}
        </h2>
        {/* Bare dt/dd pairs: a <dl> holds either those or only div groups. */}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {view.details.flatMap((row, i) => [
            <dt key={`t${i}`} className="font-medium text-muted">
              {row.term}
            </dt>,
            <dd key={`d${i}`} className="wrap-anywhere">
              {row.href ? (
                <a href={row.href} rel={row.rel} className="text-brand underline">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>,
          ])}
          {view.subjects.length ? (
            <>
              <dt className="font-medium text-muted">{text.subjects}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {view.subjects.map((s) => (
                    <li key={s.to}>
                      <Link to={s.to} className="text-brand underline">
                        {s.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      {view.chapters.length ? <TableOfContents chapters={view.chapters} text={text} /> : null}

      <HowToCite view={citation} />
      {librarians}

      {related.length ? (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="mb-6 font-serif text-2xl font-semibold">
            {text.related}
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
