// The wizard API through real HTTP: creation, per-step validation and saving, ownership, publishing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { businessPricingItems, businessProfiles } from '../../db/schema/index.ts';
import { sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let alice: string;
let bob: string;
let bizId: string;

const call = (method: string, path: string, cookie?: string, json?: unknown) =>
  server.fetch(path, { method, json, headers: cookie ? { cookie } : {} });
const row = async () =>
  (await server.deps.db.select().from(businessProfiles).where(eq(businessProfiles.businessId, bizId)))[0];
const step = (n: number, json: unknown, cookie = alice) =>
  call('PUT', `/api/businesses/${bizId}/steps/${n}`, cookie, json);

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  alice = (await signUpVerified(server, smtp, 'alice')).cookie;
  bob = (await signUpVerified(server, smtp, 'bob')).cookie;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('step 1 creates the business', () => {
  test('anonymous is 401; a bad type is 400', async () => {
    expect((await call('POST', '/api/businesses', undefined, { businessType: 'shop' })).status).toBe(401);
    const bad = await call('POST', '/api/businesses', alice, { businessType: 'farm' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.businessType).toBe('Choose what your business does.');
  });

  test('creates a row at onboarding_step 1 owned by the caller', async () => {
    const res = await call('POST', '/api/businesses', alice, { businessType: 'service' });
    expect(res.status).toBe(201);
    const body = await res.json();
    bizId = body.businessId;
    expect(body.onboardingStep).toBe(1);
    expect(await row()).toMatchObject({ businessType: 'service', businessName: null, isPublished: false });
  });

  test('at most 3 businesses per user', async () => {
    await call('POST', '/api/businesses', bob, { businessType: 'shop' });
    await call('POST', '/api/businesses', bob, { businessType: 'shop' });
    await call('POST', '/api/businesses', bob, { businessType: 'shop' });
    const fourth = await call('POST', '/api/businesses', bob, { businessType: 'shop' });
    expect(fourth.status).toBe(409);
    const mine = await (await call('GET', '/api/me/businesses', bob)).json();
    expect(mine.items).toHaveLength(3);
  });
});

describe('ownership', () => {
  test('another user cannot read or write any step, publish, or see the business', async () => {
    expect((await call('GET', `/api/businesses/${bizId}`, bob)).status).toBe(403);
    expect((await call('GET', `/api/businesses/${bizId}/steps/4`, bob)).status).toBe(403);
    const res = await step(4, { businessHeadline: 'x', ownerStory: 'hijack' }, bob);
    expect(res.status).toBe(403);
    expect((await call('POST', `/api/businesses/${bizId}/publish`, bob, { publish: true })).status).toBe(403);
    expect((await row()).ownerStory).toBeNull();
  });

  test('anonymous is 401, unknown id is 404, bad step number is 400', async () => {
    expect((await call('GET', `/api/businesses/${bizId}`)).status).toBe(401);
    expect((await call('GET', '/api/businesses/00000000-0000-4000-8000-000000000000', alice)).status).toBe(
      404,
    );
    expect((await call('GET', '/api/businesses/nope', alice)).status).toBe(404);
    expect((await call('GET', `/api/businesses/${bizId}/steps/16`, alice)).status).toBe(400);
  });
});

describe('steps save only their own fields', () => {
  test('step 2: categories must match the type, 1 to 2', async () => {
    const none = await step(2, { businessCategories: [] });
    expect((await none.json()).error.fields.businessCategories).toBe('Please select at least one category.');
    expect((await step(2, { businessCategories: ['candles'] })).status).toBe(400);
    expect((await step(2, { businessCategories: ['barber', 'florist', 'tailor'] })).status).toBe(400);
    const ok = await step(2, { businessCategories: ['barber', 'florist'] });
    expect(await ok.json()).toEqual({ onboardingStep: 2 });
    const read = await (await call('GET', `/api/businesses/${bizId}/steps/2`, alice)).json();
    expect(read).toEqual({
      businessId: bizId,
      onboardingStep: 2,
      businessType: 'service',
      businessCategories: ['barber', 'florist'],
    });
  });

  test('step 3: messages, unknown zip saves nothing, out-of-area does not advance, a live zip does', async () => {
    const bad = await step(3, {
      businessName: ' ',
      ownerNames: '',
      businessUsername: 'Bad!',
      yearStarted: '99',
      businessZipCode: '9a',
    });
    const f = (await bad.json()).error.fields;
    expect(f).toMatchObject({
      businessName: 'Business name is required.',
      ownerNames: 'Owner names are required.',
      businessUsername: 'Only lowercase letters, numbers, dot (.), dash (-), and underscore (_) allowed.',
      yearStarted: 'Enter a 4-digit year.',
      businessZipCode: 'ZIP must be 5 digits.',
    });
    const future = await step(3, {
      businessName: 'A',
      ownerNames: 'B',
      businessUsername: 'abc',
      yearStarted: '2999',
      businessZipCode: '90012',
    });
    expect((await future.json()).error.fields.yearStarted).toBe(
      `Year must be between 1800 and ${new Date().getFullYear()}.`,
    );
    const info = {
      businessName: 'Fade Room',
      ownerNames: 'Sam Lee',
      businessUsername: 'fade.room',
      yearStarted: '2015',
    };
    const unknown = await step(3, { ...info, businessZipCode: '00000' });
    expect((await unknown.json()).error.fields.businessZipCode).toBe('Invalid ZIP code.');
    expect((await row()).businessName).toBeNull();
    const away = await step(3, { ...info, businessZipCode: '10001' });
    expect(await away.json()).toEqual({
      onboardingStep: 2,
      outOfArea: { city: 'New York', state: 'New York' },
    });
    expect((await row()).onboardingStep).toBe(2);
    const home = await step(3, { ...info, businessZipCode: '90012' });
    expect(await home.json()).toEqual({ onboardingStep: 3 });
    expect(await row()).toMatchObject({
      businessCity: 'Los Angeles',
      businessState: 'California',
      businessRegion: 'Los Angeles',
      yearStarted: 2015,
    });
  });

  test("step 3: someone else's username is 'Username taken.'; its own counts as available", async () => {
    const [other] = await server.deps.db
      .select()
      .from(businessProfiles)
      .where(sql`business_id <> ${bizId}`)
      .limit(1);
    await server.deps.db
      .update(businessProfiles)
      .set({ businessUsername: 'taken.name' })
      .where(eq(businessProfiles.businessId, other.businessId));
    const res = await step(3, {
      businessName: 'Fade Room',
      ownerNames: 'Sam',
      businessUsername: 'taken.name',
      yearStarted: '2015',
      businessZipCode: '90012',
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields.businessUsername).toBe('Username taken.');
    const own = await (
      await call('GET', `/api/business-usernames/fade.room/available?businessId=${bizId}`, alice)
    ).json();
    expect(own.available).toBe(true);
    const theirs = await (
      await call('GET', `/api/business-usernames/taken.name/available?businessId=${bizId}`, alice)
    ).json();
    expect(theirs.available).toBe(false);
    // Bob passing Alice's business id learns nothing: her name is still taken for him.
    const probe = await call('GET', `/api/business-usernames/fade.room/available?businessId=${bizId}`, bob);
    expect(await probe.json()).toEqual({ available: false });
  });

  test('step 4: story required, headline max 60', async () => {
    const res = await step(4, { businessHeadline: 'x'.repeat(61), ownerStory: '' });
    expect((await res.json()).error.fields).toEqual({
      businessHeadline: 'Headline must be at most 60 characters.',
      ownerStory: 'A story is required.',
    });
    expect(
      (await step(4, { businessHeadline: 'Sharp fades, warm chats', ownerStory: 'Since 2015.' })).status,
    ).toBe(200);
  });

  test('step 5: exact messages; empty stored as null', async () => {
    const res = await step(5, {
      businessEmail: 'nope',
      instagramUrl: 'https://instagram.com/x',
      tiktokUrl: '@ok',
      twitterUrl: '',
      facebookUrl: 'facebook.com',
      websiteUrl: 'not a site',
    });
    expect((await res.json()).error.fields).toEqual({
      businessEmail: 'Must be a valid email address.',
      instagramUrl: 'Just the handle, with or without @.',
      facebookUrl: 'Full path: facebook.com/yourshop.',
      websiteUrl: 'Enter a valid domain (e.g. yourshop.com).',
    });
    const ok = await step(5, {
      businessEmail: 'hi@fade.test',
      instagramUrl: '@faderoom',
      tiktokUrl: '',
      twitterUrl: '',
      facebookUrl: 'https://www.facebook.com/faderoom',
      websiteUrl: 'faderoom.com',
    });
    expect(ok.status).toBe(200);
    expect(await row()).toMatchObject({
      businessEmail: 'hi@fade.test',
      tiktokUrl: null,
      twitterUrl: null,
      websiteUrl: 'faderoom.com',
    });
  });

  test('step 6: Email and Business Website store the value, others the option name', async () => {
    expect((await step(6, { primaryContact: 'Pigeon' })).status).toBe(400);
    await step(6, { primaryContact: 'Email' });
    expect((await row()).primaryContact).toBe('hi@fade.test');
    await step(6, { primaryContact: 'Instagram' });
    expect((await row()).primaryContact).toBe('Instagram');
  });

  test("step 7: 'yes' requires the address; 'no' clears it", async () => {
    const bad = await step(7, {
      hasStorefront: true,
      storefrontStreet: '',
      storefrontSuite: '',
      storefrontCity: '',
      storefrontState: '',
      storefrontZipCode: '12',
    });
    expect((await bad.json()).error.fields).toEqual({
      storefrontStreet: 'Street is required.',
      storefrontCity: 'City is required.',
      storefrontState: 'State is required.',
      storefrontZipCode: 'ZIP must be 5 digits.',
    });
    const address = {
      storefrontStreet: '1 Main St',
      storefrontSuite: '',
      storefrontCity: 'LA',
      storefrontState: 'CA',
      storefrontZipCode: '90012',
    };
    await step(7, { hasStorefront: true, ...address });
    expect(await row()).toMatchObject({
      hasStorefront: true,
      storefrontStreet: '1 Main St',
      storefrontSuite: null,
    });
    await step(7, { hasStorefront: false, ...address });
    expect(await row()).toMatchObject({
      hasStorefront: false,
      storefrontStreet: null,
      storefrontZipCode: null,
    });
  });

  test("step 8: description max 60; 'no' clears it", async () => {
    expect((await step(8, { hasMobileService: true, mobileServiceDesc: 'x'.repeat(61) })).status).toBe(400);
    await step(8, { hasMobileService: true, mobileServiceDesc: 'House calls across LA' });
    expect((await row()).mobileServiceDesc).toBe('House calls across LA');
    await step(8, { hasMobileService: false, mobileServiceDesc: 'House calls across LA' });
    expect((await row()).mobileServiceDesc).toBeNull();
  });

  test('step 9: row rules, empty rows ignored, replaced atomically', async () => {
    const bad = await step(9, {
      startingRate: true,
      items: [
        { itemName: 'Cut', itemPrice: '' },
        { itemName: '', itemPrice: '1.999' },
      ],
    });
    expect((await bad.json()).error.fields).toEqual({
      'items.0.itemPrice': 'Price is required.',
      'items.1.itemName': 'Item name is required.',
      'items.1.itemPrice': 'Enter a price with up to 2 decimals.',
    });
    const ok = await step(9, {
      startingRate: true,
      items: [
        { itemName: 'Cut', itemPrice: '35' },
        { itemName: '', itemPrice: '' },
        { itemName: 'Beard', itemPrice: '15.5' },
      ],
    });
    expect(ok.status).toBe(200);
    const read = await (await call('GET', `/api/businesses/${bizId}/steps/9`, alice)).json();
    expect(read.items).toEqual([
      { itemName: 'Cut', itemPrice: '35.00', position: 0 },
      { itemName: 'Beard', itemPrice: '15.50', position: 1 },
    ]);
    // A row the database refuses mid-replace leaves the previous items in place.
    await server.deps.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.item_name = 'boom' then raise exception 'refused'; end if; return new; end $$`);
    await server.deps.db.execute(sql`create trigger refuse_boom before insert on business_pricing_items
      for each row execute function refuse_boom()`);
    const failed = await step(9, {
      startingRate: false,
      items: [
        { itemName: 'Fine', itemPrice: '1' },
        { itemName: 'boom', itemPrice: '2' },
      ],
    });
    expect(failed.status).toBe(500);
    const items = await server.deps.db
      .select()
      .from(businessPricingItems)
      .where(eq(businessPricingItems.businessId, bizId));
    expect(items.map((i) => i.itemName).sort()).toEqual(['Beard', 'Cut']);
    expect((await row()).startingRate).toBe(true);
  });

  test('steps 10–12: catalogue values and limits', async () => {
    expect((await (await step(10, { businessOffering: [] })).json()).error.fields.businessOffering).toBe(
      'Select at least one offering.',
    );
    expect(
      (await step(10, { businessOffering: ['mobile', 'virtual', 'custom-work', 'waitlist-only'] })).status,
    ).toBe(400);
    expect((await step(10, { businessOffering: ['mobile', 'made-to-order'] })).status).toBe(200);
    expect((await step(11, { businessIdentities: ['not-a-tag'] })).status).toBe(400);
    expect((await step(11, { businessIdentities: ['black-owned', 'handcrafted'] })).status).toBe(200);
    expect((await (await step(12, {})).json()).error.fields.businessStructure).toBe('Select a structure.');
    expect((await step(12, { businessStructure: 'just-me' })).status).toBe(200);
    expect((await row()).onboardingStep).toBe(12);
  });

  test('editing an earlier step does not move progress backwards; unknown fields are refused', async () => {
    await step(4, { businessHeadline: 'Edited', ownerStory: 'Edited story.' });
    expect((await row()).onboardingStep).toBe(12);
    const extra = await step(4, { businessHeadline: 'x', ownerStory: 'y', isPublished: true });
    expect(extra.status).toBe(400);
    expect((await row()).isPublished).toBe(false);
  });
});

describe('publishing', () => {
  test('first publish needs the terms; then it is live and listed', async () => {
    const noTerms = await call('POST', `/api/businesses/${bizId}/publish`, alice, { publish: true });
    expect(noTerms.status).toBe(400);
    expect((await noTerms.json()).error.message).toBe('Please accept the terms and conditions to continue');
    const ok = await call('POST', `/api/businesses/${bizId}/publish`, alice, {
      publish: true,
      acceptTerms: true,
    });
    expect(await ok.json()).toEqual({ isPublished: true });
    const hide = await call('POST', `/api/businesses/${bizId}/publish`, alice, { publish: false });
    expect(await hide.json()).toEqual({ isPublished: false });
    const again = await call('POST', `/api/businesses/${bizId}/publish`, alice, { publish: true });
    expect(again.status).toBe(200);
  });

  test('a business in a state that is not live cannot be published', async () => {
    await server.deps.db
      .update(businessProfiles)
      .set({ businessState: 'New York' })
      .where(eq(businessProfiles.businessId, bizId));
    await server.deps.db
      .update(businessProfiles)
      .set({ isPublished: false })
      .where(eq(businessProfiles.businessId, bizId));
    const res = await call('POST', `/api/businesses/${bizId}/publish`, alice, {
      publish: true,
      acceptTerms: true,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).error.code).toBe('state_not_live');
    expect((await row()).isPublished).toBe(false);
  });
});

describe('business username races', () => {
  test('businesses taking one free username at once: one gets it, the others 409, never a 500', async () => {
    // Each save checks "taken?" before its update, so all can pass the check together; the unique
    // index then refuses the losers (a 500 on PostgreSQL before the fix).
    const aliceId = (await sessionOf(server, alice))!.user.id;
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map(
        async (i) =>
          (await createBusinessRow(server.deps.db, aliceId, { businessUsername: `racer-shop-${i}` }))
            .businessId,
      ),
    );
    const info = {
      businessName: 'Race Shop',
      ownerNames: 'Alice',
      businessUsername: 'race.shop',
      yearStarted: '2015',
      businessZipCode: '90012',
    };
    const answers = await Promise.all(
      ids.map(async (id) => {
        const res = await call('PUT', `/api/businesses/${id}/steps/3`, alice, info);
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body.error.fields.businessUsername).toBe('Username taken.');
    const holders = await server.deps.db
      .select()
      .from(businessProfiles)
      .where(eq(businessProfiles.businessUsername, 'race.shop'));
    expect(holders).toHaveLength(1);
  });
});
