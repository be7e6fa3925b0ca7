/**
 * App servers of a journey's own, on a fresh PostgreSQL database and data folder: for what the
 * shared test server cannot show (two servers behind a balancer, the production rate limits).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const PG = process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const origin = (port: number) => `http://localhost:${port}`;

export async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function healthy(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin(port)}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on ${port} did not start`);
}

export interface OwnServers {
  /** The database's URL, for checks and setup in SQL. */
  url: string;
  /** The shared data folder (uploads, the mail outbox). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts one server per port on one new database and folder (as on a shared volume), with `env` added. */
export async function startOwnServers(label: string, ports: readonly number[], env: Record<string, string> = {}): Promise<OwnServers> {
  const database = `${label}_${randomBytes(5).toString('hex')}`;
  await sql(PG, `create database ${database}`);
  const url = Object.assign(new URL(PG), { pathname: `/${database}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const secret = randomBytes(32).toString('base64url');
  const servers: ChildProcess[] = ports.map((port) =>
    spawn(process.execPath, ['server/index.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        APP_URL: origin(port),
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: secret,
        SEED_ON_START: 'false',
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'error',
        // The shared server's allowance for a suite behind one address is not this server's.
        RATE_LIMIT_FACTOR: '1',
        ...env,
      },
    }),
  );
  const stop = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            if (server.exitCode !== null) return resolve(undefined);
            server.once('exit', resolve);
            server.kill('SIGTERM');
          }),
      ),
    );
    await sql(PG, `drop database if exists ${database} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(ports.map(healthy));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
