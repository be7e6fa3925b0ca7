/** "My publications" on the account page: the catalog works an author account is linked to. */
import { desc, eq, sql } from 'drizzle-orm';
import { pick } from '#app/lib/localized.ts';
import { workPath } from '#app/lib/paths.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { publicationAuthors, publications } from '#app/lib/db/schema.ts';
import type { Person } from '#app/lib/db/presence.server.ts';

export interface MyPublication {
  id: number;
  type: 'book' | 'journal' | 'proceedings';
  status: 'draft' | 'published';
  title: string;
  /** The public page (locale-neutral); null while the work is a draft, which has none. */
  path: string | null;
}

/** An author's list stops here (a press's most prolific authors have a few dozen works). */
export const LISTED_PUBLICATIONS = 100;

/** Whether any work is linked to this account (a question for `presence`: a superset of the list's rows). */
export const hasPublications = (userId: Person) => sql`exists (select 1 from ${publicationAuthors} where ${publicationAuthors.userId} = ${userId})`;

/** Only the works linked to this account (the signed-in person's own), newest publication first. */
export async function myPublications(db: Db, userId: string, locale: Locale): Promise<MyPublication[]> {
  const rows = await db
    .select({
      id: publications.id,
      type: publications.type,
      slug: publications.slug,
      status: publications.status,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      publishedOn: publications.publishedOn,
    })
    .from(publicationAuthors)
    .innerJoin(publications, eq(publications.id, publicationAuthors.publicationId))
    .where(eq(publicationAuthors.userId, userId))
    .orderBy(sql`${publications.publishedOn} desc nulls last`, desc(publications.id))
    .limit(LISTED_PUBLICATIONS);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    title: pick(row, 'title', locale),
    path: row.status === 'published' ? workPath(row.type, row.slug) : null,
  }));
}
