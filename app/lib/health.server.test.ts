import { expect, it } from 'vitest';
import { createTestDatabase } from './db/test-database.server.ts';
import { healthCheck } from './health.server.ts';

it('answers ok while the database answers, 503 once it is gone', async () => {
  const database = await createTestDatabase();
  expect(await healthCheck(() => database.db)).toEqual({ status: 200, body: { status: 'ok' } });
  await database.close();
  expect(await healthCheck(() => database.db)).toEqual({ status: 503, body: { status: 'unavailable' } });
  expect(
    await healthCheck(() => {
      throw new Error('The database is not open yet');
    }),
  ).toEqual({ status: 503, body: { status: 'unavailable' } });
});
