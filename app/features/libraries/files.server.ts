/**
 * The files libraries load, at stable public addresses: MARC records (MARCXML, ISO 2709) of one
 * work, of everything, of open access, of a collection and of a period's changes; KBART lists.
 * And the librarians' page that lists them all.
 */
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { collections, publications } from '#app/lib/db/schema.ts';
import { calendarDate, daysBefore, isCalendarDate } from '#app/lib/publisher-time.ts';
import { pick } from '#app/lib/localized.ts';
import { kbartFile, kbartFileName, kbartRows, type KbartSet } from './kbart.server.ts';
import { iso2709, marcXmlCollection, workRecords } from './marc.ts';
import { marcPress, marcWorks, type MarcSet } from './marc-records.server.ts';

export type MarcFormat = 'xml' | 'mrc';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** A library's update load covers at most a year of changes. */
const CHANGES_MAX_DAYS = 366;

/** The set a file name names (all.xml, open-access.mrc, collection-{slug}.xml, changes.mrc), or null. */
export function parseMarcFile(file: string, params: URLSearchParams): { set: MarcSet; format: MarcFormat } | { error: 'not-found' | 'bad-dates' } {
  const match = /^(all|open-access|changes|collection-([a-z0-9-]{1,200}))\.(xml|mrc)$/.exec(file);
  if (!match) return { error: 'not-found' };
  const format = match[3] as MarcFormat;
  if (match[1] === 'changes') {
    const until = params.get('until') ?? calendarDate(new Date());
    const from = params.get('from') ?? daysBefore(new Date(), 30);
    if (!isCalendarDate(from) || !isCalendarDate(until) || from > until || (Date.parse(until) - Date.parse(from)) / 86_400_000 > CHANGES_MAX_DAYS)
      return { error: 'bad-dates' };
    return { set: { kind: 'changes', from, until }, format };
  }
  if (match[2]) return { set: { kind: 'collection', slug: match[2] }, format };
  return { set: { kind: match[1] as 'all' | 'open-access' }, format };
}

/** The records of a set as a file (an empty collection is a valid, empty file; one unknown work is a 404). */
export async function marcFile(db: Db, set: MarcSet, format: MarcFormat, appUrl: string, name: string): Promise<Response | null> {
  if (set.kind === 'work' && !SLUG.test(set.slug)) return null;
  const works = await marcWorks(db, set, appUrl);
  if (set.kind === 'work' && !works.length) return null;
  const press = marcPress();
  const records = works.flatMap((work) => workRecords(work, press));
  const body = format === 'xml' ? marcXmlCollection(records) : Buffer.concat(records.map(iso2709));
  return new Response(body, {
    headers: {
      'Content-Type': format === 'xml' ? 'application/marcxml+xml; charset=utf-8' : 'application/marc',
      'Content-Disposition': attachment(`${name}.${format === 'xml' ? 'xml' : 'mrc'}`),
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

export function parseKbartFile(file: string): KbartSet | null {
  const match = /^(all|open-access|collection-([a-z0-9-]{1,200}))\.txt$/.exec(file);
  if (!match) return null;
  return match[2] ? { kind: 'collection', slug: match[2] } : { kind: match[1] as 'all' | 'open-access' };
}

export async function kbartResponse(db: Db, set: KbartSet, appUrl: string): Promise<Response | null> {
  if (set.kind === 'collection') {
    const [known] = await db.select({ id: collections.id }).from(collections).where(eq(collections.slug, set.slug));
    if (!known) return null;
  }
  const rows = await kbartRows(db, set, appUrl);
  return new Response(kbartFile(rows), {
    headers: {
      'Content-Type': 'text/tab-separated-values; charset=utf-8',
      'Content-Disposition': attachment(kbartFileName(set, calendarDate(new Date()))),
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

/** What the librarians' page lists: the whole-list files, each collection's, and when the catalog last changed. */
export async function librariansPage(db: Db, locale: Locale) {
  // Each file's date: the last change of a work it holds (the files are written on request).
  const published = and(eq(publications.status, 'published'), inArray(publications.type, ['book', 'proceedings', 'journal']));
  const [changed] = await db
    .select({ at: max(publications.updatedAt) })
    .from(publications)
    .where(published);
  const [openChanged] = await db
    .select({ at: max(publications.updatedAt) })
    .from(publications)
    .where(and(published, eq(publications.openAccess, true)));
  const withWorks = await db
    .select({ slug: collections.slug, namePt: collections.namePt, nameEn: collections.nameEn, at: max(publications.updatedAt) })
    .from(collections)
    .innerJoin(publications, eq(publications.collectionId, collections.id))
    .where(published)
    .groupBy(collections.slug, collections.namePt, collections.nameEn)
    .orderBy(desc(collections.slug));
  const day = (at: Date | null | undefined) => (at ? calendarDate(at) : null);
  return {
    updated: day(changed?.at),
    openAccessUpdated: day(openChanged?.at),
    today: calendarDate(new Date()),
    monthAgo: daysBefore(new Date(), 30),
    kbartNames: { all: kbartFileName({ kind: 'all' }, calendarDate(new Date())), openAccess: kbartFileName({ kind: 'open-access' }, calendarDate(new Date())) },
    collections: withWorks
      .map((c) => ({ slug: c.slug, name: pick(c, 'name', locale), updated: day(c.at) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
  };
}
