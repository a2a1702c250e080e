// Rate-limit counters in Redis (REDIS_URL) for several processes: one atomic script per hit.
// Redis being away must not slow or fail a request (issue 11 item 7): nothing queues while it is
// disconnected, a hit it does not answer within REDIS_TIMEOUT_MS goes to the fallback store (the
// shared database), and a failure opens a circuit breaker that keeps hits on the fallback until
// Redis is tried again, BREAKER_OPEN_MS later.
import { createClient } from 'redis';
import type { Logger } from './logger.ts';
import type { RateLimitStore } from './rate-limit.ts';

// INCR the window's counter; the first hit starts the window's expiry. Returns [count, ttl ms].
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** A healthy Redis answers in a millisecond or two; past this the hit goes to the fallback. */
export const REDIS_TIMEOUT_MS = 150;
/** After a failure Redis is left alone this long, then tried again with the next hit. */
export const BREAKER_OPEN_MS = 2_000;
/** Waiting for Redis at boot: past this the process starts on the fallback and keeps reconnecting. */
const BOOT_CONNECT_MS = 2_000;

class RedisTimeout extends Error {
  constructor() {
    super(`redis did not answer within ${REDIS_TIMEOUT_MS} ms`);
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeout()), REDIS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function redisRateLimitStore(url: string, fallback: RateLimitStore, logger: Logger) {
  let openUntil = 0;
  let degraded = false;
  const fallBack = (reason: string) => {
    openUntil = Date.now() + BREAKER_OPEN_MS;
    // One line per outage, not one per request or per reconnect attempt.
    if (!degraded) logger.warn({ err: reason }, 'redis unavailable: rate limits use the database');
    degraded = true;
  };

  const connectClient = () => {
    const next = createClient({
      url,
      // Without this a command issued while Redis is away waits in a queue until it returns.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 1_000,
        // Keep reconnecting for as long as the process lives; tries at most 2 s apart.
        reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000),
      },
    });
    next.on('error', (err: Error) => fallBack(err.message));
    next.on('ready', () => {
      if (degraded) logger.info('redis is back: rate limits use it again');
      degraded = false;
    });
    const connecting = next.connect().catch((err: Error) => fallBack(err.message));
    return { client: next, connecting };
  };

  const first = connectClient();
  let client = first.client;
  const bootWait = new Promise((resolve) => setTimeout(resolve, BOOT_CONNECT_MS).unref());
  await Promise.race([first.connecting, bootWait]);

  const store: RateLimitStore = {
    async consume(key, rule) {
      if (Date.now() < openUntil || !client.isReady) return fallback.consume(key, rule);
      const used = client;
      try {
        const [count, ttl] = (await withTimeout(
          used.eval(CONSUME, { keys: [`locals:rl:${key}`], arguments: [String(rule.window * 1000)] }),
        )) as [number, number];
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (err) {
        fallBack((err as Error).message);
        // node-redis has no timeout for a command already sent: a connection that stopped answering
        // would keep every later command waiting behind it, so it is replaced by a fresh one.
        if (err instanceof RedisTimeout && used === client) {
          ({ client } = connectClient());
          used.destroy();
        }
        return fallback.consume(key, rule);
      }
    },
  };
  return {
    store,
    close: async () => {
      // A client still reconnecting has nothing to flush: stop its reconnect loop.
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}
