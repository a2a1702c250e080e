// Both counter stores honour the same contract, including under concurrent hits.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createLogger } from './logger.ts';
import { databaseRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { redisRateLimitStore } from './redis-rate-limit.ts';

// Redis runs beside PostgreSQL on every development and CI machine (README prerequisites).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = openDatabase({});
await database.migrate();
// While Redis is up its store must not fall back: a fallback that refuses makes that visible.
const refuse: RateLimitStore = { consume: () => Promise.reject(new Error('fell back while Redis is up')) };
const redis = await redisRateLimitStore(REDIS_URL, refuse, createLogger('silent'));
afterAll(async () => {
  await redis.close();
  await database.close();
});

const stores: [string, RateLimitStore][] = [
  ['database', databaseRateLimitStore(database.db)],
  ['redis', redis.store],
];

describe.each(stores)('%s store', (name, store) => {
  test(`allows max hits per window, then refuses with a retry time (${name})`, async () => {
    const key = `t:${randomUUID()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.consume(key, { window: 60, max: 3 }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfter).toBeGreaterThan(0);
    expect(results[3].retryAfter).toBeLessThanOrEqual(60);
  });

  test(`concurrent hits cannot slip past the limit (${name})`, async () => {
    const key = `t:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => store.consume(key, { window: 60, max: 10 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  test(`a new window starts after the old one ends (${name})`, async () => {
    const key = `t:${randomUUID()}`;
    expect((await store.consume(key, { window: 1, max: 1 })).allowed).toBe(true);
    expect((await store.consume(key, { window: 1, max: 1 })).allowed).toBe(false);
    // The window ends on the store's own clock (Redis expiry, the database's timestamps): ask until it has.
    await vi.waitFor(
      async () => expect((await store.consume(key, { window: 1, max: 1 })).allowed).toBe(true),
      {
        timeout: 5000,
        interval: 100,
      },
    );
  });
});
