/**
 * PostgreSQL restarts under a running server: /healthz answers 503 while it is away and 200 once
 * it is back, from the same process and the same pool, with no restart. A TCP proxy in front of
 * the PostgreSQL the tests use (TEST_POSTGRES_URL, which npm test provides, or 127.0.0.1:5432) plays the restart: it cuts
 * every open connection and refuses new ones, then lets them through again.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthCheck } from '../health.server.ts';
import { openDatabase, type Database } from './client.server.ts';

const target = new URL(process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');

/** A proxy that can be taken down (every connection cut, none accepted) and brought back on the same port. */
function restartableProxy() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const up = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const down = async () => {
    const closed = new Promise((resolve) => server!.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { up, down, url: () => Object.assign(new URL(target), { host: `127.0.0.1:${port}` }).toString() };
}

const proxy = restartableProxy();
let database: Database;

beforeAll(async () => {
  await proxy.up();
  database = await openDatabase({ url: proxy.url() });
});
afterAll(async () => {
  await database.close().catch(() => {});
  await proxy.down();
});

it('answers 503 while PostgreSQL is away and 200 again when it is back, without a restart', async () => {
  const health = () => healthCheck(() => database.db);
  expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });

  // Restart: open connections are cut, new ones refused; the pool's idle client errors (and must not end the process).
  await proxy.down();
  expect(await health()).toEqual({ status: 503, body: { status: 'unavailable' } });
  await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  expect(await health()).toEqual({ status: 503, body: { status: 'unavailable' } });

  await proxy.up();
  expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
  const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
  expect(result.rows).toEqual([{ answer: 42 }]);
});
