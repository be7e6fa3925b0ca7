/**
 * The works libraries get records for, described from the catalog: every published book and
 * proceedings volume that is open access, sold as an ebook, or printed. Whole sets (everything,
 * open access, a collection, the changes of a period) and one work.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { PUBLISHER_TIME_ZONE } from '#app/lib/publisher-time.ts';
import { pressCode, type MarcPress, type MarcWork } from './marc.ts';

/** At most this many works in one file (the press's whole list, with room). */
export const MARC_WORKS_MAX = 50_000;

export type MarcSet =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'all' }
  | { kind: 'open-access' }
  | { kind: 'collection'; slug: string }
  | { kind: 'changes'; from: string; until: string }
  | { kind: 'work'; slug: string };

/** A work's formats as libraries need them (`p` is the work): each carrier's first ISBN, and which carriers it has. */
export const formatFacts = sql`
  (select f.isbn from formats f where f.publication_id = p.id and f.kind = 'print' order by f.id limit 1) as print_isbn,
  (select f.isbn from formats f where f.publication_id = p.id and f.kind = 'ebook' order by f.id limit 1) as ebook_isbn,
  exists (select 1 from formats f where f.publication_id = p.id and f.kind = 'print') as has_print,
  exists (select 1 from formats f where f.publication_id = p.id and f.kind = 'ebook') as has_ebook`;

export const marcPress = (): MarcPress => {
  const press = currentPress();
  return { name: press.name, city: press.city, code: pressCode(press.name) };
};

function setFilter(set: MarcSet): SQL {
  switch (set.kind) {
    case 'open-access':
      return sql`and p.open_access`;
    case 'collection':
      return sql`and c.slug = ${set.slug}`;
    case 'changes':
      // A library's update load: the works changed in these days (São Paulo's calendar).
      return sql`and (p.updated_at at time zone ${PUBLISHER_TIME_ZONE})::date between ${set.from}::date and ${set.until}::date`;
    case 'work':
      return sql`and p.slug = ${set.slug}`;
    case 'ids':
      return set.ids.length
        ? sql`and p.id in (${sql.join(
            set.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`and false`;
    default:
      return sql``;
  }
}

/** The works of a set, in a stable order (oldest first), described for their MARC records. */
export async function marcWorks(db: Db, set: MarcSet, appUrl: string): Promise<MarcWork[]> {
  const result = await db.execute(sql`
    select p.id, p.slug, p.type, p.title_pt, p.title_en, p.subtitle_pt, p.subtitle_en, p.abstract_pt, p.abstract_en, p.keywords_pt, p.keywords_en,
      p.contributors, p.language, p.edition, p.pages, p.published_on, p.updated_at, p.license, p.open_access, p.doi,
      coalesce(case when p.language = 'en' then c.name_en else c.name_pt end, null) as collection,
      coalesce((select array_agg(case when p.language = 'en' then s.name_en else s.name_pt end order by s.id) from publication_subjects ps join subjects s on s.id = ps.subject_id where ps.publication_id = p.id), '{}') as subjects,
      coalesce((select array_agg(coalesce(case when p.language = 'en' then ch.title_en when p.language = 'pt' then ch.title_pt else ch.title_original end, ch.title_pt, ch.title_en) order by ch.position) from chapters ch where ch.publication_id = p.id), '{}') as chapters,
      ${formatFacts},
      exists (select 1 from reader_editions e where e.publication_id = p.id and e.current) as readable
    from publications p left join collections c on c.id = p.collection_id
    where p.status = 'published' and p.type in ('book', 'proceedings') ${setFilter(set)}
    order by p.id
    limit ${MARC_WORKS_MAX}`);
  return rowsOf<Record<string, unknown>>(result).flatMap((r) => {
    const english = r.language === 'en' ? Boolean(r.title_en) || !r.title_pt : !r.title_pt;
    const openAccess = Boolean(r.open_access);
    const hasOnline = openAccess || Boolean(r.has_ebook);
    const hasPrint = Boolean(r.has_print);
    if (!hasOnline && !hasPrint) return [];
    const path = r.type === 'proceedings' ? `/proceedings/${r.slug as string}` : `/book/${r.slug as string}`;
    return [
      {
        id: Number(r.id),
        slug: r.slug as string,
        type: r.type === 'proceedings' ? 'proceedings' : 'book',
        title: ((english ? r.title_en : r.title_pt) as string | null) ?? (r.slug as string),
        subtitle: ((english ? r.subtitle_en : r.subtitle_pt) as string | null) ?? null,
        contributors: r.contributors as Contributor[],
        language: ((r.language as string | null) ?? 'pt').slice(0, 2),
        edition: Number(r.edition ?? 1),
        pages: (r.pages as number | null) ?? null,
        publishedOn: r.published_on ? String(r.published_on).slice(0, 10) : null,
        updatedAt: new Date(r.updated_at as string),
        license: (r.license as string | null) ?? null,
        openAccess,
        doi: (r.doi as string | null) ?? null,
        abstract: ((english ? r.abstract_en : r.abstract_pt) as string | null) ?? null,
        keywords: ((english ? r.keywords_en : r.keywords_pt) as string[] | null) ?? [],
        subjects: (r.subjects as string[]) ?? [],
        collection: (r.collection as string | null) ?? null,
        chapters: ((r.chapters as (string | null)[]) ?? []).filter((title): title is string => Boolean(title)),
        printIsbn: (r.print_isbn as string | null) ?? null,
        ebookIsbn: (r.ebook_isbn as string | null) ?? null,
        hasPrint,
        hasOnline,
        landingUrl: appUrl + path,
        readUrl: openAccess && r.readable ? `${appUrl}/book/${r.slug as string}/read` : null,
      } satisfies MarcWork,
    ];
  });
}
