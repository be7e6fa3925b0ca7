/**
 * Demo books for the online reader (the EPUBs in fixtures/epub), imported as open-access books by
 * the job `reader.import-demo` that the seed queues, so the first start is not slowed by them.
 * This module stays small: the importer is loaded only when the job runs (demo-job.server.ts).
 */
import { and, asc, eq, exists, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { formats, jobs, publications, readerEditions } from '#app/lib/db/schema.ts';
import { enqueueJob } from '#app/lib/jobs/jobs.server.ts';

export const DEMO_BOOKS = ['moby-dick', 'childrens-literature', 'wasteland'] as const;
export const DEMO_JOB = 'reader.import-demo';
/** Started a little after boot, so that the server answers its first requests first. */
const DEMO_DELAY_MS = 5000;

/** The demo books that have an edition in the reader. */
export async function importedDemoSlugs(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ slug: publications.slug })
    .from(publications)
    .where(
      and(
        eq(publications.type, 'book'),
        inArray(publications.slug, [...DEMO_BOOKS]),
        exists(db.select({ one: sql`1` }).from(readerEditions).where(eq(readerEditions.publicationId, publications.id))),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

/** Published books and proceedings volumes that should be readable (open access, or with an ebook format) and have no edition. */
export async function worksWithoutEdition(db: Db, limit = 1000) {
  return db
    .select({ id: publications.id, slug: publications.slug })
    .from(publications)
    .where(
      and(
        inArray(publications.type, ['book', 'proceedings']),
        eq(publications.status, 'published'),
        or(
          eq(publications.openAccess, true),
          exists(
            db
              .select({ one: sql`1` })
              .from(formats)
              .where(and(eq(formats.publicationId, publications.id), eq(formats.kind, 'ebook'))),
          ),
        ),
        notExists(db.select({ one: sql`1` }).from(readerEditions).where(eq(readerEditions.publicationId, publications.id))),
      ),
    )
    .orderBy(asc(publications.id))
    .limit(limit);
}

/** Queues the import unless every demo book and every readable work is in, or an import is already waiting. */
export async function queueDemoImport(db: Db): Promise<boolean> {
  if ((await importedDemoSlugs(db)).size === DEMO_BOOKS.length && !(await worksWithoutEdition(db, 1)).length) return false;
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, DEMO_JOB), isNull(jobs.doneAt), isNull(jobs.failedAt)));
  if (pending) return false;
  await enqueueJob(db, DEMO_JOB, {}, { runAt: new Date(Date.now() + DEMO_DELAY_MS) });
  return true;
}

/** For app/seed/seed.server.ts's list of seeders. */
export const readerDemoSeeder = { name: 'reader-demo', run: (db: Db) => queueDemoImport(db).then(() => undefined) };
