import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { presence, presenceOf, type Person } from './presence.server.ts';
import { appMeta } from './schema.ts';
import { createTestDatabase, type TestDatabase } from './test-database.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(appMeta).values({ key: 'presence-test', value: 'x' });
});
afterAll(() => database.dispose());

it('answers each question by its name, in one query', async () => {
  const has = (key: string) => sql`exists (select 1 from ${appMeta} where ${appMeta.key} = ${key})`;
  let queries = 0;
  const counting = { execute: (query: Parameters<typeof database.db.execute>[0]) => (queries++, database.db.execute(query)) };
  expect(await presence(counting, { written: has('presence-test'), never: has('never-written'), order: sql`1 > 2` })).toEqual({
    written: true,
    never: false,
    order: false,
  });
  expect(queries).toBe(1);
});

it('asks one person’s questions with a query built once, each person getting their own answers', async () => {
  const questions = (person: Person) => ({ written: sql`exists (select 1 from ${appMeta} where ${appMeta.key} = ${person})`, order: sql`1 > 2` });
  expect(await presenceOf(database.db, 'presence_test', questions, 'presence-test')).toEqual({ written: true, order: false });
  expect(await presenceOf(database.db, 'presence_test', questions, 'someone-else')).toEqual({ written: false, order: false });
  expect(await presenceOf(database.db, 'presence_test', questions, 'presence-test')).toEqual({ written: true, order: false });
});
