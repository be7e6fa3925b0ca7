/**
 * Builds the CitableWork of a published book, book chapter, journal article or proceedings paper
 * from its rows: what the "how to cite" section, the BibTeX / RIS exports and the citation_* meta
 * tags read. Drafts (the work, or an article's issue or journal) are never citable.
 */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { articles, chapters, events, formats, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import type { CitableWork } from '#app/features/scholarly/api.ts';
import { pick } from '#app/lib/localized.ts';
import { workTitle } from '#app/lib/multilingual.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { workNameColumns } from './work-columns.ts';

/** The publisher and place a citation names: the press's, as set by staff. */
const publisher = () => ({ publisher: currentPress().name, place: currentPress().city });

export const citableKinds = ['book', 'chapter', 'article', 'paper'] as const;
export type CitableKind = (typeof citableKinds)[number];

export const isCitableKind = (value: unknown): value is CitableKind => citableKinds.includes(value as CitableKind);

/** The locale-neutral path of a citable work's page (a chapter is a section of its book's page). */
export function citablePath(kind: CitableKind, slug: string, id: number): { path: string; hash: string } {
  switch (kind) {
    case 'book':
      return { path: `/book/${slug}`, hash: '' };
    case 'chapter':
      return { path: `/book/${slug}`, hash: `#chapter-${id}` };
    case 'article':
      return { path: `/journal/${slug}/article/${id}`, hash: '' };
    case 'paper':
      return { path: `/proceedings/${slug}/paper/${id}`, hash: '' };
  }
}

const absolute = (appUrl: string, locale: Locale, { path, hash }: { path: string; hash: string }) => `${appUrl}${localizePath(path, locale)}${hash}`;

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : undefined);
const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const text = (value: string) => value || undefined;

/** The ISBN a citation names: the printed edition's, else the ebook's. */
async function isbnOf(db: Db, publicationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ isbn: formats.isbn })
    .from(formats)
    .where(and(eq(formats.publicationId, publicationId), isNotNull(formats.isbn)))
    .orderBy(desc(sql`${formats.kind} = 'print'`), asc(formats.id))
    .limit(1);
  return orUndefined(row?.isbn);
}

const publicationColumns = {
  ...workNameColumns,
  language: publications.language,
  publishedOn: publications.publishedOn,
  edition: publications.edition,
  pages: publications.pages,
  doi: publications.doi,
  eventId: publications.eventId,
};

async function publishedPublication(db: Db, id: number, type: 'book' | 'proceedings') {
  const [row] = await db
    .select(publicationColumns)
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.type, type), eq(publications.status, 'published')));
  return row;
}

export async function loadCitable(db: Db, kind: CitableKind, id: number, locale: Locale, appUrl: string): Promise<CitableWork | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;

  if (kind === 'book') {
    const book = await publishedPublication(db, id, 'book');
    if (!book) return null;
    return {
      ...publisher(),
      kind,
      title: pick(book, 'title', locale),
      subtitle: text(pick(book, 'subtitle', locale)),
      contributors: book.contributors,
      year: yearOf(book.publishedOn),
      date: orUndefined(book.publishedOn),
      edition: book.edition,
      doi: orUndefined(book.doi),
      isbn: await isbnOf(db, book.id),
      url: absolute(appUrl, locale, citablePath('book', book.slug, book.id)),
      pages: orUndefined(book.pages),
      language: book.language,
    };
  }

  if (kind === 'chapter' || kind === 'paper') {
    const [part] = await db.select().from(chapters).where(eq(chapters.id, id));
    if (!part) return null;
    const whole = await publishedPublication(db, part.publicationId, kind === 'chapter' ? 'book' : 'proceedings');
    if (!whole) return null;
    const [event] = kind === 'paper' && whole.eventId ? await db.select().from(events).where(eq(events.id, whole.eventId)) : [];
    return {
      ...publisher(),
      kind,
      title: workTitle({ ...part, language: whole.language }, locale).text,
      contributors: part.contributors,
      year: yearOf(whole.publishedOn),
      date: orUndefined(whole.publishedOn),
      doi: orUndefined(part.doi),
      isbn: await isbnOf(db, whole.id),
      url: absolute(appUrl, locale, citablePath(kind, whole.slug, part.id)),
      container: { title: pick(whole, 'title', locale), subtitle: text(pick(whole, 'subtitle', locale)), contributors: whole.contributors },
      ...(event ? { event: { name: pick(event, 'name', locale), year: yearOf(event.startsOn), place: text(event.place) } } : {}),
      firstPage: orUndefined(part.firstPage),
      lastPage: orUndefined(part.lastPage),
      language: whole.language,
    };
  }

  const [row] = await db
    .select({ article: articles, issue: journalIssues, journal: journals, publication: publicationColumns })
    .from(articles)
    .innerJoin(journalIssues, eq(journalIssues.id, articles.issueId))
    .innerJoin(journals, eq(journals.publicationId, journalIssues.journalId))
    .innerJoin(publications, eq(publications.id, journals.publicationId))
    .where(and(eq(articles.id, id), eq(journalIssues.status, 'published'), eq(publications.status, 'published'), eq(publications.type, 'journal')));
  if (!row) return null;
  const { article, issue, journal, publication } = row;
  return {
    ...publisher(),
    kind: 'article',
    title: workTitle(article, locale).text,
    contributors: article.contributors,
    year: issue.year,
    date: orUndefined(issue.publishedOn),
    doi: orUndefined(article.doi),
    // The article is read online: the electronic ISSN first.
    issn: orUndefined(journal.eissn || journal.issn),
    url: absolute(appUrl, locale, citablePath('article', publication.slug, article.id)),
    journal: { name: pick(publication, 'title', locale), volume: issue.volume, number: issue.number },
    firstPage: orUndefined(article.firstPage),
    lastPage: orUndefined(article.lastPage),
    language: article.language,
  };
}
