/**
 * Fixed-window counters in the database, shared by every app server. Callers name a counter by
 * what it limits (`page-view:203.0.113.9`, `signin:email:ana@example.com`); the table keeps only
 * a keyed hash of that name, so it never holds an address or an e-mail (nor do backups). Servers
 * that share the database share the secret (BETTER_AUTH_SECRET), and so the counters.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { authSecret } from './auth/secret.server.ts';
import { config } from './config.server.ts';
import type { Db } from './db/client.server.ts';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  ok: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfter: number;
}

/** The stored key: HMAC-SHA256 of the counter's name under the site's secret (a microsecond or two). */
export const rateLimitKey = (key: string): string => createHmac('sha256', authSecret(config().dataDir)).update(`rate-limit:${key}`).digest('base64url');

export async function hitRateLimit(db: Db, key: string, { limit, windowSeconds }: RateLimit): Promise<RateLimitResult> {
  const result = await db.execute<{ count: number; reset_in: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${rateLimitKey(key)}, now(), 1)
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
    sql`select count from rate_limits where key = ${rateLimitKey(key)} and window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}
