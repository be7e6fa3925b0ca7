/**
 * Every core: with PostgreSQL (DATABASE_URL), WEB_CONCURRENCY worker processes (default: one per
 * core) share the port, the primary only starts and restarts them. The embedded database belongs
 * to one process, so without DATABASE_URL there is one process and no primary.
 */
import cluster from 'node:cluster';
import os from 'node:os';

export function workerCount(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): number {
  if (!env.DATABASE_URL) return 1;
  const asked = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(asked) && asked > 0 ? Math.min(asked, 64) : cores;
}

/** Forks the workers: the first migrates and seeds the database, the others start once it listens. */
export async function superviseWorkers(count: number): Promise<void> {
  let stopping = false;
  const first = cluster.fork();
  await new Promise<void>((resolve) => {
    first.once('listening', () => resolve());
    first.once('exit', (code) => {
      console.error(`The first worker stopped before listening (exit ${code}).`);
      process.exit(code || 1);
    });
  });
  first.removeAllListeners('exit');
  for (let i = 1; i < count; i++) cluster.fork();

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that died is replaced, after a second so a crash at start does not spin.
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`);
    setTimeout(() => cluster.fork(), 1000);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Each worker finishes its open requests (server/http.ts), then exits.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
