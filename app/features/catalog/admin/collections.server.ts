/**
 * The staff's book collections (decision 0045): the list with each collection's works, and one
 * collection's page, where its works are listed and (the route adds it) its series editors are
 * given and taken away. Reading only: collections are made and named by the catalog's seed and import.
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { collections, publications } from '#app/lib/db/schema.ts';
import type { PublicationType } from '#app/lib/domain-values.ts';

/** A collection's works listed on its page at most (a book series has tens). */
export const COLLECTION_WORKS_MAX = 500;

const named = (locale: Locale, pt: string | null, en: string | null, fallback: string) => (locale === 'en' ? en || pt : pt || en) || fallback;

export interface CollectionListItem {
  id: number;
  slug: string;
  name: string;
  works: number;
}

/** Every collection, by name in the page's language, with how many works it has. */
export async function listCollectionsForAdmin(db: Db, locale: Locale): Promise<CollectionListItem[]> {
  const rows = await db
    .select({ id: collections.id, slug: collections.slug, pt: collections.namePt, en: collections.nameEn, works: count(publications.id) })
    .from(collections)
    .leftJoin(publications, eq(publications.collectionId, collections.id))
    .groupBy(collections.id)
    .orderBy(asc(locale === 'en' ? collections.nameEn : collections.namePt), asc(collections.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: named(locale, r.pt, r.en, r.slug), works: Number(r.works) }));
}

export interface CollectionWork {
  id: number;
  title: string;
  type: PublicationType;
  status: 'draft' | 'published';
  publishedOn: string | null;
}

export interface CollectionForAdmin {
  id: number;
  slug: string;
  name: string;
  works: CollectionWork[];
}

/** One collection with its works (newest first, unpublished ones last; drafts too), or null when there is none with this id. */
export async function collectionForAdmin(db: Db, id: number, locale: Locale): Promise<CollectionForAdmin | null> {
  const [collection] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
  if (!collection) return null;
  const works = await db
    .select({
      id: publications.id,
      pt: publications.titlePt,
      en: publications.titleEn,
      slug: publications.slug,
      type: publications.type,
      status: publications.status,
      publishedOn: publications.publishedOn,
    })
    .from(publications)
    .where(eq(publications.collectionId, id))
    .orderBy(sql`${publications.publishedOn} desc nulls last`, desc(publications.id))
    .limit(COLLECTION_WORKS_MAX);
  return {
    id: collection.id,
    slug: collection.slug,
    name: named(locale, collection.namePt, collection.nameEn, collection.slug),
    works: works.map((w) => ({ id: w.id, title: named(locale, w.pt, w.en, w.slug), type: w.type, status: w.status, publishedOn: w.publishedOn })),
  };
}
