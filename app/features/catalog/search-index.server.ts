/**
 * What search and facets read is derived from a work and its parts (formats, chapters,
 * subjects, journal articles) into columns of `publications`. Call refreshPublicationIndex()
 * in the same transaction as any change to a work or its parts: it also tells every server's
 * in-memory catalog index (catalog-index.server.ts) to reload.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { writeSetting } from '#app/lib/db/settings.server.ts';
import { randomUUID } from 'node:crypto';

type Executor = Pick<Db, 'execute' | 'insert'>;

export const CATALOG_VERSION_KEY = 'catalog_version';

/** Call in the transaction of any catalog change (refreshPublicationIndex does). */
async function bumpCatalogVersion(db: Pick<Db, 'insert'>): Promise<void> {
  await writeSetting(db, CATALOG_VERSION_KEY, randomUUID());
}

/** Names are indexed in every configuration so a query mixing a name and a topic still matches. */
const names = (expr: SQL) => sql`to_tsvector('ipe_pt', ${expr}) || to_tsvector('ipe_en', ${expr}) || to_tsvector('ipe_simple', ${expr})`;

function refresh(where: SQL) {
  return sql`
    with parts as (
      select p.id,
        coalesce((select string_agg(coalesce(c.title_pt, '') || ' ' || coalesce(c.abstract_pt, '') || ' ' || array_to_string(c.keywords_pt, ' '), ' ') from chapters c where c.publication_id = p.id), '')
          || ' ' || coalesce((select string_agg(coalesce(a.title_pt, '') || ' ' || array_to_string(a.keywords_pt, ' '), ' ')
               from articles a join journal_issues i on i.id = a.issue_id where i.journal_id = p.id and i.status = 'published'), '') as parts_pt,
        coalesce((select string_agg(coalesce(c.title_en, '') || ' ' || coalesce(c.abstract_en, '') || ' ' || array_to_string(c.keywords_en, ' '), ' ') from chapters c where c.publication_id = p.id), '')
          || ' ' || coalesce((select string_agg(coalesce(a.title_en, '') || ' ' || array_to_string(a.keywords_en, ' '), ' ')
               from articles a join journal_issues i on i.id = a.issue_id where i.journal_id = p.id and i.status = 'published'), '') as parts_en,
        -- Texts in neither Portuguese nor English (their own language's, decision 0020): no stemming of theirs.
        coalesce((select string_agg(coalesce(c.title_original, '') || ' ' || coalesce(c.abstract_original, '') || ' ' || array_to_string(c.keywords_original, ' '), ' ') from chapters c where c.publication_id = p.id), '')
          || ' ' || coalesce((select string_agg(coalesce(a.title_original, '') || ' ' || array_to_string(a.keywords_original, ' '), ' ')
               from articles a join journal_issues i on i.id = a.issue_id where i.journal_id = p.id and i.status = 'published'), '') as parts_original,
        coalesce((select string_agg(x->>'given' || ' ' || (x->>'family'), ' ') from jsonb_array_elements(p.contributors) x), '')
          || ' ' || coalesce((select string_agg(x->>'given' || ' ' || (x->>'family'), ' ') from chapters c, jsonb_array_elements(c.contributors) x where c.publication_id = p.id), '')
          as people,
        coalesce((select string_agg(s.name_pt, ' ') from publication_subjects ps join subjects s on s.id = ps.subject_id where ps.publication_id = p.id), '')
          || ' ' || coalesce((select name_pt from collections k where k.id = p.collection_id), '') as topics_pt,
        coalesce((select string_agg(s.name_en, ' ') from publication_subjects ps join subjects s on s.id = ps.subject_id where ps.publication_id = p.id), '')
          || ' ' || coalesce((select name_en from collections k where k.id = p.collection_id), '') as topics_en,
        coalesce((select string_agg(coalesce(f.isbn, ''), ' ') from formats f where f.publication_id = p.id), '') || ' ' || coalesce(p.doi, '')
          || ' ' || coalesce((select coalesce(j.issn, '') || ' ' || coalesce(j.eissn, '') from journals j where j.publication_id = p.id), '') as codes
      from publications p
      where ${where}
    )
    update publications p set
      year = extract(year from p.published_on)::int,
      has_print = exists (select 1 from formats f where f.publication_id = p.id and f.kind = 'print'),
      has_ebook = exists (select 1 from formats f where f.publication_id = p.id and f.kind = 'ebook'),
      available = p.type = 'journal' or p.open_access
        or exists (select 1 from formats f where f.publication_id = p.id and (f.kind = 'ebook' or coalesce(f.stock, 0) > 0)),
      min_price_brl = case when p.open_access then 0
        else (select min(f.price_brl) from formats f where f.publication_id = p.id and f.price_brl is not null) end,
      search =
        setweight(to_tsvector('ipe_pt', coalesce(p.title_pt, '') || ' ' || coalesce(p.subtitle_pt, '')), 'A')
        || setweight(to_tsvector('ipe_en', coalesce(p.title_en, '') || ' ' || coalesce(p.subtitle_en, '')), 'A')
        || setweight(${names(sql`parts.people`)}, 'B')
        || setweight(to_tsvector('ipe_pt', array_to_string(p.keywords_pt, ' ') || ' ' || parts.topics_pt), 'B')
        || setweight(to_tsvector('ipe_en', array_to_string(p.keywords_en, ' ') || ' ' || parts.topics_en), 'B')
        || setweight(to_tsvector('ipe_simple', parts.codes), 'B')
        || setweight(to_tsvector('ipe_pt', coalesce(p.abstract_pt, '') || ' ' || parts.parts_pt), 'C')
        || setweight(to_tsvector('ipe_en', coalesce(p.abstract_en, '') || ' ' || parts.parts_en), 'C')
        || setweight(to_tsvector('ipe_simple', parts.parts_original), 'C'),
      search_head =
        setweight(to_tsvector('ipe_pt', coalesce(p.title_pt, '') || ' ' || coalesce(p.subtitle_pt, '')), 'A')
        || setweight(to_tsvector('ipe_en', coalesce(p.title_en, '') || ' ' || coalesce(p.subtitle_en, '')), 'A')
        || setweight(${names(sql`parts.people`)}, 'B')
        || setweight(to_tsvector('ipe_pt', array_to_string(p.keywords_pt, ' ') || ' ' || parts.topics_pt), 'B')
        || setweight(to_tsvector('ipe_en', array_to_string(p.keywords_en, ' ') || ' ' || parts.topics_en), 'B')
    from parts
    where p.id = parts.id`;
}

export async function refreshPublicationIndex(db: Executor, publicationId: number): Promise<void> {
  await db.execute(refresh(sql`p.id = ${publicationId}`));
  await bumpCatalogVersion(db);
}

/** After bulk changes (seed, import). */
export async function refreshAllPublicationIndexes(db: Executor): Promise<void> {
  await refreshPublicationIndexesWhere(db, sql`true`);
}

/** After a bulk insert that touched only some works (the generator): `where` is on `publications p`. */
export async function refreshPublicationIndexesWhere(db: Executor, where: SQL): Promise<void> {
  await db.execute(refresh(where));
  await bumpCatalogVersion(db);
}
