import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db/test-database.server.ts';
import { createChallenge, verifySolution, type Challenge } from './proof-of-work.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const SECRET = 'test-secret';

function solve(challenge: Challenge): string {
  for (let n = 0; n <= challenge.max; n++) {
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.hash
    ) {
      return Buffer.from(JSON.stringify({ ...challenge, number: n })).toString('base64');
    }
  }
  throw new Error('unsolvable');
}

it('accepts a solved challenge once', async () => {
  const solution = solve(createChallenge(SECRET, { max: 2000 }));
  expect(await verifySolution(database.db, SECRET, solution)).toBe('ok');
  expect(await verifySolution(database.db, SECRET, solution)).toBe('reused');
});

it('refuses a missing, forged, wrong or expired solution', async () => {
  expect(await verifySolution(database.db, SECRET, '')).toBe('missing');
  expect(await verifySolution(database.db, SECRET, 'not base64 json')).toBe('invalid');
  const challenge = createChallenge(SECRET, { max: 2000 });
  expect(await verifySolution(database.db, 'another-secret', solve(challenge))).toBe('invalid');
  const wrong = Buffer.from(JSON.stringify({ ...challenge, number: -1 })).toString('base64');
  expect(await verifySolution(database.db, SECRET, wrong)).toBe('invalid');
  const easier = Buffer.from(JSON.stringify({ ...challenge, max: 5, number: 1 })).toString('base64');
  expect(await verifySolution(database.db, SECRET, easier)).toBe('invalid');
  const old = solve(createChallenge(SECRET, { max: 2000, now: Date.now() - 3600_000 }));
  expect(await verifySolution(database.db, SECRET, old)).toBe('expired');
});

it('refuses a challenge signed for less work than asked now, without using it up', async () => {
  const solution = solve(createChallenge(SECRET, { max: 2000 }));
  expect(await verifySolution(database.db, SECRET, solution, { minimumWork: 2001 })).toBe('too-easy');
  expect(await verifySolution(database.db, SECRET, solution, { minimumWork: 2000 })).toBe('ok');
});
