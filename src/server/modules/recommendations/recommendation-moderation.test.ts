// Recommendations and the team: a burst from new accounts waits for an operator before it counts
// (the console's "recommendations" queue, approve, the audit log); a note can be reported by anyone
// but its writer, its business's owner included, who cannot hide it; an operator hides it for a
// note's reasons (never a business's) and it leaves the page and the count; restoring brings it
// back; the audit log says the status each time; per-account limits stop a flood.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  businessProfiles,
  businessRecommendations,
  recommendationReports,
  users,
} from '../../db/schema/index.ts';
import { createBusinessRow, createUserRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { call, operator, type Person, post } from '../operators/operator-test-kit.ts';
import { DAY, pageNotes, recommendAs, shopper, withdrawAs } from './recommend-test-kit.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1' });
let op: Person;
let owner: Person;
let shop: string;

const db = () => live.server.deps.db;
const countOf = async (id: string) =>
  (await db().select().from(businessProfiles).where(eq(businessProfiles.businessId, id)))[0]
    .recommendationCount;
const queue = async (status: string) =>
  (await (await call(live.server, op, `/api/admin/recommendations?status=${status}`)).json()).items as {
    recommendation: { id: string; status: string; note: string | null };
    business: { businessId: string };
    openReports: number;
  }[];

beforeAll(async () => {
  op = await operator(live.server, live.smtp, 'recop');
  owner = await shopper(live.server, live.smtp, 'recmodowner');
  shop = (await createBusinessRow(db(), owner.id, { businessUsername: 'rec-burst' })).businessId;
});

describe('a burst from new accounts', () => {
  test('the sixth within an hour from accounts younger than a week is held for an operator', async () => {
    // Four new accounts' recommendations made this hour (rows), then a fifth and a sixth through HTTP.
    for (let i = 0; i < 4; i++) {
      const row = await createUserRow(db(), `recyoungrow${i}`);
      await db()
        .update(users)
        .set({ createdAt: new Date(Date.now() - 2 * DAY) })
        .where(eq(users.id, row.id));
      await db().insert(businessRecommendations).values({ businessId: shop, userId: row.id, note: 'Great!' });
    }
    const fifth = await shopper(live.server, live.smtp, 'recyoung5', 2 * DAY);
    const sixth = await shopper(live.server, live.smtp, 'recyoung6', 2 * DAY);
    expect((await recommendAs(live.server, fifth, shop, 'Great!')).status).toBe(200);
    expect(await countOf(shop)).toBe(5);
    const held = await recommendAs(live.server, sixth, shop, 'Also great!');
    expect(held.status).toBe(200);
    expect((await held.json()).recommendation.status).toBe('held');
    expect(await countOf(shop)).toBe(5);
    expect((await pageNotes(live.server, 'rec-burst')).items.map((n) => n.note)).not.toContain('Also great!');
    // An old account is never held.
    const old = await shopper(live.server, live.smtp, 'recold', 30 * DAY);
    const counted = await (await recommendAs(live.server, old, shop, 'Known them for years.')).json();
    expect(counted.recommendation.status).toBe('counted');
    expect(await countOf(shop)).toBe(6);

    const items = await queue('held');
    const entry = items.find((i) => i.recommendation.note === 'Also great!');
    expect(entry?.business.businessId).toBe(shop);
    // Not for anyone but an operator.
    expect((await call(live.server, owner, '/api/admin/recommendations')).status).toBe(404);
    const approve = `/api/admin/recommendations/${entry!.recommendation.id}/approve`;
    expect((await post(live.server, owner, approve)).status).toBe(404);
    expect(await (await post(live.server, op, approve)).json()).toEqual({ changed: true });
    expect(await (await post(live.server, op, approve)).json()).toEqual({ changed: false });
    expect(await countOf(shop)).toBe(7);
    expect((await pageNotes(live.server, 'rec-burst')).items.map((n) => n.note)).toContain('Also great!');
    const audit = await (await call(live.server, op, '/api/admin/audit?action=approve')).json();
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      targetType: 'recommendation',
      targetId: entry!.recommendation.id,
    });
  });
});

describe('reporting and hiding notes', () => {
  test('a hidden note disappears from the page and stops counting; restoring brings it back', async () => {
    const rude = await shopper(live.server, live.smtp, 'recrude', 30 * DAY);
    await recommendAs(live.server, rude, shop, 'Something rude.');
    const before = await countOf(shop);
    const note = (await pageNotes(live.server, 'rec-burst')).items.find((n) => n.note === 'Something rude.')!;
    const report = (who: Person | null) =>
      post(live.server, who, `/api/recommendations/${note.id}/reports`, { reason: 'inappropriate_content' });
    expect((await report(null)).status).toBe(201);
    // The owner can report a note on their page, but cannot hide it.
    expect((await report(owner)).status).toBe(201);
    const hidePath = `/api/admin/recommendations/${note.id}/hide`;
    expect((await post(live.server, owner, hidePath, { reason: 'inappropriate_content' })).status).toBe(404);
    expect((await post(live.server, op, hidePath, { reason: 'nope' })).status).toBe(400);

    const open = await queue('open');
    expect(open.find((i) => i.recommendation.id === note.id)?.openReports).toBe(2);
    const hidden = await post(live.server, op, hidePath, { reason: 'inappropriate_content', note: 'Rude.' });
    expect(hidden.status).toBe(200);
    expect((await hidden.json()).changed).toBe(true);
    expect((await pageNotes(live.server, 'rec-burst')).items.map((n) => n.id)).not.toContain(note.id);
    expect(await countOf(shop)).toBe(before - 1);
    expect((await queue('open')).map((i) => i.recommendation.id)).not.toContain(note.id);
    expect((await queue('hidden')).map((i) => i.recommendation.id)).toContain(note.id);
    // A hidden note cannot be reported any more; its writer sees it hidden.
    expect((await report(null)).status).toBe(404);
    const mine = await (await call(live.server, rude, `/api/businesses/${shop}/recommendation`)).json();
    expect(mine.recommendation.status).toBe('hidden');

    expect((await post(live.server, op, `/api/admin/recommendations/${note.id}/restore`)).status).toBe(200);
    expect(await countOf(shop)).toBe(before);
    expect((await pageNotes(live.server, 'rec-burst')).items.map((n) => n.id)).toContain(note.id);
    const audit = await (await call(live.server, op, `/api/admin/audit?target=${note.id}`)).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['restore', 'hide']);
    // Each entry says what the status became: counted → hidden, then back.
    const [restore, hide] = audit.items;
    expect(hide.before).toEqual({ hidden: false, status: 'counted' });
    expect(hide.after).toEqual({
      hidden: true,
      status: 'hidden',
      reason: 'inappropriate_content',
      reportsResolved: 2,
    });
    expect(restore.before).toEqual({ hidden: true, status: 'hidden', reason: 'inappropriate_content' });
    expect(restore.after).toEqual({ hidden: false, status: 'counted' });
  });

  test('a note is hidden for a note’s reasons only, never a business’s; a refused hide changes nothing', async () => {
    const writer = await shopper(live.server, live.smtp, 'recfake', 30 * DAY);
    await recommendAs(live.server, writer, shop, 'Best shop ever, use code SAVE20 at checkout.');
    const note = (await pageNotes(live.server, 'rec-burst')).items.find((n) => n.note.includes('SAVE20'))!;
    const before = await countOf(shop);
    const hidePath = `/api/admin/recommendations/${note.id}/hide`;
    for (const businessReason of ['permanently_closed', 'duplicate', 'wrong_information', 'scam_or_fraud']) {
      const refused = await post(live.server, op, hidePath, { reason: businessReason });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ reason: 'Choose a reason.' });
    }
    const [row] = await db()
      .select()
      .from(businessRecommendations)
      .where(eq(businessRecommendations.id, note.id));
    expect(row.hiddenAt).toBeNull();
    expect(await countOf(shop)).toBe(before);
    expect((await (await call(live.server, op, `/api/admin/audit?target=${note.id}`)).json()).items).toEqual(
      [],
    );

    const hidden = await post(live.server, op, hidePath, { reason: 'spam', note: 'A discount code.' });
    expect(hidden.status).toBe(200);
    expect((await hidden.json()).hidden).toMatchObject({ reason: 'spam', note: 'A discount code.' });
    expect((await queue('hidden')).find((i) => i.recommendation.id === note.id)).toMatchObject({
      hidden: { reason: 'spam' },
    });
    expect(await countOf(shop)).toBe(before - 1);
  });

  test('nobody reports their own note (403, nothing stored); others, signed in or not, may', async () => {
    const writer = await shopper(live.server, live.smtp, 'recself', 30 * DAY);
    const neighbour = await shopper(live.server, live.smtp, 'recneighbour', 30 * DAY);
    await recommendAs(live.server, writer, shop, 'My own words about this shop.');
    const note = (await pageNotes(live.server, 'rec-burst')).items.find(
      (n) => n.note === 'My own words about this shop.',
    )!;
    const reportsOf = async () =>
      (
        await db()
          .select()
          .from(recommendationReports)
          .where(eq(recommendationReports.recommendationId, note.id))
      ).length;
    const path = `/api/recommendations/${note.id}/reports`;
    const own = await post(live.server, writer, path, { reason: 'other', details: 'Testing myself.' });
    expect(own.status).toBe(403);
    expect((await own.json()).error).toMatchObject({
      code: 'own_note',
      message: 'You can’t report your own note. To change it, edit or withdraw your recommendation.',
    });
    expect(await reportsOf()).toBe(0);
    expect((await queue('open')).map((i) => i.recommendation.id)).not.toContain(note.id);
    // Bad input from the writer is still a 400 first; someone else's and an anonymous report count.
    expect((await post(live.server, writer, path, { reason: 'nope' })).status).toBe(400);
    expect((await post(live.server, neighbour, path, { reason: 'other' })).status).toBe(201);
    expect((await post(live.server, null, path, { reason: 'other' })).status).toBe(201);
    expect(await reportsOf()).toBe(2);
    await post(live.server, op, `/api/admin/recommendations/${note.id}/dismiss`);
  });

  test('dismissing reports keeps the note; unknown ids are not found', async () => {
    const note = (await pageNotes(live.server, 'rec-burst')).items[0];
    await post(live.server, null, `/api/recommendations/${note.id}/reports`, { reason: 'other' });
    const res = await post(live.server, op, `/api/admin/recommendations/${note.id}/dismiss`);
    expect(await res.json()).toEqual({ dismissed: 1 });
    expect((await pageNotes(live.server, 'rec-burst')).items[0].id).toBe(note.id);
    expect(
      (await post(live.server, op, `/api/admin/recommendations/${crypto.randomUUID()}/approve`)).status,
    ).toBe(404);
    expect(
      (
        await post(live.server, null, `/api/recommendations/${crypto.randomUUID()}/reports`, {
          reason: 'other',
        })
      ).status,
    ).toBe(404);
  });

  test('an account cannot make more than 20 changes an hour', async () => {
    const busy = await shopper(live.server, live.smtp, 'recbusy', 30 * DAY);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (i % 2
          ? await withdrawAs(live.server, busy, shop)
          : await recommendAs(live.server, busy, shop, `Try ${i}`)
        ).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
