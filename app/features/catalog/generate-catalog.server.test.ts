import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, formats, journals, publications, publicationSubjects } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { generateCatalog } from './generate-catalog.server.ts';
import { isValidIsbn13 } from '#app/lib/identifiers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('generateCatalog', () => {
  it('inserts 200 varied published works, each indexed for search (the bench makes 10,000 the same way)', async () => {
    expect(await generateCatalog(database.db, 200)).toEqual({ first: 1, last: 200, inserted: 200 });
    const { db } = database;
    const works = await db.select().from(publications).where(like(publications.slug, 'gen-%'));
    expect(works).toHaveLength(200);
    expect(works.every((w) => w.status === 'published' && w.search !== null && w.year !== null)).toBe(true);
    expect(await db.$count(publications, and(eq(publications.status, 'published'), isNull(publications.search)))).toBe(0);

    const byType = (type: string) => works.filter((w) => w.type === type);
    expect(byType('book').length).toBeGreaterThan(160);
    expect(byType('proceedings').length).toBeGreaterThan(0);
    expect(byType('journal').length).toBeGreaterThan(0);
    expect(await db.$count(journals)).toBe(byType('journal').length);

    const years = works.map((w) => w.year!);
    expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(25);
    const open = works.filter((w) => w.openAccess).length;
    expect(open).toBeGreaterThan(20);
    expect(open).toBeLessThan(100);
    expect(works.some((w) => !w.titleEn) && works.some((w) => !w.titlePt)).toBe(true);
    expect(works.every((w) => w.titlePt || w.titleEn)).toBe(true);
    expect(works.every((w) => w.contributors.length >= 1 && w.contributors.length <= 3)).toBe(true);
    // Derived facet columns are filled for books: something to buy or read at a price.
    expect(byType('book').every((w) => w.hasPrint || w.hasEbook)).toBe(true);
    expect(byType('book').every((w) => w.minPriceBrl !== null)).toBe(true);

    expect(await db.$count(publicationSubjects)).toBeGreaterThanOrEqual(200);
    const chapterCounts = await db
      .select({ id: publications.id, n: sql<number>`count(${chapters.id})::int` })
      .from(publications)
      .leftJoin(chapters, eq(chapters.publicationId, publications.id))
      .groupBy(publications.id);
    expect(Math.min(...chapterCounts.map((c) => c.n))).toBe(0);
    expect(Math.max(...chapterCounts.map((c) => c.n))).toBe(6);

    const isbns = (await db.select({ isbn: formats.isbn, stock: formats.stock, kind: formats.kind }).from(formats)).filter((f) => f.isbn);
    expect(isbns.every((f) => isValidIsbn13(f.isbn!))).toBe(true);
    expect(isbns.some((f) => f.kind === 'print' && f.stock === 0)).toBe(true);

    const found = await db
      .select({ slug: publications.slug })
      .from(publications)
      .where(sql`${publications.search} @@ websearch_to_tsquery('ipe_pt', 'politicas publicas')`);
    expect(found.length).toBeGreaterThan(0);
  });

  it('numbers on from the last generated work when run again', async () => {
    expect(await generateCatalog(database.db, 20)).toEqual({ first: 201, last: 220, inserted: 20 });
    expect(await database.db.$count(publications, like(publications.slug, 'gen-%'))).toBe(220);
  });
});
