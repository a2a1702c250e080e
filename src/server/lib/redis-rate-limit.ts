// Rate-limit counters in Redis (REDIS_URL) for several processes: one atomic script per hit.
import { createClient } from 'redis';
import type { Logger } from './logger.ts';
import type { RateLimitStore } from './rate-limit.ts';

// INCR the window's counter; the first hit starts the window's expiry. Returns [count, ttl ms].
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export async function redisRateLimitStore(url: string, logger: Logger) {
  const client = createClient({ url });
  client.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  await client.connect();
  const store: RateLimitStore = {
    async consume(key, rule) {
      const [count, ttl] = (await client.eval(CONSUME, {
        keys: [`locals:rl:${key}`],
        arguments: [String(rule.window * 1000)],
      })) as [number, number];
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    },
  };
  return { store, close: () => client.quit().then(() => undefined) };
}
