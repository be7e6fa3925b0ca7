import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements, type QueryClient } from './pglite-statements.ts';

let pg: PGlite;
let prepared: QueryClient;

beforeAll(async () => {
  pg = await PGlite.create();
  prepared = withPreparedStatements(pg, 5);
  await pg.exec(`
    create table books (id serial primary key, slug text unique not null, tags text[] not null default '{}', meta jsonb, price numeric(10,2), published_on date, added_at timestamptz not null default now());
    insert into books (slug, tags, meta, price, published_on) values ('a', '{x,y}', '{"pages": 120}', 49.90, '2026-01-02'), ('b', '{}', null, null, null);
  `);
});
afterAll(() => pg.close());

/** Statements PostgreSQL holds for this session (the named ones we made). */
const preparedNames = async () => (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

describe('withPreparedStatements', () => {
  const select = 'select id, slug, tags, meta, price, published_on, added_at from books where slug = $1';

  it('answers as PGlite’s own query does, in object and array modes, with a driver’s parsers', async () => {
    const drizzleLike = { rowMode: 'array' as const, parsers: { [types.DATE]: (value: string) => value, [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const options of [undefined, drizzleLike]) {
      for (let i = 0; i < 2; i++) {
        const mine = await prepared.query(select, ['a'], options);
        const theirs = await pg.query(select, ['a'], options);
        expect(mine.rows).toEqual(theirs.rows);
        expect(mine.fields).toEqual(theirs.fields);
      }
    }
    expect((await prepared.query<{ tags: string[]; meta: unknown }>(select, ['a'])).rows[0]).toMatchObject({ tags: ['x', 'y'], meta: { pages: 120 } });
    expect((await prepared.query(select, ['nothing'])).rows).toEqual([]);
  });

  it('serializes parameters by the types PostgreSQL inferred: null, arrays, JSON, dates', async () => {
    const inserted = await prepared.query<{ id: number }>('insert into books (slug, tags, meta, published_on) values ($1, $2, $3, $4) returning id', [
      'c',
      ['p', 'q'],
      { a: [1, 'ç'] },
      new Date('2026-03-04T00:00:00Z'),
    ]);
    expect(inserted.affectedRows).toBe(1);
    const row = (
      await prepared.query<{ tags: string[]; meta: unknown; published_on: Date }>('select tags, meta, published_on from books where id = $1', [
        inserted.rows[0]!.id,
      ])
    ).rows[0]!;
    expect(row.tags).toEqual(['p', 'q']);
    expect(row.meta).toEqual({ a: [1, 'ç'] });
    const updated = await prepared.query('update books set meta = $1 where slug = any($2)', [null, ['b', 'c']]);
    expect(updated.affectedRows).toBe(2);
  });

  it('runs a text once prepared, and keeps at most as many statements as it is given', async () => {
    const before = await preparedNames();
    await prepared.query('select $1::int + 1 as n', [1]);
    const once = await preparedNames();
    expect(once.length).toBe(Math.min(before.length + 1, 5));
    expect((await prepared.query<{ n: number }>('select $1::int + 1 as n', [41])).rows[0]!.n).toBe(42);
    expect(await preparedNames()).toEqual(once);
    for (let i = 0; i < 12; i++) await prepared.query(`select $1::int + ${i} as n`, [1]);
    expect((await preparedNames()).length).toBe(5);
  });

  it('gives PostgreSQL’s error with its code and query, and the session goes on', async () => {
    const duplicate = prepared.query('insert into books (slug) values ($1)', ['a']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', query: 'insert into books (slug) values ($1)' });
    await expect(prepared.query('select nothing from nowhere', [])).rejects.toMatchObject({ code: '42P01' });
    expect((await prepared.query(select, ['a'])).rows).toHaveLength(1);
  });

  it('waits for a transaction in progress: its queries never run in the middle of it', async () => {
    const order: string[] = [];
    // Gates, not sleeps: the read is sent while the transaction is known to hold its update.
    let updated!: () => void;
    let release!: () => void;
    const inTransaction = new Promise<void>((resolve) => (updated = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = prepared.transaction(async (tx) => {
      await tx.query("update books set slug = 'a2' where slug = 'a'");
      order.push('updated');
      updated();
      await released;
      await tx.rollback();
      order.push('rolled back');
    });
    await inTransaction;
    const read = prepared.query<{ slug: string }>('select slug from books where slug in ($1, $2)', ['a', 'a2']).then((r) => {
      order.push('read');
      return r.rows.map((row) => row.slug);
    });
    // Turns of the event loop (no clock) in which a read that did not wait would have run.
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['updated']);
    release();
    await transaction;
    expect(await read).toEqual(['a']);
    expect(order).toEqual(['updated', 'rolled back', 'read']);
  });

  it('prepares a statement again when a migration changed its table', async () => {
    const star = 'select * from books where slug = $1';
    expect(Object.keys((await prepared.query<Record<string, unknown>>(star, ['a'])).rows[0]!)).not.toContain('subtitle');
    await pg.exec('alter table books add column subtitle text');
    expect(Object.keys((await prepared.query<Record<string, unknown>>(star, ['a'])).rows[0]!)).toContain('subtitle');
  });
});
