/**
 * KBART title lists (NISO RP-9-2014, phase II) for knowledge bases and discovery services: one row
 * per title available online (a book or proceedings volume open or sold as an ebook, a journal with
 * published issues), tab-separated, UTF-8, the 25 columns in the recommended order.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { formatFacts } from './marc-records.server.ts';
import { pressCode } from './marc.ts';

export const KBART_COLUMNS = [
  'publication_title',
  'print_identifier',
  'online_identifier',
  'date_first_issue_online',
  'num_first_vol_online',
  'num_first_issue_online',
  'date_last_issue_online',
  'num_last_vol_online',
  'num_last_issue_online',
  'title_url',
  'first_author',
  'title_id',
  'embargo_info',
  'coverage_depth',
  'notes',
  'publisher_name',
  'publication_type',
  'date_monograph_published_print',
  'date_monograph_published_online',
  'monograph_volume',
  'monograph_edition',
  'first_editor',
  'parent_publication_title_id',
  'preceding_publication_title_id',
  'access_type',
] as const;

type Row = Record<(typeof KBART_COLUMNS)[number], string>;
export type KbartSet = { kind: 'all' } | { kind: 'open-access' } | { kind: 'collection'; slug: string };

const clean = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : String(value)
        .replace(/[\t\r\n]+/g, ' ')
        .trim();
const surname = (people: Contributor[], roles: Contributor['role'][]) => people.find((c) => roles.includes(c.role))?.family ?? '';

function filter(set: KbartSet): SQL {
  if (set.kind === 'open-access') return sql`and p.open_access`;
  if (set.kind === 'collection') return sql`and c.slug = ${set.slug}`;
  return sql``;
}

/** The list's rows: monographs first, then serials, each by title. */
export async function kbartRows(db: Db, set: KbartSet, appUrl: string): Promise<Row[]> {
  const publisher = currentPress().name;
  const monographs = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.slug, p.type, p.language, p.title_pt, p.title_en, p.contributors, p.edition, p.published_on, p.open_access, p.volume, c.slug as collection,
        ${formatFacts}
      from publications p left join collections c on c.id = p.collection_id
      where p.status = 'published' and p.type in ('book', 'proceedings') ${filter(set)}
        and (p.open_access or exists (select 1 from formats f where f.publication_id = p.id and f.kind = 'ebook'))
      order by coalesce(p.title_pt, p.title_en)`),
  ).map((r): Row => {
    const title = (r.language === 'en' ? r.title_en || r.title_pt : r.title_pt || r.title_en) as string;
    const year = r.published_on ? String(r.published_on).slice(0, 4) : '';
    const people = r.contributors as Contributor[];
    return {
      publication_title: clean(title),
      print_identifier: clean(r.print_isbn),
      online_identifier: clean(r.ebook_isbn),
      date_first_issue_online: '',
      num_first_vol_online: '',
      num_first_issue_online: '',
      date_last_issue_online: '',
      num_last_vol_online: '',
      num_last_issue_online: '',
      title_url: `${appUrl}/${r.type === 'proceedings' ? 'proceedings' : 'book'}/${r.slug as string}`,
      first_author: clean(surname(people, ['author'])),
      title_id: clean(r.slug),
      embargo_info: '',
      coverage_depth: 'fulltext',
      notes: '',
      publisher_name: clean(publisher),
      publication_type: 'monograph',
      date_monograph_published_print: r.has_print ? year : '',
      date_monograph_published_online: year,
      monograph_volume: clean(r.volume),
      monograph_edition: clean(r.edition),
      first_editor: clean(surname(people, ['editor', 'organizer'])),
      parent_publication_title_id: clean(r.collection),
      preceding_publication_title_id: '',
      access_type: r.open_access ? 'F' : 'P',
    };
  });
  // Journals: their coverage from the first published issue on (open ended: still publishing).
  const serials =
    set.kind === 'collection'
      ? []
      : rowsOf<Record<string, unknown>>(
          await db.execute(sql`
            select p.slug, p.language, p.title_pt, p.title_en, p.open_access, j.issn, j.eissn,
              first.published_on as first_date, first.volume as first_volume, first.number as first_number
            from publications p join journals j on j.publication_id = p.id
              join lateral (select i.published_on, i.volume, i.number, i.year from journal_issues i where i.journal_id = p.id and i.status = 'published' order by i.year, i.volume, i.number limit 1) first on true
            where p.status = 'published' and p.type = 'journal' ${set.kind === 'open-access' ? sql`and p.open_access` : sql``}
            order by coalesce(p.title_pt, p.title_en)`),
        ).map(
          (r): Row => ({
            publication_title: clean(r.language === 'en' ? r.title_en || r.title_pt : r.title_pt || r.title_en),
            print_identifier: clean(r.issn),
            online_identifier: clean(r.eissn),
            date_first_issue_online: r.first_date ? String(r.first_date).slice(0, 10) : '',
            num_first_vol_online: clean(r.first_volume),
            num_first_issue_online: clean(r.first_number),
            date_last_issue_online: '',
            num_last_vol_online: '',
            num_last_issue_online: '',
            title_url: `${appUrl}/journal/${r.slug as string}`,
            first_author: '',
            title_id: clean(r.slug),
            embargo_info: '',
            coverage_depth: 'fulltext',
            notes: '',
            publisher_name: clean(publisher),
            publication_type: 'serial',
            date_monograph_published_print: '',
            date_monograph_published_online: '',
            monograph_volume: '',
            monograph_edition: '',
            first_editor: '',
            parent_publication_title_id: '',
            preceding_publication_title_id: '',
            access_type: r.open_access ? 'F' : 'P',
          }),
        );
  return [...monographs, ...serials];
}

/** The rows as KBART's file: a header line, then one line per title, tab-separated, LF. */
export const kbartFile = (rows: Row[]) =>
  `${[KBART_COLUMNS.join('\t'), ...rows.map((row) => KBART_COLUMNS.map((column) => row[column]).join('\t'))].join('\n')}\n`;

/** KBART's file name: [Provider]_[Region/Consortium]_[PackageName]_[YYYY-MM-DD].txt. */
export function kbartFileName(set: KbartSet, date: string): string {
  const provider = pressCode(currentPress().name);
  const pkg =
    set.kind === 'all'
      ? 'AllTitles'
      : set.kind === 'open-access'
        ? 'OpenAccess'
        : set.slug.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
  return `${provider}_Global_${pkg}_${date}.txt`;
}
