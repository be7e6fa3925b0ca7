import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { journals, publications } from '#app/lib/db/schema.ts';
import { latestReleases } from './work-page.server.ts';

/** What the home page shows of the catalog: the newest releases and the journals taking submissions. */
export async function homeHighlights(db: Db) {
  const [releases, calls] = await Promise.all([
    latestReleases(db, 4),
    db
      .select({ slug: publications.slug, titlePt: publications.titlePt, titleEn: publications.titleEn })
      .from(journals)
      .innerJoin(publications, eq(publications.id, journals.publicationId))
      .where(and(eq(journals.callForPapersOpen, true), eq(publications.status, 'published')))
      .orderBy(desc(publications.publishedOn)),
  ]);
  return { releases, calls };
}
