/**
 * The records OAI-PMH exposes, and their registry (oai_records). Records: every published book
 * and proceedings volume, every article of a published issue of a published journal, and every
 * paper of a published proceedings volume. Book chapters travel inside their book's record.
 *
 * The catalog has no change log, so before a harvest `reconcileOaiRecords` compares what the
 * catalog shows now with the registry in one statement: a record whose metadata hash changed
 * gets a new datestamp, one that left the catalog (deleted, unpublished) stays as deleted, one
 * that came back is live again. Datestamps are whole UTC seconds (the repository's granularity).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { textsByLanguage } from '#app/lib/language-texts.ts';

/** Every record the catalog shows now: identifier, sets, hash of its metadata, a first datestamp. */
const CURRENT_RECORDS = sql`
  select (case when p.type = 'book' then 'book/' else 'proceedings/' end) || p.id as identifier,
    (case when p.type = 'proceedings' then array['proceedings', 'proceedings:' || p.slug] else '{}'::text[] end)
      || (case when c.slug is null then '{}'::text[] else array['collection', 'collection:' || c.slug] end) as sets,
    md5(concat_ws('|', p.type, p.slug, p.title_pt, p.title_en, p.subtitle_pt, p.subtitle_en, p.abstract_pt, p.abstract_en,
      p.keywords_pt::text, p.keywords_en::text, p.contributors::text, p.language, p.published_on::text, p.edition::text,
      p.pages::text, p.doi, p.license, p.open_access::text, c.slug,
      (select string_agg(f.kind || ':' || coalesce(f.isbn, ''), ',' order by f.id) from formats f where f.publication_id = p.id),
      (select string_agg(s.name_pt || '/' || s.name_en, ',' order by s.id) from publication_subjects ps join subjects s on s.id = ps.subject_id where ps.publication_id = p.id))) as hash,
    p.updated_at as since
  from publications p left join collections c on c.id = p.collection_id
  where p.status = 'published' and p.type in ('book', 'proceedings')
  union all
  select 'article/' || a.id, array['journal', 'journal:' || jp.slug],
    md5(concat_ws('|', a.title_pt, a.title_en, a.abstract_pt, a.abstract_en, a.keywords_pt::text, a.keywords_en::text,
      a.title_original, a.abstract_original, a.keywords_original::text,
      a.contributors::text, a.language, a.first_page::text, a.last_page::text, a.doi, (a.pdf_file is not null)::text,
      (a.full_text is not null)::text, i.volume::text, i.number::text, i.year::text, i.published_on::text,
      jp.slug, jp.title_pt, jp.title_en, jp.license, j.issn, j.eissn)),
    coalesce(i.published_on::timestamptz, jp.updated_at)
  from articles a join journal_issues i on i.id = a.issue_id and i.status = 'published'
    join journals j on j.publication_id = i.journal_id
    join publications jp on jp.id = j.publication_id and jp.status = 'published'
  union all
  select 'paper/' || ch.id, array['proceedings', 'proceedings:' || p.slug],
    md5(concat_ws('|', ch.title_pt, ch.title_en, ch.abstract_pt, ch.abstract_en, ch.keywords_pt::text, ch.keywords_en::text,
      ch.title_original, ch.abstract_original, ch.keywords_original::text,
      ch.contributors::text, ch.first_page::text, ch.last_page::text, ch.doi, (ch.pdf_file is not null)::text,
      p.slug, p.title_pt, p.title_en, p.language, p.published_on::text, p.license, p.open_access::text)),
    p.updated_at
  from chapters ch join publications p on p.id = ch.publication_id and p.type = 'proceedings' and p.status = 'published'`;

/** Brings the registry up to date with the catalog (see the top of this file). */
export async function reconcileOaiRecords(db: Db): Promise<void> {
  await db.execute(sql`
    with current_records as (${CURRENT_RECORDS}),
    upserted as (
      insert into oai_records (identifier, datestamp, deleted, sets, hash)
      select identifier, date_trunc('second', least(coalesce(since, now()), now())), false, sets, hash from current_records
      on conflict (identifier) do update set datestamp = date_trunc('second', now()), deleted = false, sets = excluded.sets, hash = excluded.hash
      where oai_records.deleted or oai_records.hash <> excluded.hash or oai_records.sets <> excluded.sets
      returning 1
    )
    update oai_records set deleted = true, datestamp = date_trunc('second', now())
    where not deleted and identifier not in (select identifier from current_records)`);
}

export interface RecordHeader {
  identifier: string;
  datestamp: Date;
  deleted: boolean;
  sets: string[];
}

export interface RecordFilter {
  from?: Date;
  /** Inclusive. */
  until?: Date;
  set?: string;
  /** Only the works (books and proceedings volumes): the records marcxml gives. */
  worksOnly?: boolean;
  /** Only the articles and papers: the records jats gives. */
  articlesOnly?: boolean;
}

function where(filter: RecordFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.from) conditions.push(sql`datestamp >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.until) conditions.push(sql`datestamp <= ${filter.until.toISOString()}::timestamptz`);
  if (filter.set) conditions.push(sql`${filter.set} = any(sets)`);
  if (filter.worksOnly) conditions.push(sql`(identifier like 'book/%' or identifier like 'proceedings/%')`);
  if (filter.articlesOnly) conditions.push(sql`(identifier like 'article/%' or identifier like 'paper/%')`);
  return sql.join(conditions, sql` and `);
}

const toHeader = (row: { identifier: string; datestamp: string | Date; deleted: boolean; sets: string[] }): RecordHeader => ({
  identifier: row.identifier,
  datestamp: new Date(row.datestamp),
  deleted: row.deleted,
  sets: row.sets,
});

/** One page of headers in identifier order, after `after`. */
export async function recordHeaders(db: Db, filter: RecordFilter, after: string, limit: number): Promise<RecordHeader[]> {
  const result = await db.execute(sql`
    select identifier, datestamp, deleted, sets from oai_records
    where ${where(filter)} and identifier > ${after} order by identifier collate "C" limit ${limit}`);
  return rowsOf<{ identifier: string; datestamp: string; deleted: boolean; sets: string[] }>(result).map(toHeader);
}

export async function countRecords(db: Db, filter: RecordFilter): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from oai_records where ${where(filter)}`);
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

export async function recordHeader(db: Db, identifier: string): Promise<RecordHeader | null> {
  const result = await db.execute(sql`select identifier, datestamp, deleted, sets from oai_records where identifier = ${identifier}`);
  const row = rowsOf<{ identifier: string; datestamp: string; deleted: boolean; sets: string[] }>(result)[0];
  return row ? toHeader(row) : null;
}

export async function earliestDatestamp(db: Db): Promise<Date | null> {
  const result = await db.execute(sql`select min(datestamp) as earliest from oai_records`);
  const earliest = rowsOf<{ earliest: string | null }>(result)[0]?.earliest;
  return earliest ? new Date(earliest) : null;
}

export interface OaiSet {
  spec: string;
  namePt: string;
  nameEn: string;
}

/** Every set: the three kinds, each collection, journal and proceedings volume that is published. */
export async function oaiSets(db: Db): Promise<OaiSet[]> {
  const result = await db.execute(sql`
    select 'collection:' || slug as spec, name_pt, name_en from collections
    union all
    select (case when type = 'journal' then 'journal:' else 'proceedings:' end) || slug, coalesce(title_pt, title_en), coalesce(title_en, title_pt)
    from publications where status = 'published' and type in ('journal', 'proceedings')
    order by 1`);
  const rows = rowsOf<{ spec: string; name_pt: string; name_en: string }>(result).map((r) => ({ spec: r.spec, namePt: r.name_pt, nameEn: r.name_en }));
  return [
    { spec: 'collection', namePt: 'Coleções', nameEn: 'Collections' },
    { spec: 'journal', namePt: 'Revistas', nameEn: 'Journals' },
    { spec: 'proceedings', namePt: 'Anais de eventos', nameEn: 'Event proceedings' },
    ...rows,
  ];
}

/** What a Dublin Core record is made of (oai-dc.ts writes it). */
export interface RecordMetadata {
  kind: 'book' | 'proceedings' | 'article' | 'paper';
  titles: { text: string; lang: string }[];
  contributors: Contributor[];
  abstracts: { text: string; lang: string }[];
  keywords: { text: string; lang: string }[];
  subjects: { text: string; lang: string }[];
  /** ISO 639-1 code of the text. */
  language: string;
  date: string | null;
  landingPath: string;
  doi: string | null;
  isbns: string[];
  license: string | null;
  openAccess: boolean;
  /** Where it appeared: the journal or proceedings volume, volume and issue, pages. */
  source: { title: string; issns: string[]; volume: number | null; issue: number | null; firstPage: number | null; lastPage: number | null } | null;
  mediaTypes: string[];
}

const pairs = (pt: string | null, en: string | null) => [...(pt ? [{ text: pt, lang: 'pt' }] : []), ...(en ? [{ text: en, lang: 'en' }] : [])];
const keywordList = (pt: string[], en: string[]) => [...pt.map((text) => ({ text, lang: 'pt' })), ...en.map((text) => ({ text, lang: 'en' }))];

/** An article's or paper's titles, abstracts and keywords, each with its language: its own first (decision 0020). */
function partTexts(r: Record<string, unknown>, language: string): Pick<RecordMetadata, 'titles' | 'abstracts' | 'keywords'> {
  const texts = textsByLanguage({
    language,
    titlePt: r.title_pt as string | null,
    titleEn: r.title_en as string | null,
    titleOriginal: r.title_original as string | null,
    abstractPt: r.abstract_pt as string | null,
    abstractEn: r.abstract_en as string | null,
    abstractOriginal: r.abstract_original as string | null,
    keywordsPt: r.keywords_pt as string[],
    keywordsEn: r.keywords_en as string[],
    keywordsOriginal: r.keywords_original as string[],
  });
  return {
    titles: texts.filter((t) => t.title).map((t) => ({ text: t.title, lang: t.lang })),
    abstracts: texts.filter((t) => t.abstract).map((t) => ({ text: t.abstract, lang: t.lang })),
    keywords: texts.flatMap((t) => t.keywords.map((text) => ({ text, lang: t.lang }))),
  };
}

/** The metadata of the given live records, by identifier; identifiers that no longer resolve are left out. */
export async function recordMetadata(db: Db, identifiers: string[]): Promise<Map<string, RecordMetadata>> {
  const ids = (prefix: string) => identifiers.filter((i) => i.startsWith(`${prefix}/`)).map((i) => Number(i.slice(prefix.length + 1)));
  const found = new Map<string, RecordMetadata>();
  const works = [...ids('book'), ...ids('proceedings')];
  if (works.length) {
    const result = await db.execute(sql`
      select p.id, p.type, p.slug, p.title_pt, p.title_en, p.subtitle_pt, p.subtitle_en, p.abstract_pt, p.abstract_en,
        p.keywords_pt, p.keywords_en, p.contributors, p.language, p.published_on, p.doi, p.license, p.open_access,
        coalesce((select array_agg(f.isbn order by f.id) from formats f where f.publication_id = p.id and f.isbn is not null), '{}') as isbns,
        coalesce((select array_agg(f.kind order by f.id) from formats f where f.publication_id = p.id), '{}') as kinds,
        (select json_agg(json_build_object('pt', s.name_pt, 'en', s.name_en) order by s.id) from publication_subjects ps join subjects s on s.id = ps.subject_id where ps.publication_id = p.id) as subjects,
        exists (select 1 from formats f where f.publication_id = p.id and f.pdf_file is not null) as has_pdf,
        exists (select 1 from formats f where f.publication_id = p.id and f.epub_file is not null) as has_epub
      from publications p where p.id in ${sql.raw(`(${works.join(',')})`)} and p.status = 'published'`);
    for (const r of rowsOf<Record<string, unknown>>(result)) {
      const kind = r.type === 'proceedings' ? 'proceedings' : 'book';
      const subtitle = (title: string | null, sub: string | null) => (title && sub ? `${title}: ${sub}` : title);
      found.set(`${kind}/${r.id}`, {
        kind,
        titles: pairs(
          subtitle(r.title_pt as string | null, r.subtitle_pt as string | null),
          subtitle(r.title_en as string | null, r.subtitle_en as string | null),
        ),
        contributors: r.contributors as Contributor[],
        abstracts: pairs(r.abstract_pt as string | null, r.abstract_en as string | null),
        keywords: keywordList(r.keywords_pt as string[], r.keywords_en as string[]),
        subjects: ((r.subjects as { pt: string; en: string }[] | null) ?? []).flatMap((s) => [
          { text: s.pt, lang: 'pt' },
          { text: s.en, lang: 'en' },
        ]),
        language: r.language as string,
        date: (r.published_on as string | null) ?? null,
        landingPath: `/${kind === 'book' ? 'book' : 'proceedings'}/${r.slug}`,
        doi: (r.doi as string | null) ?? null,
        isbns: r.isbns as string[],
        license: (r.license as string | null) ?? null,
        openAccess: Boolean(r.open_access),
        source: null,
        mediaTypes: ['text/html', ...(r.has_pdf ? ['application/pdf'] : []), ...(r.has_epub ? ['application/epub+zip'] : [])],
      });
    }
  }
  const articleIds = ids('article');
  if (articleIds.length) {
    const result = await db.execute(sql`
      select a.id, a.title_pt, a.title_en, a.abstract_pt, a.abstract_en, a.keywords_pt, a.keywords_en,
        a.title_original, a.abstract_original, a.keywords_original, a.contributors, a.language,
        a.first_page, a.last_page, a.doi, a.pdf_file is not null as has_pdf, a.full_text is not null as has_text,
        i.volume, i.number, i.year, i.published_on, jp.slug as journal_slug, coalesce(jp.title_pt, jp.title_en) as journal_title,
        jp.license, jp.open_access, j.issn, j.eissn
      from articles a join journal_issues i on i.id = a.issue_id and i.status = 'published'
        join journals j on j.publication_id = i.journal_id
        join publications jp on jp.id = j.publication_id and jp.status = 'published'
      where a.id in ${sql.raw(`(${articleIds.join(',')})`)}`);
    for (const r of rowsOf<Record<string, unknown>>(result)) {
      found.set(`article/${r.id}`, {
        kind: 'article',
        ...partTexts(r, r.language as string),
        contributors: r.contributors as Contributor[],
        subjects: [],
        language: r.language as string,
        date: (r.published_on as string | null) ?? String(r.year),
        landingPath: `/journal/${r.journal_slug}/article/${r.id}`,
        doi: (r.doi as string | null) ?? null,
        isbns: [],
        license: (r.license as string | null) ?? null,
        openAccess: Boolean(r.open_access),
        source: {
          title: r.journal_title as string,
          issns: [r.issn, r.eissn].filter((x): x is string => typeof x === 'string' && x !== ''),
          volume: r.volume as number,
          issue: r.number as number,
          firstPage: (r.first_page as number | null) ?? null,
          lastPage: (r.last_page as number | null) ?? null,
        },
        mediaTypes: ['text/html', ...(r.has_pdf ? ['application/pdf'] : [])],
      });
    }
  }
  const paperIds = ids('paper');
  if (paperIds.length) {
    const result = await db.execute(sql`
      select ch.id, ch.title_pt, ch.title_en, ch.abstract_pt, ch.abstract_en, ch.keywords_pt, ch.keywords_en,
        ch.title_original, ch.abstract_original, ch.keywords_original, ch.contributors,
        ch.first_page, ch.last_page, ch.doi, ch.pdf_file is not null as has_pdf, p.slug, coalesce(p.title_pt, p.title_en) as volume_title,
        p.volume, p.language, p.published_on, p.license, p.open_access,
        coalesce((select array_agg(f.isbn order by f.id) from formats f where f.publication_id = p.id and f.isbn is not null), '{}') as isbns
      from chapters ch join publications p on p.id = ch.publication_id and p.type = 'proceedings' and p.status = 'published'
      where ch.id in ${sql.raw(`(${paperIds.join(',')})`)}`);
    for (const r of rowsOf<Record<string, unknown>>(result)) {
      found.set(`paper/${r.id}`, {
        kind: 'paper',
        ...partTexts(r, r.language as string),
        contributors: r.contributors as Contributor[],
        subjects: [],
        language: r.language as string,
        date: (r.published_on as string | null) ?? null,
        landingPath: `/proceedings/${r.slug}/paper/${r.id}`,
        doi: (r.doi as string | null) ?? null,
        isbns: [],
        license: (r.license as string | null) ?? null,
        openAccess: Boolean(r.open_access),
        source: {
          title: r.volume_title as string,
          issns: [],
          volume: (r.volume as number | null) ?? null,
          issue: null,
          firstPage: (r.first_page as number | null) ?? null,
          lastPage: (r.last_page as number | null) ?? null,
        },
        mediaTypes: ['text/html', ...(r.has_pdf ? ['application/pdf'] : [])],
      });
    }
  }
  return found;
}
