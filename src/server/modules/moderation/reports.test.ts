// Reporting a business (docs/product.md §23): anyone may report a public business with a reason
// and optional details; bad input is 400 with field messages and stores nothing; reports are
// limited per address and per business; the reporter is never shown to the owner.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { MODERATION_MSG } from '#shared/schemas/moderation.ts';
import { CONTROL_CHARS_MESSAGE } from '#shared/schemas/text.ts';
import { businessReports } from '../../db/schema/index.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { call, type Person, person } from '../operators/operator-test-kit.ts';
import { REPORT_LIMITS } from './reports.routes.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1' });
let owner: Person;
let visitor: Person;
let shop: string;
let draft: string;

beforeAll(async () => {
  owner = await person(live.server, live.smtp, 'reported');
  visitor = await person(live.server, live.smtp, 'reporter');
  const db = live.server.deps.db;
  shop = (await createBusinessRow(db, owner.id, { businessUsername: 'reported-shop' })).businessId;
  draft = (await createBusinessRow(db, owner.id, { businessUsername: 'reported-draft', isPublished: false }))
    .businessId;
});

const report = (businessId: string, json: unknown, who: Person | null = null, address?: string) =>
  call(live.server, who, `/api/businesses/${businessId}/reports`, {
    method: 'POST',
    json,
    ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
  });
const stored = async () => (await live.server.deps.db.select({ n: count() }).from(businessReports))[0].n;

describe('reporting a business', () => {
  test('anonymous or signed in: 201; only a signed-in reporter is kept, and only on the report', async () => {
    const anon = await report(shop, {
      reason: 'permanently_closed',
      details: 'Shut since March.\nSign on the door.',
    });
    expect(anon.status).toBe(201);
    expect(await anon.json()).toEqual({ received: true });
    expect((await report(shop, { reason: 'wrong_information' }, visitor)).status).toBe(201);
    const rows = await live.server.deps.db
      .select()
      .from(businessReports)
      .where(eq(businessReports.businessId, shop));
    expect(rows.map((r) => [r.reason, r.details, r.reporterUserId])).toEqual(
      expect.arrayContaining([
        ['permanently_closed', 'Shut since March.\nSign on the door.', null],
        ['wrong_information', null, visitor.id],
      ]),
    );
  });

  test('the owner is never shown the reports nor who sent them', async () => {
    const mine = await (await call(live.server, owner, `/api/businesses/${shop}`)).text();
    const page = await (await call(live.server, owner, '/api/businesses/by-username/reported-shop')).text();
    for (const text of [mine, page]) {
      expect(text).not.toContain(visitor.id);
      expect(text).not.toContain('reporter');
      expect(text).not.toContain('Shut since March');
    }
    expect(JSON.parse(mine).moderation).toBeNull();
  });

  test('details up to 1,000 characters; blank details are no details', async () => {
    expect((await report(shop, { reason: 'other', details: 'x'.repeat(1000) })).status).toBe(201);
    expect((await report(shop, { reason: 'other', details: '   ' })).status).toBe(201);
    const [last] = await live.server.deps.db
      .select()
      .from(businessReports)
      .orderBy(businessReports.createdAt)
      .then((rows) => rows.slice(-1));
    expect(last.details).toBeNull();
  });

  test('bad input is 400 with a message per field, and stores nothing', async () => {
    const before = await stored();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { reason: MODERATION_MSG.reason }],
      [{ reason: 'spam' }, { reason: MODERATION_MSG.reason }],
      [{ reason: 'other', details: 'y'.repeat(1001) }, { details: MODERATION_MSG.detailsTooLong }],
      [{ reason: 'other', details: 'bad\u0000byte' }, { details: CONTROL_CHARS_MESSAGE }],
      [{ reason: 'other', details: 'escape \u001b[31m' }, { details: CONTROL_CHARS_MESSAGE }],
      [{ reason: 'other', reporter: 'me' }, { reporter: 'Unknown field.' }],
      [{ reason: 'other', details: 42 }, { details: expect.any(String) }],
    ];
    for (const [body, fields] of cases) {
      const res = await report(shop, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.fields).toEqual(fields);
    }
    expect(MODERATION_MSG.detailsTooLong).toBe('Details must be at most 1,000 characters.');
    expect(await stored()).toBe(before);
  });

  test('a draft, an unknown business and a malformed id are 404, and store nothing', async () => {
    const before = await stored();
    for (const id of [draft, '7b0ad3c4-55c2-4a4e-9a8e-4f3f5a2c9d10', 'not-an-id'])
      expect((await report(id, { reason: 'other' })).status, id).toBe(404);
    expect(await stored()).toBe(before);
  });
});

describe('report limits', () => {
  test(`${REPORT_LIMITS.perAddress.max} an hour from one address; the next is 429, other addresses go on`, async () => {
    const other = (await createBusinessRow(live.server.deps.db, owner.id)).businessId;
    for (let i = 0; i < REPORT_LIMITS.perAddress.max; i++)
      expect((await report(other, { reason: 'other' }, null, '10.77.0.1')).status).toBe(201);
    const limited = await report(other, { reason: 'other' }, null, '10.77.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await report(other, { reason: 'other' }, null, '10.77.0.2')).status).toBe(201);
  });

  test(`${REPORT_LIMITS.perBusiness.max} an hour for one business from everyone together`, async () => {
    const target = (await createBusinessRow(live.server.deps.db, owner.id)).businessId;
    for (let i = 0; i < REPORT_LIMITS.perBusiness.max; i++)
      expect((await report(target, { reason: 'scam_or_fraud' })).status).toBe(201);
    const before = await stored();
    const limited = await report(target, { reason: 'scam_or_fraud' });
    expect(limited.status).toBe(429);
    expect(await stored()).toBe(before);
    expect((await report(shop, { reason: 'other' })).status).toBe(201);
  });
});
