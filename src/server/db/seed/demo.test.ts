import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryTypeForBusinessType,
  findCategory,
  findOffering,
  findStructure,
  findTag,
  isPrimaryContactOption,
} from '#shared/catalogues/index.ts';
import { missingSteps } from '#shared/schemas/steps/index.ts';
import { searchQuerySchema } from '#shared/search/search-query.ts';
import { stateCache } from '../../modules/geography/state-cache.ts';
import { stateOverview } from '../../modules/launches/state-overview.service.ts';
import { searchService } from '../../modules/search/search.service.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { businessPricingItems, businessProfiles, favorites, states, users, usZips } from '../schema/index.ts';
import { type DemoSeedSummary, seedDemo } from './demo.ts';

let server: TestServer;
let summary: DemoSeedSummary;
type Business = typeof businessProfiles.$inferSelect;
let all: Business[];
let published: Business[];

beforeAll(async () => {
  server = await startTestServer();
  summary = await seedDemo(server.deps);
  console.info(`demo seed: ${JSON.stringify(summary)}`);
  all = await server.deps.db.select().from(businessProfiles);
  published = all.filter((b) => b.isPublished);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const MEDIA_URL =
  /^\/media\/(owner-photos|business-logos|product-photos)\/([0-9a-f-]{36})\/[0-9a-f]{16}\.(webp|jpg|png)$/;
const cardUrl = (url: string) => url.replace(/\.(webp|jpg|png)$/, '.card.webp');

async function expectImage(url: string, type?: string) {
  const res = await fetch(server.origin + url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toMatch(type ?? /^image\//);
  expect((await res.arrayBuffer()).byteLength, url).toBeGreaterThan(500);
}

describe('demo marketplace seed', () => {
  it('publishes only complete profiles (the same rule the publish endpoint holds)', () => {
    for (const b of published) expect(missingSteps(b), b.businessUsername ?? '').toEqual([]);
  });

  it('publishes at least 36 businesses across 5+ live states, each with 2+ regions', async () => {
    expect(summary.skipped).toBe(false);
    expect(published.length).toBeGreaterThanOrEqual(36);
    expect(summary.businesses).toBe(published.length);
    const regionsByState = new Map<string, Set<string>>();
    for (const b of published) {
      const set = regionsByState.get(b.businessState!) ?? new Set();
      set.add(b.businessRegion!);
      regionsByState.set(b.businessState!, set);
    }
    expect(regionsByState.size).toBeGreaterThanOrEqual(5);
    for (const [state, regions] of regionsByState) expect(regions.size, state).toBeGreaterThanOrEqual(2);
    const live = await server.deps.db.select().from(states).where(eq(states.isLive, true));
    const liveNames = new Set(live.map((s) => s.name));
    for (const state of regionsByState.keys()) expect(liveNames.has(state), state).toBe(true);
    expect(regionsByState.get('California')?.size).toBeGreaterThanOrEqual(4);
    expect(new Set(published.map((b) => b.businessType))).toEqual(new Set(['shop', 'service']));
  });

  it('gives every published business a complete, consistent profile', async () => {
    const zips = new Map((await server.deps.db.select().from(usZips)).map((z) => [z.zip, z]));
    const usernames = new Set<string>();
    for (const b of published) {
      const label = b.businessUsername ?? b.businessId;
      expect(b.businessName, label).toBeTruthy();
      expect(b.ownerNames, label).toBeTruthy();
      expect(b.businessUsername, label).toMatch(/^[a-z0-9._-]{3,30}$/);
      usernames.add(b.businessUsername!);
      expect(b.yearStarted, label).toBeGreaterThanOrEqual(1800);
      expect(b.ownerStory!.length, label).toBeGreaterThan(80);
      expect(b.ownerStory, label).not.toContain('{city}');
      expect(b.businessHeadline!.length, label).toBeGreaterThan(0);
      expect(b.businessHeadline!.length, label).toBeLessThanOrEqual(60);
      const zip = zips.get(b.businessZipCode!);
      expect(zip, label).toBeDefined();
      expect([b.businessCity, b.businessState, b.businessRegion], label).toEqual([
        zip!.city,
        zip!.state,
        zip!.region,
      ]);
      expect(b.businessEmail, label).toMatch(/^[^\s@]+@[^\s@]+\.(test|example)$/);
      if (b.websiteUrl) expect(b.websiteUrl, label).toMatch(/^[a-z0-9-]+\.(test|example)$/);
      const contact = b.primaryContact!;
      expect(
        isPrimaryContactOption(contact) || contact === b.businessEmail || contact === b.websiteUrl,
        label,
      ).toBe(true);
      expect(b.businessCategories.length, label).toBeGreaterThanOrEqual(1);
      expect(b.businessCategories.length, label).toBeLessThanOrEqual(2);
      const wantedType = categoryTypeForBusinessType(b.businessType as 'shop' | 'service');
      for (const c of b.businessCategories) expect(findCategory(c)?.type, `${label} ${c}`).toBe(wantedType);
      expect(b.businessOffering.length, label).toBeGreaterThanOrEqual(1);
      expect(b.businessOffering.length, label).toBeLessThanOrEqual(3);
      for (const o of b.businessOffering) expect(findOffering(o), `${label} ${o}`).toBeDefined();
      expect(b.businessIdentities.length, label).toBeGreaterThanOrEqual(1);
      expect(b.businessIdentities.length, label).toBeLessThanOrEqual(6);
      for (const t of b.businessIdentities) expect(findTag(t)?.slug, `${label} ${t}`).toBe(t);
      expect(findStructure(b.businessStructure!), label).toBeDefined();
      if (b.hasStorefront) expect([b.storefrontStreet, b.storefrontZipCode], label).not.toContain(null);
      if (b.mobileServiceDesc) expect(b.mobileServiceDesc.length, label).toBeLessThanOrEqual(60);
      expect(b.onboardingStep, label).toBe(15);
      expect(b.termsAcceptedAt, label).not.toBeNull();
    }
    expect(usernames.size).toBe(published.length);
    const groups = new Set(published.flatMap((b) => b.businessIdentities.map((t) => findTag(t)?.group)));
    expect(groups).toEqual(new Set(['identity', 'ethos']));
    expect(published.some((b) => b.hasStorefront)).toBe(true);
    expect(published.some((b) => b.hasMobileService)).toBe(true);
  });

  it('spreads creation dates over the last 60 days', () => {
    const ages = published.map((b) => (Date.now() - b.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(40);
  });

  it('stores an owner photo, a logo and 3+ product photos with card variants for each business', async () => {
    const urls: [string, string | undefined][] = [];
    for (const b of published) {
      const photos = [b.ownerPhotoUrl!, b.businessLogoUrl!, ...b.productPhotos];
      expect(b.productPhotos.length, b.businessUsername!).toBeGreaterThanOrEqual(3);
      for (const url of photos) {
        const match = MEDIA_URL.exec(url);
        expect(match, url).not.toBeNull();
        expect(match![2]).toBe(b.businessId);
        urls.push([url, undefined], [cardUrl(url), 'image/webp']);
      }
      for (const url of b.productPhotos) expect(url, b.businessUsername!).toMatch(/\.jpg$/);
    }
    for (let i = 0; i < urls.length; i += 24) {
      await Promise.all(urls.slice(i, i + 24).map(([url, type]) => expectImage(url, type)));
    }
  });

  it('prices every service business', async () => {
    const items = await server.deps.db.select().from(businessPricingItems);
    for (const b of published.filter((x) => x.businessType === 'service')) {
      const mine = items.filter((i) => i.businessId === b.businessId).sort((x, y) => x.position - y.position);
      expect(mine.length, b.businessUsername!).toBeGreaterThanOrEqual(2);
      expect(mine.length, b.businessUsername!).toBeLessThanOrEqual(4);
      expect(mine.map((i) => i.position)).toEqual(mine.map((_, i) => i));
      for (const i of mine) expect(Number(i.itemPrice)).toBeGreaterThan(0);
    }
    expect(published.some((b) => b.startingRate)).toBe(true);
  });

  it('lets the demo owner and shopper sign in with their usernames', async () => {
    for (const username of ['demo', 'shopper']) {
      const res = await server.fetch('/api/auth/sign-in/username', {
        method: 'POST',
        json: { username, password: 'LocalsDemo#2024' },
      });
      expect(res.status, username).toBe(200);
    }
  });

  it('gives the demo owner one live business and two drafts, and the shopper favourites', async () => {
    const [demo] = await server.deps.db.select().from(users).where(eq(users.username, 'demo'));
    expect(demo).toMatchObject({ email: 'demo@localsmarket.test', emailVerified: true });
    const mine = all.filter((b) => b.userId === demo.id);
    expect(mine.filter((b) => b.isPublished)).toHaveLength(1);
    const drafts = mine.filter((b) => !b.isPublished);
    expect(drafts.map((d) => d.onboardingStep).sort((a, b) => a - b)).toEqual([6, 15]);
    const finished = drafts.find((d) => d.onboardingStep === 15)!;
    expect(finished.businessState).toBe('California');
    expect(finished.productPhotos.length).toBeGreaterThanOrEqual(3);
    const [shopper] = await server.deps.db.select().from(users).where(eq(users.username, 'shopper'));
    const favs = await server.deps.db.select().from(favorites).where(eq(favorites.userId, shopper.id));
    expect(favs.length).toBeGreaterThanOrEqual(3);
    const others = await server.deps.db.select().from(users);
    const owners = others.filter((u) => u.email.startsWith('owner+'));
    expect(
      owners.every((u) => u.emailVerified && /^owner\+[a-z0-9._-]{3,20}@localsmarket\.test$/.test(u.email)),
    ).toBe(true);
    expect(new Set(published.map((b) => b.userId)).size).toBe(published.length);
  });

  it('keeps opening hours, so "Open now" finds a good part of the market on a weekday morning', async () => {
    const withHours = published.filter((b) => b.openingHours);
    expect(withHours.length).toBe(published.length);
    const openAt = async (iso: string) => {
      const search = searchService(
        server.deps.db,
        stateCache(server.deps.db, server.deps.caches),
        () => new Date(iso),
      );
      return (await search(searchQuerySchema.parse({ open: '1' }))).total;
    };
    // Wednesday 11 am in Los Angeles (2 pm in Miami, 9 am in Honolulu).
    expect(await openAt('2026-11-25T19:00:00Z')).toBeGreaterThanOrEqual(published.length / 2);
    // Saturday noon in Los Angeles: the shops are open.
    expect(await openAt('2026-11-28T20:00:00Z')).toBeGreaterThanOrEqual(published.length / 3);
    // Wednesday 3 am in Los Angeles (6 am in Miami, 1 am in Honolulu): nobody.
    expect(await openAt('2026-11-25T11:00:00Z')).toBe(0);
    // Some are seen by appointment, as the hours form allows.
    expect(published.some((b) => b.openingHours?.byAppointment)).toBe(true);
  });

  it('has people waiting for a state that is not live yet', async () => {
    const [colorado] = await stateOverview(server.deps.db, 'colorado');
    expect(colorado).toMatchObject({ isLive: false });
    expect(colorado.waitlist).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const again = await seedDemo(server.deps);
    expect(again.skipped).toBe(true);
    const after = await server.deps.db.select({ id: businessProfiles.businessId }).from(businessProfiles);
    expect(after.length).toBe(all.length);
    const people = await server.deps.db.select({ id: users.id }).from(users);
    expect(people.length).toBe(summary.users);
  });
});
