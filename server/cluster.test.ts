import { describe, expect, it } from 'vitest';
import { workerCount } from './cluster.ts';

describe('workerCount', () => {
  it('is one process on the embedded database, whatever is asked', () => {
    expect(workerCount({ WEB_CONCURRENCY: '4' }, 8)).toBe(1);
  });
  it('is WEB_CONCURRENCY on PostgreSQL, or one per core', () => {
    const pg = { DATABASE_URL: 'postgres://x/y' };
    expect(workerCount({ ...pg, WEB_CONCURRENCY: '3' }, 8)).toBe(3);
    expect(workerCount(pg, 2)).toBe(2);
    expect(workerCount({ ...pg, WEB_CONCURRENCY: 'many' }, 2)).toBe(2);
    expect(workerCount({ ...pg, WEB_CONCURRENCY: '0' }, 2)).toBe(2);
  });
});
