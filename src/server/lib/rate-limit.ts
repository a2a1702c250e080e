// Fixed-window counters in the shared database, consumed atomically in one statement so that
// concurrent requests (and several processes) cannot slip past the limit together.
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { ApiError } from './errors.ts';

export interface RateRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

export interface RateLimitStore {
  consume(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async consume(key, rule) {
      const now = Date.now();
      const windowStart = now - rule.window * 1000;
      const result = await db.execute<{ count: number; last_request: string | number }>(sql`
        insert into rate_limits (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
        returning count, last_request`);
      const row = (result as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0];
      const count = Number(row.count);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      const resetAt = Number(row.last_request) + rule.window * 1000;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
    },
  };
}

export function tooManyRequests(retryAfter: number, message = 'Too many requests. Please try again later.') {
  return new ApiError(429, 'rate_limited', message, {
    extra: { retry_after: retryAfter, next_allowed: new Date(Date.now() + retryAfter * 1000).toISOString() },
  });
}

/** Limits a route per client address; `name` keeps each route's counter separate. */
export function rateLimit(store: RateLimitStore, name: string, rule: RateRule): MiddlewareHandler {
  return async (c, next) => {
    const ip = (c.get('clientIp' as never) as string | undefined) ?? 'unknown';
    const { allowed, retryAfter } = await store.consume(`${name}:${ip}`, rule);
    if (!allowed) {
      c.header('Retry-After', String(retryAfter));
      throw tooManyRequests(retryAfter ?? 60);
    }
    await next();
  };
}
