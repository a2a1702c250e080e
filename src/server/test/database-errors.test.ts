// The safety net in on-error.ts: a value the database refuses is a 4xx in our error shape, never a
// 500, and the log names the error code and constraint but never the value. The database is made
// to refuse on cue by a trigger that raises the SQLSTATE a waitlist entry's name asks for (real
// errors from the real database, through real HTTP), since validation stops such values first.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { nextAddress } from './auth-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { captureLogs } from './log-capture.ts';

let server: TestServer;
const logs = captureLogs();

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' }, { logger: logs.logger });
  await server.deps.db.execute(sql`
    create function refuse_on_cue() returns trigger language plpgsql as $$
    begin
      if new.business_name like 'raise %' then
        raise exception 'refused on cue: %', new.owner_name
          using errcode = split_part(new.business_name, ' ', 2), constraint = 'cue_chk';
      end if;
      return new;
    end $$`);
  await server.deps.db.execute(
    sql`create trigger refuse_on_cue before insert on business_waitlists for each row execute function refuse_on_cue()`,
  );
});
afterAll(() => server?.close());

/** Joins the waitlist with a name that makes the database raise `code`; the owner name is the marker. */
const joinRaising = (code: string, marker: string) =>
  server.fetch('/api/waitlist', {
    method: 'POST',
    headers: { 'x-forwarded-for': nextAddress() },
    json: {
      email: `${code.toLowerCase()}@example.test`,
      businessName: `raise ${code}`,
      ownerName: marker,
      category: 'Candles',
      zipCode: '80202',
    },
  });

describe('values the database refuses', () => {
  test.each([
    ['22001', 'string too long'],
    ['22003', 'numeric out of range'],
    ['22021', 'invalid byte sequence'],
    ['22P05', 'untranslatable character'],
    ['22P02', 'invalid text representation'],
    ['23502', 'not null violation'],
    ['23514', 'check violation'],
  ])('%s (%s) is a 400 in our shape', async (code) => {
    const res = await joinRaising(code, `Marker-${code}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_input', message: 'Please check the values you entered.' },
    });
  });

  test.each([
    ['23505', 'unique violation'],
    ['23503', 'foreign key violation'],
  ])('%s (%s) is a 409 conflict: a race, not a bug', async (code) => {
    const res = await joinRaising(code, `Marker-${code}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('conflict');
  });

  test('anything else from the database stays a 500 with a request id (a bug to fix)', async () => {
    const res = await joinRaising('XX000', 'Marker-XX000');
    expect(res.status).toBe(500);
    expect((await res.json()).error).toMatchObject({ code: 'internal', requestId: expect.any(String) });
  });

  test('the log names code and constraint, never the value, the query or its parameters', async () => {
    const refused = logs.entries().filter((e) => e.msg === 'database refused a value');
    expect(refused.map((e) => (e.db as { code: string }).code).sort()).toEqual(
      ['22001', '22003', '22021', '22P02', '22P05', '23502', '23503', '23505', '23514'].sort(),
    );
    expect(refused[0].db).toMatchObject({ constraint: 'cue_chk' });
    const bug = logs.entries().find((e) => e.msg === 'unhandled error');
    expect(bug?.err).toEqual({ db: expect.objectContaining({ code: 'XX000' }) });
    const text = logs.lines.join('\n');
    expect(text).not.toMatch(/Marker-/);
    expect(text).not.toMatch(/insert into|Failed query|params:/i);
  });
});
