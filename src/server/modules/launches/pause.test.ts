// Pausing a state (docs/product.md §23): its businesses leave every public page at once, stay
// intact for their owners, who are emailed once; relaunching puts back what the pause took off,
// if it is still complete and its owner did not hide it meanwhile.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessProfiles, operatorAuditLog } from '../../db/schema/index.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import {
  allSent,
  call,
  mailTo,
  operatorAndPeople,
  type Person,
  person,
  post,
  publicPlaces,
} from '../operators/operator-test-kit.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1', LAUNCH_MAILS_PER_MINUTE: '6000' });
let op: Person;
let ana: Person;
let anaFirst: string;
let anaSecond: string;
let ben: Person;
let benShop: string;

beforeAll(async () => {
  [op, ana] = await operatorAndPeople(live, 'pauser', 'nv-ana');
  const db = live.server.deps.db;
  const place = { businessState: 'Nevada', businessCity: 'Las Vegas', businessZipCode: '89101' };
  anaFirst = (
    await createBusinessRow(db, ana.id, {
      ...place,
      businessUsername: 'nv-kiln',
      businessName: 'Desert Kiln',
    })
  ).businessId;
  anaSecond = (
    await createBusinessRow(db, ana.id, {
      ...place,
      businessUsername: 'nv-loom',
      businessName: 'Desert Loom',
    })
  ).businessId;
  ben = await person(live.server, live.smtp, 'nv-ben');
  benShop = (
    await createBusinessRow(db, ben.id, { ...place, businessUsername: 'nv-ben', businessName: 'Neon Bikes' })
  ).businessId;
  await createBusinessRow(db, ben.id, {
    ...place,
    businessUsername: 'nv-ben-draft',
    businessName: 'Neon Repairs',
    isPublished: false,
  });
  await createBusinessRow(db, ana.id, { businessUsername: 'ca-control' });
});

const pause = () => post(live.server, op, '/api/admin/states/nevada/pause');
const launch = () => post(live.server, op, '/api/admin/states/nevada/launch');
const NEVADA_PAGES = ['nv-kiln', 'nv-loom', 'nv-ben'];

describe('pausing a state', () => {
  test('takes its public businesses off every public page at once; other states stay', async () => {
    for (const u of NEVADA_PAGES)
      expect(await publicPlaces(live.server, u)).toEqual({ page: 200, inSitemap: true });
    expect((await call(live.server, null, '/api/market?state=nevada')).status).toBe(200);
    const answer = await (await pause()).json();
    expect(answer).toMatchObject({
      changed: true,
      businesses: 3,
      emailsQueued: 2,
      state: { isLive: false, published: 0, drafts: 4, ownersWaiting: 2 },
    });
    for (const u of NEVADA_PAGES)
      expect(await publicPlaces(live.server, u)).toEqual({ page: 404, inSitemap: false });
    expect((await (await call(live.server, null, '/api/market?state=nevada')).json()).error.code).toBe(
      'state_not_live',
    );
    const recent = await (await call(live.server, null, '/api/businesses/recent')).json();
    expect(recent.items.map((b: { businessState: string }) => b.businessState)).not.toContain('Nevada');
    expect(await publicPlaces(live.server, 'ca-control')).toEqual({ page: 200, inSitemap: true });
  });

  test('keeps the businesses intact for their owners, who cannot publish while it is paused', async () => {
    const view = await (await call(live.server, ana, `/api/businesses/${anaFirst}`)).json();
    expect(view).toMatchObject({
      businessName: 'Desert Kiln',
      isPublished: false,
      stateIsLive: false,
      missingSteps: [],
    });
    const own = await call(live.server, ana, '/api/businesses/by-username/nv-kiln');
    expect(own.status).toBe(200);
    const publish = await post(live.server, ana, `/api/businesses/${anaFirst}/publish`, { publish: true });
    expect(publish.status).toBe(422);
    expect((await publish.json()).error.code).toBe('state_not_live');
  });

  test('emails each owner of a business it took off, once, naming their businesses', async () => {
    await allSent(live.server, 'pause:');
    const anaMail = mailTo(live.smtp, ana.email, 'Locals Market is paused in Nevada');
    expect(anaMail).toHaveLength(1);
    expect(anaMail[0].text).toContain('Desert Kiln and Desert Loom');
    expect(anaMail[0].text).toContain('/dashboard');
    expect(mailTo(live.smtp, ben.email, 'Locals Market is paused in Nevada')).toHaveLength(1);
    expect(mailTo(live.smtp, ben.email, 'Locals Market is paused in Nevada')[0].text).toContain(
      `/dashboard/business/${benShop}`,
    );
  });

  test('pausing again does nothing and emails nobody; the pause is audited once', async () => {
    const sent = live.smtp.messages.length;
    expect(await (await pause()).json()).toMatchObject({ changed: false, emailsQueued: 0, businesses: 0 });
    expect(live.smtp.messages.length).toBe(sent);
    const entries = await live.server.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'pause'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'pauser@example.test',
      targetId: 'nevada',
      before: { isLive: true, published: 3 },
      after: { isLive: false, published: 0, businessesPaused: 3, emailsQueued: 2 },
    });
  });
});

describe('relaunching a paused state', () => {
  test('puts back what the pause took off, unless its owner hid it or it is no longer complete', async () => {
    // Ben hides his own while paused; Ana's second loses its structure (incomplete).
    const hide = await post(live.server, ben, `/api/businesses/${benShop}/publish`, { publish: false });
    expect(await hide.json()).toEqual({ isPublished: false });
    await live.server.deps.db
      .update(businessProfiles)
      .set({ businessStructure: null })
      .where(eq(businessProfiles.businessId, anaSecond));

    const answer = await (await launch()).json();
    expect(answer).toMatchObject({ changed: true, businesses: 1, state: { isLive: true, published: 1 } });
    expect(await publicPlaces(live.server, 'nv-kiln')).toEqual({ page: 200, inSitemap: true });
    expect((await publicPlaces(live.server, 'nv-loom')).page).toBe(404);
    expect((await publicPlaces(live.server, 'nv-ben')).page).toBe(404);
    await allSent(live.server, 'launch:');
    const anaMail = mailTo(live.smtp, ana.email, /^You can publish now/);
    expect(anaMail).toHaveLength(1);
    expect(anaMail[0].text).toContain('Desert Kiln is public again');
    expect(anaMail[0].text).toContain('You can publish Desert Loom now');
    expect(mailTo(live.smtp, ben.email, /^You can publish now/)[0].text).toContain(
      'You can publish Neon Bikes and Neon Repairs now',
    );
  });
});
