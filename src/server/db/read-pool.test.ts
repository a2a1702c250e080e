// The public read pool (read-pool.ts) on a real PostgreSQL server: requests beyond its connections
// wait their turn in order, a full queue or a wait past its limit is refused at once with a class-53
// error (a 503 with Retry-After, on-error.ts), and a statement past its time limit is cancelled.
// PostgreSQL only, by design (PGlite has one connection and no pool): CI's PostgreSQL pass runs it.
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './client.ts';
import { gatedPool, PUBLIC_READ_OPTIONS, ReadPoolSaturated } from './read-pool.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('public read pool (PostgreSQL)', () => {
  const pools: pg.Pool[] = [];
  const open = (gate: { size: number; queueMax: number; waitMaxMs: number }) => {
    const pool = gatedPool({ connectionString: url, options: PUBLIC_READ_OPTIONS }, gate);
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.end()));
  });

  it('queues requests beyond its connections and serves them in order as connections free up', async () => {
    const pool = open({ size: 1, queueMax: 10, waitMaxMs: 10_000 });
    const held = await pool.connect();
    const order: number[] = [];
    const waiting = [1, 2, 3].map((n) =>
      pool.query('select $1::int as n', [n]).then((r) => order.push(r.rows[0].n)),
    );
    expect(pool.totalCount).toBe(1);
    held.release();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses at once when the queue is full, as an outage-class error (503)', async () => {
    const pool = open({ size: 1, queueMax: 1, waitMaxMs: 10_000 });
    const held = await pool.connect();
    const queued = pool.query('select 1');
    const refused = await pool.query('select 1').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ReadPoolSaturated);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    held.release();
    await expect(queued).resolves.toBeTruthy();
  });

  it('refuses a request that waited past its limit, and the pool still serves afterwards', async () => {
    const pool = open({ size: 1, queueMax: 10, waitMaxMs: 50 });
    const held = await pool.connect();
    await expect(pool.query('select 1')).rejects.toBeInstanceOf(ReadPoolSaturated);
    held.release();
    await expect(pool.query('select 2 as n')).resolves.toMatchObject({ rows: [{ n: 2 }] });
  });

  it('cancels a statement past the time limit (57014, answered as 503) and never plans with JIT', async () => {
    const pool = open({ size: 2, queueMax: 10, waitMaxMs: 10_000 });
    const settings = await pool.query(
      "select current_setting('statement_timeout') as t, current_setting('jit') as jit",
    );
    expect(settings.rows[0]).toEqual({ t: '2s', jit: 'off' });
    const err = await pool.query('select pg_sleep(3)').catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});
