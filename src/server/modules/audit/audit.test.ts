// The audit log (docs/product.md §23): every operator action with who, when, what and the state
// before and after; newest first, filtered by action, actor or target, paged without gaps; nothing
// in the app can edit it, and the database refuses to.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { operatorAuditLog, users } from '../../db/schema/index.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { setOperator } from '../operators/operator-role.service.ts';
import { call, operator, type Person, person, post } from '../operators/operator-test-kit.ts';
import { CLI_ACTOR } from './audit.service.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1', LAUNCH_MAILS_PER_MINUTE: '6000' });
let op: Person;
let shopper: Person;
let shop: string;

interface Entry {
  id: string;
  at: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  note: string | null;
}
const page = async (query = ''): Promise<{ items: Entry[]; nextCursor: string | null }> =>
  (await call(live.server, op, `/api/admin/audit${query}`)).json();

beforeAll(async () => {
  op = await operator(live.server, live.smtp, 'auditor');
  shopper = await person(live.server, live.smtp, 'audited');
  shop = (await createBusinessRow(live.server.deps.db, shopper.id, { businessName: 'Audit Bakery' }))
    .businessId;
  await post(live.server, op, '/api/admin/states/vermont/launch');
  await post(live.server, op, '/api/admin/states/vermont/pause');
  await post(live.server, op, `/api/admin/businesses/${shop}/hide`, {
    reason: 'other',
    note: 'Checking the photos.',
  });
  await post(live.server, op, `/api/admin/businesses/${shop}/restore`);
  await live.server.deps.db.execute(
    sql`insert into business_reports (business_id, reason) values (${shop}, 'other')`,
  );
  await post(live.server, op, `/api/admin/businesses/${shop}/dismiss`);
  await setOperator(live.server.deps.db, shopper.email, true, CLI_ACTOR);
  await setOperator(live.server.deps.db, shopper.email, false, CLI_ACTOR);
});

describe('the audit log', () => {
  test('records every kind of action with who, when, what, before and after, newest first', async () => {
    const { items } = await page();
    expect(items.map((e) => e.action)).toEqual([
      'revoke',
      'grant',
      'dismiss',
      'restore',
      'hide',
      'pause',
      'launch',
      'grant',
    ]);
    const at = items.map((e) => Date.parse(e.at));
    expect(at).toEqual([...at].sort((a, b) => b - a));
    const hide = items.find((e) => e.action === 'hide')!;
    expect(hide).toMatchObject({
      actor: 'auditor@example.test',
      targetType: 'business',
      targetId: shop,
      targetLabel: 'Audit Bakery',
      before: { isPublished: true, hidden: false },
      after: { isPublished: false, hidden: true, reason: 'other' },
      note: 'Checking the photos.',
    });
    expect(items.find((e) => e.action === 'pause')).toMatchObject({
      targetType: 'state',
      targetId: 'vermont',
      targetLabel: 'Vermont',
      before: { isLive: true },
      after: { isLive: false },
    });
    expect(items.find((e) => e.action === 'revoke')).toMatchObject({
      actor: 'cli',
      targetType: 'user',
      targetLabel: 'audited@example.test',
      before: { isOperator: true },
      after: { isOperator: false },
    });
    // The operator's own grant (by the test kit, as the CLI) is the oldest entry.
    expect(items.at(-1)).toMatchObject({ action: 'grant', targetLabel: 'auditor@example.test' });
  });

  test('filters by action, actor and target (label or id), literally', async () => {
    expect((await page('?action=hide')).items.map((e) => e.targetId)).toEqual([shop]);
    expect((await page('?actor=cli')).items.map((e) => e.action)).toEqual(['revoke', 'grant', 'grant']);
    expect((await page('?actor=AUDITOR')).items).toHaveLength(5);
    expect((await page('?target=vermont')).items.map((e) => e.action)).toEqual(['pause', 'launch']);
    expect((await page(`?target=${shop}`)).items).toHaveLength(3);
    expect((await page('?target=%25')).items).toEqual([]);
    expect((await page('?action=launch&target=Vermont')).items).toHaveLength(1);
  });

  test('pages through long logs without gaps or repeats', async () => {
    for (let i = 0; i < 30; i++) {
      await setOperator(live.server.deps.db, shopper.email, true, CLI_ACTOR);
      await setOperator(live.server.deps.db, shopper.email, false, CLI_ACTOR);
    }
    const all: Entry[] = [];
    let cursor: string | null = null;
    do {
      const next = await page(cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
      expect(next.items.length).toBeLessThanOrEqual(50);
      all.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    const rows = await live.server.deps.db.select({ id: operatorAuditLog.id }).from(operatorAuditLog);
    expect(all).toHaveLength(rows.length);
    expect(new Set(all.map((e) => e.id)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(60);
  });

  test('bad filters are 400 with field messages', async () => {
    for (const [query, field] of [
      ['?action=delete', 'action'],
      ['?cursor=bm9wZQ', 'cursor'],
      ['?evil=1', 'evil'],
      [`?actor=${'a'.repeat(300)}`, 'actor'],
      ['?target=%00', 'target'],
    ]) {
      const res = await call(live.server, op, `/api/admin/audit${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((await res.json()).error.fields), query).toEqual([field]);
    }
  });

  test('cannot be edited: the app has no such endpoint, and the database refuses', async () => {
    const routes = live.server.app.routes.filter(
      (r) => r.path.includes('/admin/audit') && r.method !== 'ALL',
    );
    expect([...new Set(routes.map((r) => r.method))]).toEqual(['GET']);
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH'])
      expect((await call(live.server, op, '/api/admin/audit', { method })).status, method).toBe(404);
    const db = live.server.deps.db;
    await expect(db.execute(sql`update operator_audit_log set actor = 'someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from operator_audit_log`)).rejects.toThrow();
    expect((await page('?actor=someone')).items).toEqual([]);
  });

  test("outlives the operator's account", async () => {
    const before = (await page('?actor=auditor')).items.length;
    await live.server.deps.db.delete(users).where(eq(users.id, op.id));
    const rows = await live.server.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.actor, 'auditor@example.test'));
    expect(rows).toHaveLength(before);
  });
});
