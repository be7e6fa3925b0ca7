import type { ReactNode } from 'react';
import { fullName } from '#app/features/scholarly/api.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { Contributor, Funding } from '#app/lib/db/schema.ts';
import { CREDIT_ROLES, editorialMessages, type CreditRole } from '#app/features/editorial/api.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { langAttr, paragraphs } from '#app/features/scholarly/api.ts';
import { type MultilingualTexts, workTitle } from '#app/lib/multilingual.ts';
import { abstractLabels, textsByLanguage } from '#app/lib/language-texts.ts';
import { doiUrl, languageName, orcidId, orcidUrl } from '#app/features/scholarly/api.ts';
import { journalMessages } from '../messages.ts';
import { journalPageMessages } from '../page-messages.ts';
import { pageLabel } from './issue.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';

/** An article or a proceedings paper: what both pages show. */
export interface WorkRow extends Omit<MultilingualTexts, 'language'> {
  contributors: Contributor[];
  firstPage: number | null;
  lastPage: number | null;
  doi: string | null;
}

export function ContributorList({ contributors }: { contributors: Contributor[] }) {
  const t = useT(journalPageMessages);
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {contributors.map((c, i) => {
        const name = fullName(c);
        return (
          <li key={`${name}-${i}`}>
            <span className="font-semibold">{name}</span>
            {c.affiliation ? <span className="block text-muted">{c.affiliation}</span> : null}
            {c.orcid ? (
              <a href={orcidUrl(c.orcid)} className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-brand underline" rel="noopener">
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0">
                  <circle cx="8" cy="8" r="8" fill="#a6ce39" />
                  <path
                    fill="#fff"
                    d="M5.3 11.6H4.3V4.9h1zM4.8 3.2a.65.65 0 1 1 0 1.3.65.65 0 0 1 0-1.3zM6.5 4.9h2.6c2.5 0 3.6 1.8 3.6 3.35 0 1.7-1.34 3.35-3.6 3.35H6.5zm1 5.8h1.5c2.2 0 2.7-1.66 2.7-2.45 0-1.3-.83-2.45-2.65-2.45H7.5z"
                  />
                </svg>
                <span className="sr-only">{t('orcidOf', { name })}: </span>
                {orcidUrl(orcidId(c.orcid))}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The work's title as the h1: in its own language when that is neither Portuguese nor English,
 * else in the page's. Beside it, its translated titles.
 */
function Titles({ work }: { work: MultilingualTexts }) {
  const locale = useLocale();
  const main = workTitle(work, locale);
  const translated = textsByLanguage(work, locale).filter((t) => t.title && t.lang !== main.lang);
  return (
    <div className={translated.length ? 'grid gap-4 md:grid-cols-2 md:gap-8' : ''}>
      <h1 lang={langAttr(main.lang, locale)} className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
        {main.text}
      </h1>
      {translated.length ? (
        <div className="space-y-3 md:border-l md:border-line md:pl-8">
          {translated.map((t) => (
            <p key={t.lang} lang={langAttr(t.lang, locale)} className="font-serif text-2xl text-muted">
              {t.title}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Abstract and keywords in each language the work has, side by side (its own language first when
 * neither Portuguese nor English, then the page's); headed in the abstract's language.
 */
function Abstracts({ work }: { work: MultilingualTexts }) {
  const locale = useLocale();
  const columns = textsByLanguage(work, locale).filter((c) => c.abstract || c.keywords.length);
  if (!columns.length) return null;
  return (
    <div className={columns.length > 1 ? 'grid gap-10 md:grid-cols-2' : ''}>
      {columns.map((c) => {
        const labels = abstractLabels(c.lang);
        return (
          <section key={c.lang} lang={langAttr(c.lang, locale)} aria-labelledby={`abstract-${c.lang}`}>
            <h2 id={`abstract-${c.lang}`} className="font-serif text-2xl font-semibold">
              {labels.abstract}
            </h2>
            <div className="mt-3 space-y-3 text-lg leading-relaxed">
              {paragraphs(c.abstract).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            {c.keywords.length ? (
              <p className="mt-4">
                <span className="font-semibold">{labels.keywords}:</span> {c.keywords.join('; ')}
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

interface WorkPageProps {
  work: WorkRow;
  /** The text's language code (pt, en, es). */
  language: string;
  kind: 'article' | 'paper';
  eyebrow: string;
  back: { to: string; label: string };
  publishedIn: ReactNode;
  section?: string | null;
  /** Locale-neutral path of the PDF, when there is one. */
  pdfPath?: string | null;
  /** Locale-neutral path of its JATS XML. */
  jatsPath?: string | null;
  /** The full text, allowlisted HTML (features/fulltext), shown under the abstracts. */
  fullText?: string | null;
  /** The full text's language when it is a translation (the work's language otherwise). */
  fullTextLanguage?: string;
  /** Says the text is a translation, or that there is one (shown above the abstracts). */
  versionNote?: ReactNode;
  /** The "how to cite" box. */
  citation?: ReactNode;
  /** The work's accessibility (its full text's and its PDF's), drawn by the loader. */
  accessibility?: ReactNode;
  /** When the manuscript was received and accepted (the editorial record) and published, as ISO dates. */
  record?: { receivedOn: string | null; acceptedOn: string | null; publishedOn: string | null; dataAvailability?: string | null };
  /** The licence (SPDX id) and the grants behind the work. */
  license?: string | null;
  funding?: Funding[];
}

/** Who did what, in CRediT's words (each author's roles, from the editorial record). */
function Contributions({ contributors }: { contributors: Contributor[] }) {
  const t = useT(journalPageMessages);
  const te = useT(editorialMessages);
  const credited = contributors.filter((c) => c.credit?.length);
  if (!credited.length) return null;
  return (
    <section aria-labelledby="contributions-title">
      <h2 id="contributions-title" className="font-serif text-2xl font-semibold">
        {t('contributions')}
      </h2>
      <ul className="mt-3 space-y-1">
        {credited.map((c, i) => (
          <li key={i}>
            <span className="font-semibold">{fullName(c)}:</span>{' '}
            {c.credit!.map((slug) => (CREDIT_ROLES.includes(slug as CreditRole) ? te(`credit.${slug as CreditRole}`) : slug)).join('; ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WorkPage({
  work,
  language,
  kind,
  eyebrow,
  back,
  publishedIn,
  section,
  pdfPath,
  jatsPath,
  fullText,
  fullTextLanguage = language,
  versionNote,
  citation,
  accessibility,
  record,
  license,
  funding = [],
}: WorkPageProps) {
  const t = useT(journalPageMessages);
  const locale = useLocale();
  const pages = pageLabel(useT(journalMessages), work.firstPage, work.lastPage);
  const texts = { ...work, language };
  const title = workTitle(texts, locale).text;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <p>
        <Link to={back.to} className="text-brand underline">
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </p>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      <div className="mt-2">
        <Titles work={texts} />
      </div>
      {work.contributors.length ? (
        <section aria-labelledby="authors-title" className="mt-6">
          <h2 id="authors-title" className="sr-only">
            {t('authors')}
          </h2>
          <ContributorList contributors={work.contributors} />
        </section>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-12">
          {versionNote}
          <Abstracts work={texts} />
          {fullText ? (
            <section id="full-text" aria-labelledby="full-text-title" lang={fullTextLanguage} className="work-full-text">
              <h2 id="full-text-title" className="font-serif text-2xl font-semibold">
                {t('fullText')}
              </h2>
              {/* Allowlisted when saved (features/fulltext/convert.server.ts). */}
              <div className="mt-4" dangerouslySetInnerHTML={{ __html: fullText }} />
            </section>
          ) : null}
          <Contributions contributors={work.contributors} />
          {record?.dataAvailability ? (
            <section aria-labelledby="data-title">
              <h2 id="data-title" className="font-serif text-2xl font-semibold">
                {t('dataAvailability')}
              </h2>
              <p className="mt-3">{record.dataAvailability}</p>
            </section>
          ) : null}
          {citation}
          {accessibility}
        </div>
        <aside aria-labelledby="details-title" className="self-start rounded-md border border-line bg-surface p-5">
          <h2 id="details-title" className="font-semibold">
            {kind === 'article' ? t('articleDetails') : t('paperDetails')}
          </h2>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="font-semibold">{t('publishedIn')}</dt>
              <dd>{publishedIn}</dd>
            </div>
            {record
              ? (
                  [
                    ['receivedOn', record.receivedOn],
                    ['acceptedOn', record.acceptedOn],
                    ['publishedOn', record.publishedOn],
                  ] as const
                ).map(([label, date]) =>
                  date ? (
                    <div key={label}>
                      <dt className="font-semibold">{t(label)}</dt>
                      <dd>
                        <time dateTime={date}>{formatDate(date, locale)}</time>
                      </dd>
                    </div>
                  ) : null,
                )
              : null}
            {section ? (
              <div>
                <dt className="font-semibold">{t('section')}</dt>
                <dd>{section}</dd>
              </div>
            ) : null}
            {pages ? (
              <div>
                <dt className="font-semibold">{t('pages')}</dt>
                <dd>{pages}</dd>
              </div>
            ) : null}
            {work.doi ? (
              <div>
                <dt className="font-semibold">{t('doi')}</dt>
                <dd>
                  <a href={doiUrl(work.doi)} className="break-all text-brand underline">
                    {doiUrl(work.doi)}
                  </a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="font-semibold">{t('language')}</dt>
              <dd>{languageName(language, locale)}</dd>
            </div>
            {funding.length ? (
              <div>
                <dt className="font-semibold">{t('funding')}</dt>
                {funding.map((f, i) => (
                  <dd key={i}>
                    {f.funder}
                    {f.award ? `, ${t('award', { award: f.award })}` : ''}
                  </dd>
                ))}
              </div>
            ) : null}
            {license ? (
              <div>
                <dt className="font-semibold">{t('license')}</dt>
                <dd>
                  <a href={licenseUrl(license)} className="text-brand underline" rel="license">
                    {license.replace(/-/g, ' ')}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {pdfPath ? (
            // A file, not a page: a plain link so the browser opens or downloads it.
            <a href={pdfPath} className={buttonClass('primary', 'mt-5 w-full')} type="application/pdf">
              {t('downloadPdf')}
              <span className="sr-only"> ({title})</span>
            </a>
          ) : null}
          {jatsPath ? (
            // The record as indexes read it (JATS 1.3, SciELO PS 1.10); a file in the page's language's address.
            <p className="mt-3 text-sm">
              <a href={localizePath(jatsPath, locale)} className="text-brand underline" type="application/jats+xml">
                {t('jatsXml')}
                <span className="sr-only"> ({title})</span>
              </a>
            </p>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
