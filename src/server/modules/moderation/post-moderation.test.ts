// Reports on owners' posts and the console's answer: anyone reports a live post; the queue lists
// reported posts; hiding takes the post off the business page, Updates, the feed and cards at once
// (its owner sees it hidden, with the team's reason and note); restoring brings it back; every action
// is in the audit log. Only operators reach the console (everyone else gets the 404 of no route).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessPosts, operatorAuditLog, postReports } from '../../db/schema/index.ts';
import { createBusinessRow, createPostRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { call, operatorAndPeople, type Person, post } from '../operators/operator-test-kit.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1' });
let op: Person;
let owner: Person;
let shopper: Person;
let shop: string;
let postId: string;
let otherPost: string;

beforeAll(async () => {
  [op, owner, shopper] = await operatorAndPeople(live, 'postmod', 'postmodowner', 'postmodshopper');
  const db = live.server.deps.db;
  shop = (await createBusinessRow(db, owner.id, { businessUsername: 'pmod-shop', businessName: 'Pmod Shop' }))
    .businessId;
  postId = (await createPostRow(db, shop, { title: 'Cheap pills here' })).id;
  otherPost = (await createPostRow(db, shop, { title: 'New candles' })).id;
  expect((await call(live.server, shopper, `/api/me/favorites/${shop}`, { method: 'PUT' })).status).toBe(200);
});

const queue = async (status = 'open') =>
  (await (await call(live.server, op, `/api/admin/post-reports?status=${status}`)).json()).items;
const auditOf = (id: string) =>
  live.server.deps.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, id));
const titles = (items: { title: string }[]) => items.map((i) => i.title);
const publicTitles = async () =>
  titles((await (await live.server.fetch('/api/businesses/by-username/pmod-shop/posts')).json()).items);
const updatesTitles = async () =>
  titles((await (await call(live.server, shopper, '/api/me/updates')).json()).items);
const feed = async () => (await live.server.fetch('/feeds/business/pmod-shop.atom')).text();
const card = async () => {
  const page = await (await live.server.fetch('/api/search?q=pmod')).json();
  return page.items.find((i: { businessId: string }) => i.businessId === shop);
};
const ownerPost = async () => {
  const list = await (await call(live.server, owner, `/api/businesses/${shop}/posts`)).json();
  return list.items.find((p: { id: string }) => p.id === postId);
};

describe('reporting a post', () => {
  test('anyone reports a live post; bad input and unknown posts change nothing', async () => {
    const report = (who: Person | null, id: string, json: unknown) =>
      post(live.server, who, `/api/posts/${id}/reports`, json);
    expect((await report(null, postId, { reason: 'scam_or_fraud', details: 'Spam.' })).status).toBe(201);
    expect((await report(shopper, postId, { reason: 'inappropriate_content' })).status).toBe(201);
    expect((await report(null, postId, { reason: 'rude' })).status).toBe(400);
    expect((await report(null, postId, { reason: 'other', extra: 1 })).status).toBe(400);
    expect((await report(null, postId, { reason: 'other', details: 'x'.repeat(1001) })).status).toBe(400);
    expect((await report(null, 'not-a-post', { reason: 'other' })).status).toBe(404);
    expect((await report(null, '7b0ad3c4-55c2-4a4e-9a8e-4f3f5a2c9d10', { reason: 'other' })).status).toBe(
      404,
    );
    const rows = await live.server.deps.db.select().from(postReports).where(eq(postReports.postId, postId));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.reason === 'inappropriate_content')?.reporterUserId).toBe(shopper.id);
  });

  test('the queue lists the reported post with its counts and reports, never the reporter', async () => {
    const items = await queue();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      post: { id: postId, title: 'Cheap pills here', expired: false },
      business: { businessId: shop, businessName: 'Pmod Shop', businessUsername: 'pmod-shop' },
      openReports: 2,
      hidden: null,
    });
    expect(items[0].reasons).toHaveLength(2);
    expect(JSON.stringify(items)).not.toContain(shopper.id);
    expect(await queue('hidden')).toEqual([]);
  });
});

describe('hiding and restoring', () => {
  test('only operators reach the console: everyone else gets 404 and nothing changes', async () => {
    for (const who of [null, owner, shopper]) {
      expect((await call(live.server, who, '/api/admin/post-reports')).status).toBe(404);
      for (const action of ['hide', 'restore', 'dismiss'])
        expect(
          (await post(live.server, who, `/api/admin/posts/${postId}/${action}`, { reason: 'other' })).status,
        ).toBe(404);
    }
    expect(await publicTitles()).toContain('Cheap pills here');
  });

  test('bad input is refused: an unknown reason, an unknown or malformed post, a bad queue filter', async () => {
    const hide = (id: string, json: unknown) => post(live.server, op, `/api/admin/posts/${id}/hide`, json);
    expect((await hide(postId, { reason: 'because' })).status).toBe(400);
    expect((await hide(postId, { reason: 'other', note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await hide('nope', { reason: 'other' })).status).toBe(404);
    expect((await hide('7b0ad3c4-55c2-4a4e-9a8e-4f3f5a2c9d10', { reason: 'other' })).status).toBe(404);
    expect((await post(live.server, op, '/api/admin/posts/nope/restore')).status).toBe(404);
    expect((await call(live.server, op, '/api/admin/post-reports?status=all')).status).toBe(400);
    expect(await publicTitles()).toContain('Cheap pills here');
  });

  test('hiding takes the post off the page, Updates, the feed and cards; its owner sees why', async () => {
    expect(await publicTitles()).toEqual(['New candles', 'Cheap pills here']);
    expect(await updatesTitles()).toContain('Cheap pills here');
    expect(await feed()).toContain('Cheap pills here');
    // The newest post names the card; hide it and the card falls back to the other one.
    await live.server.deps.db
      .update(businessPosts)
      .set({ createdAt: new Date(Date.now() + 1000) })
      .where(eq(businessPosts.id, postId));
    expect((await card()).newPost).toBe('Cheap pills here');

    const res = await post(live.server, op, `/api/admin/posts/${postId}/hide`, {
      reason: 'scam_or_fraud',
      note: 'Selling medicine.',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      changed: true,
      hidden: { reason: 'scam_or_fraud', note: 'Selling medicine.' },
    });
    expect(await publicTitles()).toEqual(['New candles']);
    expect(await updatesTitles()).not.toContain('Cheap pills here');
    expect(await feed()).not.toContain('Cheap pills here');
    expect((await card()).newPost).toBe('New candles');
    expect(await ownerPost()).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Suspected scam or fraud',
      hiddenNote: 'Selling medicine.',
    });
    // Hidden posts cannot be edited by their owner, nor reported again.
    const edit = await call(live.server, owner, `/api/businesses/${shop}/posts/${postId}`, {
      method: 'PUT',
      json: { kind: 'update', title: 'Fine now', text: 'Really.' },
    });
    expect(edit.status).toBe(409);
    expect((await post(live.server, null, `/api/posts/${postId}/reports`, { reason: 'other' })).status).toBe(
      404,
    );

    // The reports are resolved with the hide; the post now sits under "hidden".
    expect(await queue()).toEqual([]);
    const hidden = await queue('hidden');
    expect(hidden.map((g: { post: { id: string } }) => g.post.id)).toEqual([postId]);
    expect(hidden[0].hidden).toMatchObject({ reason: 'scam_or_fraud', note: 'Selling medicine.' });
    const open = await live.server.deps.db
      .select()
      .from(postReports)
      .where(and(eq(postReports.postId, postId), eq(postReports.resolution, 'hidden')));
    expect(open).toHaveLength(2);

    // Hiding twice changes nothing and writes no second entry.
    const again = await post(live.server, op, `/api/admin/posts/${postId}/hide`, { reason: 'other' });
    expect(await again.json()).toMatchObject({ changed: false, hidden: { reason: 'scam_or_fraud' } });
    const entries = await auditOf(postId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'hide',
      actor: op.email,
      targetType: 'post',
      targetLabel: 'Pmod Shop: Cheap pills here',
      note: 'Selling medicine.',
      after: { hidden: true, reason: 'scam_or_fraud', reportsResolved: 2 },
    });
  });

  test('restoring shows it everywhere again, once, with an audit entry', async () => {
    const res = await post(live.server, op, `/api/admin/posts/${postId}/restore`);
    expect(await res.json()).toEqual({ changed: true });
    expect(await publicTitles()).toContain('Cheap pills here');
    expect(await updatesTitles()).toContain('Cheap pills here');
    expect(await feed()).toContain('Cheap pills here');
    expect(await ownerPost()).toMatchObject({ status: 'live', hiddenReason: null, hiddenNote: null });
    expect(await (await post(live.server, op, `/api/admin/posts/${postId}/restore`)).json()).toEqual({
      changed: false,
    });
    expect((await auditOf(postId)).map((e) => e.action).sort()).toEqual(['hide', 'restore']);
    expect(await queue('hidden')).toEqual([]);
  });

  test('dismissing clears a post’s reports from the queue and keeps it showing', async () => {
    expect(
      (await post(live.server, null, `/api/posts/${otherPost}/reports`, { reason: 'other' })).status,
    ).toBe(201);
    expect((await queue()).map((g: { post: { id: string } }) => g.post.id)).toEqual([otherPost]);
    const res = await post(live.server, op, `/api/admin/posts/${otherPost}/dismiss`);
    expect(await res.json()).toEqual({ dismissed: 1 });
    expect(await queue()).toEqual([]);
    expect(await publicTitles()).toContain('New candles');
    expect(await (await post(live.server, op, `/api/admin/posts/${otherPost}/dismiss`)).json()).toEqual({
      dismissed: 0,
    });
    expect((await auditOf(otherPost)).map((e) => e.action)).toEqual(['dismiss']);
  });
});
