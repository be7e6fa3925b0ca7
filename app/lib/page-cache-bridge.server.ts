/**
 * With several servers on one PostgreSQL (DATABASE_URL), a write on one server empties the page
 * cache of all: each LISTENs on a channel and NOTIFYs it when it invalidates its own.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { log } from './log.server.ts';
import { onInvalidate, pageCache } from './page-cache.server.ts';

const CHANNEL = 'page_cache';

export async function bridgePageCache(databaseUrl: string): Promise<() => Promise<void>> {
  const me = randomUUID();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel === CHANNEL && message.payload !== me) pageCache.clear();
  });
  // A lost connection must not stop the server; pages still expire on their own.
  client.on('error', (err) => log.warn({ err }, 'page cache bridge lost its connection'));
  await client.query(`LISTEN ${CHANNEL}`);
  const stop = onInvalidate(() => {
    client.query('SELECT pg_notify($1, $2)', [CHANNEL, me]).catch((err: unknown) => log.warn({ err }, 'page cache NOTIFY failed'));
  });
  return async () => {
    stop();
    await client.end().catch(() => undefined);
  };
}
