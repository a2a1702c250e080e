// Fault test (issue 11 item 7): Redis, which holds the rate-limit counters, goes away under steady
// load. Every request still answers quickly and without 500, limits keep applying (from the
// database), and the counters move back to Redis once it returns.
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BREAKER_OPEN_MS } from '../../lib/redis-rate-limit.ts';
import { USERNAME_CHECK_RULE } from '../../modules/usernames/usernames.service.ts';
import { createPgDatabase, startTestServer, type TestServer } from '../harness.ts';
import * as kit from './fault-kit.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const up = (await kit.reachable(kit.PG_BASE_URL, 5432)) && (await kit.reachable(kit.REDIS_BASE_URL, 6379));
/** "Quickly": a request answered from the database store, with slack for a 2-core CI machine. */
const FAST_MS = 200;

describe.skipIf(!up)(`Redis stopped under load (needs ${kit.REDIS_BASE_URL} and ${kit.PG_BASE_URL})`, () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let dropDb: () => Promise<void>;
  const redis = createClient({ url: kit.REDIS_BASE_URL });
  // Addresses of this run only, so counters left in Redis by other runs do not matter.
  const run = randomBytes(2).readUInt16BE() % 250;
  let n = 0;
  const address = () => `10.${run}.${Math.floor(++n / 250) % 250}.${(n % 250) + 1}`;
  const redisKeys = async (ip: string) => (await redis.keys(`locals:rl:*${ip}`)).length;

  beforeAll(async () => {
    const database = await createPgDatabase(kit.PG_BASE_URL);
    dropDb = database.drop;
    await redis.connect();
    proxy = await startTcpProxy(kit.endpointOf(kit.REDIS_BASE_URL, 6379));
    server = await startTestServer({
      DATABASE_URL: database.url,
      REDIS_URL: kit.viaProxy(kit.REDIS_BASE_URL, proxy.port),
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await redis.close();
    await dropDb?.();
  });

  test('no 500, no slow answer, limits from the database while Redis is away, back on Redis after', async () => {
    const xff = () => ({ 'x-forwarded-for': address() });
    // The rate-limited routes: ours (username check, waitlist) and Better Auth's (sign-in).
    const probes: kit.Probe[] = [
      ...kit.rateLimitedProbes(server, address, () => `r${n}-${run}@example.test`),
      { name: 'username-bad', send: () => server.fetch('/api/usernames/x/exists', { headers: xff() }) },
    ];
    const load = kit.steadyLoad(probes, 4);
    const inPhase = (phase: string) => load.answers.filter((a) => a.phase === phase);
    /** Holds an outage for 1.5 s of steady load. */
    const hold = async (phase: string) => {
      const from = load.now();
      await kit.until(() => load.now() - from > 1500 && inPhase(phase).length >= 100);
    };
    /** Restores Redis and returns how long kit.until a fresh address's counter is kept there again. */
    const restoreAndTime = async (next: string) => {
      load.phase(next);
      proxy.restore();
      const from = load.now();
      await kit.until(async () => {
        const ip = address();
        await server.fetch('/api/usernames/somebody/exists', { headers: { 'x-forwarded-for': ip } });
        return (await redisKeys(ip)) === 1;
      }, 10_000);
      return load.now() - from;
    };

    await kit.until(() => inPhase('before').length >= 30);
    const before = address();
    await server.fetch('/api/usernames/somebody/exists', { headers: { 'x-forwarded-for': before } });
    expect(await redisKeys(before)).toBe(1);

    // A hung Redis: connections open, no answers. Commands give up and the breaker opens.
    load.phase('stalled');
    proxy.stall();
    await hold('stalled');
    const afterStallMs = await restoreAndTime('after-stall');

    // A stopped Redis: connections reset and refused.
    load.phase('cut');
    proxy.cut();
    await hold('cut');
    // Limits still hold: one address past the username-check limit is refused, from the database.
    const hammer = address();
    const statuses: number[] = [];
    for (let i = 0; i <= USERNAME_CHECK_RULE.max; i++) {
      const res = await server.fetch('/api/usernames/somebody/exists', {
        headers: { 'x-forwarded-for': hammer },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(USERNAME_CHECK_RULE.max);
    expect(statuses.at(-1)).toBe(429);
    const afterCutMs = await restoreAndTime('after-cut');
    await kit.until(() => inPhase('after-cut').length >= 30);
    const answers = await load.stop();

    const phases = ['before', 'stalled', 'after-stall', 'cut', 'after-cut'];
    const latency = Object.fromEntries(phases.map((ph) => [ph, stats(inPhase(ph).map((a) => a.ms))]));
    console.log(
      `[redis outage] ${answers.length} requests; counters back on Redis ${Math.round(afterStallMs)} ms ` +
        `after a stall and ${Math.round(afterCutMs)} ms after a cut ended; latency ms per phase:`,
      latency,
    );
    expect(kit.tally(answers.filter((a) => typeof a.status === 'string' || a.status >= 500))).toEqual({});
    for (const phase of ['stalled', 'cut']) {
      // No request waits for Redis: the slowest are the machine's own hiccups, seen in every phase.
      expect(latency[phase].p90).toBeLessThan(FAST_MS);
      expect(latency[phase].max).toBeLessThan(1000);
    }
    expect(afterStallMs).toBeLessThan(BREAKER_OPEN_MS + 3_000);
    expect(afterCutMs).toBeLessThan(BREAKER_OPEN_MS + 3_000);
  });
});

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.floor(sorted.length * q)] ?? 0);
  return { n: values.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}
