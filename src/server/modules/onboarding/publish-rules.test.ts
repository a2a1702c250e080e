// The product's publishing rules held by the server: only complete profiles in live states are
// public, and a save that breaks either rule takes the profile off every public page at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { businessProfiles } from '../../db/schema/index.ts';
import { sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: { cookie: string; userId: string };

const call = (method: string, path: string, cookie?: string, json?: unknown) =>
  server.fetch(path, { method, json, headers: cookie ? { cookie } : {} });
const rowOf = async (id: string) =>
  (await server.deps.db.select().from(businessProfiles).where(eq(businessProfiles.businessId, id)))[0];

/** What the public sees: the business page and the market for its state. */
async function publicView(username: string, stateSlug = 'california') {
  const page = await call('GET', `/api/businesses/by-username/${username}`);
  const marketRes = await call('GET', `/api/market?state=${stateSlug}`);
  const items = marketRes.ok ? ((await marketRes.json()).items as { businessUsername: string }[]) : [];
  const listed = items.some((b) => b.businessUsername === username);
  const home = await (await call('GET', '/api/businesses/recent')).json();
  const onHome = (home.items as { businessUsername: string }[]).some((b) => b.businessUsername === username);
  return { page: page.status, listed, onHome };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  const { cookie } = await signUpVerified(server, smtp, 'pubrules');
  owner = { cookie, userId: (await sessionOf(server, cookie))?.user.id as string };
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('publishing needs a complete profile', () => {
  test('a draft with missing steps is refused with 422 naming them, and stays a draft', async () => {
    const draft = await createBusinessRow(server.deps.db, owner.userId, {
      isPublished: false,
      ownerStory: null,
      businessStructure: null,
      hasMobileService: null,
    });
    const res = await call('POST', `/api/businesses/${draft.businessId}/publish`, owner.cookie, {
      publish: true,
      acceptTerms: true,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toEqual({
      code: 'incomplete',
      message: 'Finish Business Story, Mobile Service and Business Structure before publishing.',
      missing_steps: [4, 8, 12],
    });
    expect((await rowOf(draft.businessId)).isPublished).toBe(false);
    expect((await publicView(draft.businessUsername as string)).page).toBe(404);
  });

  test('the owner views list the missing steps; a complete one publishes', async () => {
    const draft = await createBusinessRow(server.deps.db, owner.userId, {
      isPublished: false,
      businessOffering: [],
    });
    const view = await (await call('GET', `/api/businesses/${draft.businessId}`, owner.cookie)).json();
    expect(view.missingSteps).toEqual([10]);
    const mine = await (await call('GET', '/api/me/businesses', owner.cookie)).json();
    const card = mine.items.find((b: { businessId: string }) => b.businessId === draft.businessId);
    expect(card.missingSteps).toEqual([10]);

    expect(
      (
        await call('PUT', `/api/businesses/${draft.businessId}/steps/10`, owner.cookie, {
          businessOffering: ['custom-work'],
        })
      ).status,
    ).toBe(200);
    const res = await call('POST', `/api/businesses/${draft.businessId}/publish`, owner.cookie, {
      publish: true,
    });
    expect(await res.json()).toEqual({ isPublished: true });
    expect(await publicView(draft.businessUsername as string)).toMatchObject({ page: 200, listed: true });
  });
});

describe('a save that breaks the rules hides the profile in the same write', () => {
  test('moving a live business to a zip in a state that is not live unpublishes it at once', async () => {
    const biz = await createBusinessRow(server.deps.db, owner.userId);
    const username = biz.businessUsername as string;
    expect(await publicView(username)).toMatchObject({ page: 200, listed: true, onHome: true });

    const res = await call('PUT', `/api/businesses/${biz.businessId}/steps/3`, owner.cookie, {
      businessName: biz.businessName,
      ownerNames: biz.ownerNames,
      businessUsername: username,
      yearStarted: '2015',
      businessZipCode: '10001', // New York, not live
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      outOfArea: { state: 'New York' },
      unpublished: true,
    });
    expect(await rowOf(biz.businessId)).toMatchObject({ businessState: 'New York', isPublished: false });
    expect(await publicView(username)).toEqual({ page: 404, listed: false, onHome: false });
    expect(await publicView(username, 'new-york')).toMatchObject({ listed: false });

    // The owner's dashboard says why: the state is not live.
    const view = await (await call('GET', `/api/businesses/${biz.businessId}`, owner.cookie)).json();
    expect(view).toMatchObject({ isPublished: false, stateIsLive: false, businessState: 'New York' });
  });

  test('changing the type, which drops its categories, hides a live profile until they are chosen again', async () => {
    const biz = await createBusinessRow(server.deps.db, owner.userId);
    const res = await call('PUT', `/api/businesses/${biz.businessId}/steps/1`, owner.cookie, {
      businessType: 'service',
    });
    expect(await res.json()).toMatchObject({ unpublished: true });
    expect(await rowOf(biz.businessId)).toMatchObject({ isPublished: false, businessCategories: [] });
    const view = await (await call('GET', `/api/businesses/${biz.businessId}`, owner.cookie)).json();
    expect(view.missingSteps).toEqual([2]);
  });

  test('ordinary edits of a live profile leave it live', async () => {
    const biz = await createBusinessRow(server.deps.db, owner.userId);
    const res = await call('PUT', `/api/businesses/${biz.businessId}/steps/4`, owner.cookie, {
      businessHeadline: 'Fresh every morning',
      ownerStory: 'A new story.',
    });
    expect(await res.json()).not.toHaveProperty('unpublished');
    expect((await rowOf(biz.businessId)).isPublished).toBe(true);
  });
});
