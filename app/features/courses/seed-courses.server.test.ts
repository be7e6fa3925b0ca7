import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseBooks, courses, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { seedCourses } from './seed-courses.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('the demo courses', () => {
  it('are seeded once, and include their book when the catalog has it', async () => {
    await seedCourses(database.db);
    expect(await database.db.$count(courseBooks)).toBe(0);
    const [book] = await database.db
      .insert(publications)
      .values({ type: 'book', slug: 'design-de-servicos-na-pratica', status: 'published', titlePt: 'Design' })
      .returning({ id: publications.id });
    await seedCourses(database.db);
    await seedCourses(database.db);
    expect(await database.db.$count(courses)).toBe(2);
    expect(await database.db.select({ publicationId: courseBooks.publicationId }).from(courseBooks)).toEqual([{ publicationId: book!.id }]);
  });
});
