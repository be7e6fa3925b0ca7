/**
 * A database-backed job queue. A job is written in the same transaction as its cause, so it
 * exists exactly when the cause does; workers claim due jobs with FOR UPDATE SKIP LOCKED, so
 * any number of app servers can run them; a failed job is retried with growing back-off.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.server.ts';
import { jobs } from '../db/schema.ts';
import { pruneRateLimits } from '../rate-limit.server.ts';

export type JobHandler = (payload: never, job: { id: number; attempts: number }) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
}

/** db may be a transaction: the job commits or rolls back with it. */
export async function enqueueJob(db: Db, type: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ type, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 8 })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Makes the waiting jobs of a type whose payload holds `payload` due now (the browser tests' clock); returns how many. */
export async function bringJobsForward(db: Db, type: string, payload: Record<string, unknown>): Promise<number> {
  const moved = await db.execute(
    sql`update jobs set run_at = now() where type = ${type} and done_at is null and payload @> ${JSON.stringify(payload)}::jsonb returning id`,
  );
  return (moved as unknown as { rows: unknown[] }).rows.length;
}

/** 15 s, 30 s, 1 min … doubling, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

const LOCK_SECONDS = 300;
const workerId = `${os.hostname()}:${process.pid}`;

type ClaimedJob = {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
};

/** Runs the jobs that are due now; returns how many ran (succeeded or failed). */
export async function runDueJobs(db: Db, handlers: JobHandlers, limit = 10): Promise<number> {
  const claimed = await db.execute<ClaimedJob>(sql`
    update jobs set locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), locked_by = ${workerId}, attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null and failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, type, payload, attempts, max_attempts`);
  const rows = (claimed as unknown as { rows: ClaimedJob[] }).rows;
  for (const job of rows) {
    try {
      const handler = handlers[job.type];
      if (!handler) throw new Error(`No handler for job type "${job.type}"`);
      await handler(job.payload as never, { id: job.id, attempts: job.attempts });
      await db.execute(sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (job.attempts >= job.max_attempts) {
        await db.execute(sql`update jobs set failed_at = now(), locked_until = null, last_error = ${message} where id = ${job.id}`);
      } else {
        const delay = retryDelayMs(job.attempts);
        await db.execute(
          sql`update jobs set run_at = now() + make_interval(secs => ${delay / 1000}), locked_until = null, last_error = ${message} where id = ${job.id}`,
        );
      }
    }
  }
  return rows.length;
}

/** Deletes finished jobs older than the given number of days (failed ones are kept for inspection). */
export async function pruneJobs(db: Db, days = 30): Promise<void> {
  await db.execute(sql`delete from jobs where done_at < now() - make_interval(days => ${days})`);
}

export interface JobRunner {
  /** Runs due jobs soon instead of at the next poll (called after a request queued work). */
  wake(): void;
  stop(): Promise<void>;
}

export function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  {
    intervalMs = 2000,
    onError,
    hourly = [],
  }: {
    intervalMs?: number;
    onError?: (error: unknown) => void;
    /** Housekeeping of the features (e.g. forgetting old visitors' carts), run once an hour. */
    hourly?: ((db: Db) => Promise<void>)[];
  } = {},
): JobRunner {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  const tick = async () => {
    try {
      while (!stopped && (await runDueJobs(db, handlers)) > 0) {
        // keep draining while there is work
      }
      if (Date.now() - lastPrune > 3_600_000) {
        lastPrune = Date.now();
        await pruneJobs(db);
        await pruneRateLimits(db);
        for (const task of hourly) await task(db);
      }
    } catch (error) {
      onError?.(error);
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(0);
  return {
    wake() {
      if (!running) schedule(10);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
