// Moderation from the console (docs/product.md §23): the queue grouped by business; dismiss; hide
// with a reason (off every public page at once, the owner emailed and told on their dashboard,
// publishing refused); one review request from the owner; restore (public again only if it was and
// still may be). Bad input changes nothing; every action done twice does nothing the second time.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { MODERATION_MSG } from '#shared/schemas/moderation.ts';
import {
  businessModeration,
  businessProfiles,
  businessReports,
  operatorAuditLog,
} from '../../db/schema/index.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import {
  call,
  mailTo,
  operatorAndPeople,
  type Person,
  post,
  publicPlaces,
  waitForMail,
} from '../operators/operator-test-kit.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1' });
let op: Person;
let owner: Person;
let stranger: Person;
let shop: string;
let other: string;

beforeAll(async () => {
  [op, owner, stranger] = await operatorAndPeople(live, 'moderator', 'modowner', 'modstranger');
  const db = live.server.deps.db;
  shop = (await createBusinessRow(db, owner.id, { businessUsername: 'mod-shop', businessName: 'Mod Shop' }))
    .businessId;
  other = (
    await createBusinessRow(db, owner.id, { businessUsername: 'mod-other', businessName: 'Mod Other' })
  ).businessId;
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await db.insert(businessReports).values([
    { businessId: shop, reason: 'wrong_information', details: 'Wrong hours.', createdAt: at(30) },
    {
      businessId: shop,
      reason: 'scam_or_fraud',
      details: 'Asked me to pay by gift card.',
      createdAt: at(20),
    },
    { businessId: shop, reason: 'wrong_information', createdAt: at(10) },
    { businessId: other, reason: 'permanently_closed', createdAt: at(5) },
  ]);
});

const queue = async (status = 'open') =>
  (await (await call(live.server, op, `/api/admin/reports?status=${status}`)).json()).items;
const audit = (action: string) =>
  live.server.deps.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, action));
const hide = (id: string, json: unknown) => post(live.server, op, `/api/admin/businesses/${id}/hide`, json);
const ownerView = async () => (await call(live.server, owner, `/api/businesses/${shop}`)).json();

describe('the queue', () => {
  test('groups open reports by business, newest first, with counts by reason and the newest reports', async () => {
    const items = await queue();
    expect(items.map((g: { business: { businessId: string } }) => g.business.businessId)).toEqual([
      other,
      shop,
    ]);
    const group = items[1];
    expect(group).toMatchObject({
      business: { businessName: 'Mod Shop', businessUsername: 'mod-shop', isPublished: true },
      openReports: 3,
      reasons: [
        { reason: 'wrong_information', count: 2 },
        { reason: 'scam_or_fraud', count: 1 },
      ],
      hidden: null,
    });
    expect(group.reports.map((r: { details: string | null }) => r.details)).toEqual([
      null,
      'Asked me to pay by gift card.',
      'Wrong hours.',
    ]);
  });

  test('dismissing clears a business from the queue, once; it stays public', async () => {
    const answer = await (await post(live.server, op, `/api/admin/businesses/${other}/dismiss`)).json();
    expect(answer).toEqual({ dismissed: 1, reviewClosed: false });
    expect((await queue()).map((g: { business: { businessId: string } }) => g.business.businessId)).toEqual([
      shop,
    ]);
    expect(await (await post(live.server, op, `/api/admin/businesses/${other}/dismiss`)).json()).toEqual({
      dismissed: 0,
      reviewClosed: false,
    });
    expect(await audit('dismiss')).toHaveLength(1);
    expect((await publicPlaces(live.server, 'mod-other')).page).toBe(200);
  });
});

describe('hiding a business', () => {
  test('bad input is 400 with field messages and changes nothing', async () => {
    for (const [body, fields] of [
      [{}, { reason: MODERATION_MSG.reason }],
      [{ reason: 'ugly' }, { reason: MODERATION_MSG.reason }],
      [{ reason: 'other', note: 'n'.repeat(1001) }, { note: MODERATION_MSG.noteTooLong }],
      [{ reason: 'other', note: 'a\u0007b' }, { note: expect.stringMatching(/control characters/) }],
    ] as const) {
      const res = await hide(shop, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual(fields);
    }
    expect(await live.server.deps.db.select().from(businessModeration)).toEqual([]);
    expect(await audit('hide')).toEqual([]);
    expect((await publicPlaces(live.server, 'mod-shop')).page).toBe(200);
  });

  test('takes it off every public page at once and emails its owner the reason', async () => {
    const res = await hide(shop, { reason: 'scam_or_fraud', note: 'Payment links pointed elsewhere.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      changed: true,
      hidden: {
        reason: 'scam_or_fraud',
        note: 'Payment links pointed elsewhere.',
        hiddenBy: 'moderator@example.test',
      },
    });
    expect(await publicPlaces(live.server, 'mod-shop')).toEqual({ page: 404, inSitemap: false });
    const market = await (await call(live.server, null, '/api/market?state=california')).json();
    expect(JSON.stringify(market)).not.toContain(shop);
    const recent = await (await call(live.server, null, '/api/businesses/recent')).json();
    expect(JSON.stringify(recent)).not.toContain(shop);
    const mail = await waitForMail(live.smtp, owner.email, 'Mod Shop was hidden by the marketplace team');
    expect(mail.text).toContain('Reason: Suspected scam or fraud.');
    expect(mail.text).toContain('Note from the team: Payment links pointed elsewhere.');
    expect(mail.text).toContain(`/dashboard/business/${shop}`);
    // Its open reports are resolved by the hide: the open queue is empty, the hidden list has it.
    expect(await queue()).toEqual([]);
    const [hidden] = await queue('hidden');
    expect(hidden).toMatchObject({ business: { businessId: shop, isPublished: false }, openReports: 0 });
  });

  test('hiding again changes nothing and sends nothing', async () => {
    const res = await (await hide(shop, { reason: 'other' })).json();
    expect(res).toMatchObject({ changed: false, hidden: { reason: 'scam_or_fraud' } });
    expect(await audit('hide')).toHaveLength(1);
    expect(mailTo(live.smtp, owner.email, /was hidden/)).toHaveLength(1);
  });

  test('its owner sees why on their business, without who hid it, and cannot publish it', async () => {
    const view = await ownerView();
    expect(view.isPublished).toBe(false);
    expect(view.moderation).toEqual({
      hiddenAt: expect.any(String),
      reason: 'scam_or_fraud',
      note: 'Payment links pointed elsewhere.',
      reviewRequestedAt: null,
      reviewClosed: false,
    });
    expect(JSON.stringify(view)).not.toContain('moderator@');
    const publish = await post(live.server, owner, `/api/businesses/${shop}/publish`, { publish: true });
    expect(publish.status).toBe(409);
    expect((await publish.json()).error.code).toBe('hidden_by_team');
  });
});

describe('asking for a review', () => {
  const ask = (who: Person, id: string, json: unknown) =>
    post(live.server, who, `/api/businesses/${id}/review-request`, json);

  test('bad input is 400; someone else is refused; a business that is not hidden is 409', async () => {
    expect((await (await ask(owner, shop, { message: '  ' })).json()).error.fields).toEqual({
      message: MODERATION_MSG.reviewRequired,
    });
    expect((await ask(owner, shop, { message: 'x'.repeat(1001) })).status).toBe(400);
    expect((await ask(stranger, shop, { message: 'Let it go' })).status).toBe(403);
    expect((await ask(owner, other, { message: 'Hi' })).status).toBe(409);
    expect((await ownerView()).moderation.reviewRequestedAt).toBeNull();
  });

  test('the owner sends one message; it joins the queue; a second is refused', async () => {
    const res = await ask(owner, shop, { message: 'We fixed the payment links.\nPlease look again.' });
    expect(res.status).toBe(201);
    expect((await res.json()).moderation.reviewRequestedAt).toEqual(expect.any(String));
    const again = await ask(owner, shop, { message: 'Hello?' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('review_already_requested');
    const [group] = await queue();
    expect(group.hidden).toMatchObject({ reviewMessage: 'We fixed the payment links.\nPlease look again.' });
  });

  test('dismissing it keeps the business hidden and spends the request', async () => {
    const answer = await (await post(live.server, op, `/api/admin/businesses/${shop}/dismiss`)).json();
    expect(answer).toEqual({ dismissed: 0, reviewClosed: true });
    expect(await queue()).toEqual([]);
    expect((await ownerView()).moderation).toMatchObject({ reviewClosed: true });
    expect((await ask(owner, shop, { message: 'Again' })).status).toBe(409);
  });
});

describe('restoring a business', () => {
  test('puts it back on the public pages when it was public and still may be; the owner is told', async () => {
    const res = await (await post(live.server, op, `/api/admin/businesses/${shop}/restore`)).json();
    expect(res).toEqual({ changed: true, republished: true });
    expect(await publicPlaces(live.server, 'mod-shop')).toEqual({ page: 200, inSitemap: true });
    const mail = await waitForMail(live.smtp, owner.email, 'Mod Shop is no longer hidden');
    expect(mail.text).toContain('it is public on Locals Market again');
    expect((await ownerView()).moderation).toBeNull();
    expect(await (await post(live.server, op, `/api/admin/businesses/${shop}/restore`)).json()).toEqual({
      changed: false,
      republished: false,
    });
    expect(await audit('restore')).toHaveLength(1);
  });

  test('leaves it a draft when it was a draft, or is no longer complete', async () => {
    const db = live.server.deps.db;
    await hide(other, { reason: 'duplicate' });
    await db
      .update(businessProfiles)
      .set({ businessStructure: null })
      .where(eq(businessProfiles.businessId, other));
    expect(await (await post(live.server, op, `/api/admin/businesses/${other}/restore`)).json()).toEqual({
      changed: true,
      republished: false,
    });
    const mail = await waitForMail(live.smtp, owner.email, 'Mod Other is no longer hidden');
    expect(mail.text).toContain('It is a draft for now');
    const draft = await createBusinessRow(db, owner.id, { isPublished: false });
    await hide(draft.businessId, { reason: 'other', note: 'Checking.' });
    const restored = await (
      await post(live.server, op, `/api/admin/businesses/${draft.businessId}/restore`)
    ).json();
    expect(restored).toEqual({ changed: true, republished: false });
  });

  test('an unknown or malformed business is 404 for every action', async () => {
    for (const id of ['7b0ad3c4-55c2-4a4e-9a8e-4f3f5a2c9d10', 'nope'])
      for (const action of ['dismiss', 'restore', 'hide']) {
        const res = await post(live.server, op, `/api/admin/businesses/${id}/${action}`, { reason: 'other' });
        expect(res.status, `${action} ${id}`).toBe(404);
      }
    const resolved = await live.server.deps.db
      .select()
      .from(businessReports)
      .where(and(eq(businessReports.businessId, shop), eq(businessReports.resolution, 'hidden')));
    expect(resolved).toHaveLength(3);
  });
});
