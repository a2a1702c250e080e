// Fault test (issue 11): the server process is killed with SIGKILL while clients are writing
// (waitlist sign-ups), then started again on the same database. Every write the server
// acknowledged (201) is there exactly once; a write cut off without an answer is there at most once,
// and sending it again after the restart stores it exactly once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createPgDatabase } from '../harness.ts';
import { PG_BASE_URL, reachable, until, waitlistBody } from './fault-kit.ts';
import { type ServerProcess, startServerProcess, webRoot } from './server-process.ts';

const pgUp = await reachable(PG_BASE_URL, 5432);

describe.skipIf(!pgUp)(`SIGKILL during concurrent writes (needs PostgreSQL at ${PG_BASE_URL})`, () => {
  let databaseUrl: string;
  let dropDb: () => Promise<void>;
  let database: Database;
  let web: Awaited<ReturnType<typeof webRoot>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const pgDb = await createPgDatabase(PG_BASE_URL);
    databaseUrl = pgDb.url;
    dropDb = pgDb.drop;
    web = await webRoot();
    database = openDatabase({ url: databaseUrl });
  });
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await database?.close();
    await dropDb?.();
    await web?.remove();
  });

  const signUp = (server: ServerProcess, email: string, n: number) =>
    fetch(`${server.origin}/api/waitlist`, {
      method: 'POST',
      headers: {
        origin: server.origin,
        'content-type': 'application/json',
        // One client address per sign-up: the waitlist limit is per address.
        'x-forwarded-for': `10.66.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
      },
      body: waitlistBody(email),
    });

  const rowsFor = async (emails: string[]) => {
    const result = await database.db.execute<{ email: string; n: number }>(
      sql`select email, count(*)::int as n from business_waitlists where email = any(${sql.param(emails)}::text[]) group by email`,
    );
    return new Map((result.rows as { email: string; n: number }[]).map((r) => [r.email, r.n]));
  };

  test('every acknowledged write is present exactly once after the restart', async () => {
    const first = await startServerProcess(databaseUrl, web.dir);
    servers.push(first);
    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    let next = 0;
    const writer = async () => {
      for (;;) {
        const n = next++;
        const email = `kill${n}@example.test`;
        try {
          const res = await signUp(first, email, n);
          await res.arrayBuffer();
          if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
          acknowledged.push(email);
        } catch (err) {
          if ((err as Error).message.startsWith('unexpected')) throw err;
          // No answer: the process died with this write in flight (or before it arrived).
          unanswered.push(email);
          return;
        }
      }
    };
    const writers = Array.from({ length: 16 }, writer);
    await until(() => acknowledged.length >= 300);
    first.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(await first.exited).toBe('SIGKILL');

    const second = await startServerProcess(databaseUrl, web.dir);
    servers.push(second);
    const found = await rowsFor(acknowledged);
    const missing = acknowledged.filter((e) => found.get(e) !== 1);
    const cutOff = await rowsFor(unanswered);
    console.log(
      `[kill -9 during writes] acknowledged ${acknowledged.length}, found ${found.size} ` +
        `(${missing.length} missing or duplicated); ${unanswered.length} cut off without an answer, ` +
        `${cutOff.size} of them stored`,
    );
    expect(missing).toEqual([]);
    expect([...found.values()].every((n) => n === 1)).toBe(true);
    expect([...cutOff.values()].every((n) => n === 1)).toBe(true);

    // The client retries what got no answer: each is then stored exactly once.
    for (const [i, email] of unanswered.entries())
      expect((await signUp(second, email, 5000 + i)).status).toBe(201);
    const retried = await rowsFor(unanswered);
    expect(unanswered.every((e) => retried.get(e) === 1)).toBe(true);
  });
});
