/**
 * Fixed-window counters in the database, shared by every app server.
 */
import { sql } from 'drizzle-orm';
import { config } from './config.server.ts';
import type { Db } from './db/client.ts';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  ok: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfter: number;
}

export async function hitRateLimit(db: Db, key: string, { limit, windowSeconds }: RateLimit): Promise<RateLimitResult> {
  const result = await db.execute<{ count: number; reset_in: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as reset_in`);
  const row = (result as unknown as { rows: { count: number; reset_in: number }[] }).rows[0]!;
  return { ok: row.count <= limit * config().rateLimitFactor, retryAfter: Math.max(1, Number(row.reset_in)) };
}

export async function pruneRateLimits(db: Db, olderThanSeconds = 86_400): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}

/** How many hits a key has in its current window, without adding one. */
export async function rateLimitCount(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}
