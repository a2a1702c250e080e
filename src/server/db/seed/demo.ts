// The demo marketplace: ~40 published local businesses across the live states, with opening hours, a
// demo owner with one live business and two drafts, a demo shopper with favourites, and a waitlist
// in states that are not live yet. Deterministic and idempotent.
import { inArray, or, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import {
  accounts,
  businessOpenRanges,
  businessPricingItems,
  businessProfiles,
  businessWaitlists,
  favorites,
  users,
} from '../schema/index.ts';
import { type BusinessImages, generateBusinessImages, mapLimit } from './demo-images.ts';
import {
  DEMO_DRAFT_STARTED_STEP,
  DEMO_OWNER,
  DEMO_OWNER_DRAFT_FINISHED,
  DEMO_OWNER_DRAFT_STARTED,
  DEMO_OWNER_PUBLISHED,
  DEMO_PASSWORD,
  DEMO_SHOPPER,
  type DemoAccount,
  OWNER_FAVORITES,
  SHOPPER_FAVORITES,
} from './demo-owner.ts';
import { loadPlaces, type PlaceFinder } from './demo-places.ts';
import { planMarket, planOwned } from './demo-plan.ts';
import {
  businessRow,
  credentialRow,
  openRangeRows,
  ownerUsername,
  pricingRows,
  userRow,
} from './demo-rows.ts';
import { DEMO_SERVICES } from './demo-services.ts';
import { DEMO_SHOPS } from './demo-shops.ts';
import type { DemoBusiness } from './demo-types.ts';
import { DEMO_WAITLIST_STATES, waitlistRows } from './demo-waitlist.ts';
import { createRng, type Rng } from './prng.ts';

export interface DemoSeedSummary {
  /** Published businesses (the market plus the demo owner's live one). */
  businesses: number;
  drafts: number;
  users: number;
  states: number;
  /** Files written to storage (full size + card variants). */
  files: number;
  ms: number;
  skipped: boolean;
}

const SEED = 'locals-market-demo/v1';
const IMAGE_CONCURRENCY = 4;
const DAY = 86_400_000;

/** The demo accounts are the marker: if either exists, the demo was seeded (or its names are taken). */
async function demoExists(db: Db): Promise<boolean> {
  const names = [DEMO_OWNER.username, DEMO_SHOPPER.username];
  const emails = [DEMO_OWNER.email, DEMO_SHOPPER.email];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(inArray(users.username, names), inArray(users.email, emails)))
    .limit(1);
  return rows.length > 0;
}

/** Drops demo businesses whose username a real business already holds (seeding an existing database). */
async function notTaken(db: Db, list: readonly DemoBusiness[]): Promise<DemoBusiness[]> {
  const names = list.map((b) => b.username);
  const taken = await db
    .select({ u: businessProfiles.businessUsername })
    .from(businessProfiles)
    .where(inArray(sql`lower(${businessProfiles.businessUsername})`, names));
  const set = new Set(taken.map((t) => t.u?.toLowerCase()));
  return list.filter((b) => !set.has(b.username));
}

/** Usernames real accounts already hold among the ones the seed owners would get. */
async function takenUsernames(db: Db, market: readonly DemoBusiness[]): Promise<Set<string>> {
  const wanted = market.map((b) => ownerUsername(b.owners.split(',')[0], new Set()));
  const rows = await db.select({ u: users.username }).from(users).where(inArray(users.username, wanted));
  return new Set([DEMO_OWNER.username, DEMO_SHOPPER.username, ...rows.map((r) => r.u ?? '')]);
}

function accountUser(rng: Rng, places: PlaceFinder, account: DemoAccount, createdAt: Date) {
  const place = places.find(account.state, account.city, rng.fork(`place/${account.username}`));
  return userRow({
    id: rng.fork(`user/${account.username}`).id(),
    email: account.email,
    username: account.username,
    fullName: `${account.firstName} ${account.lastName}`,
    zip: place.zip,
    createdAt,
  });
}

export async function seedDemo(deps: Deps): Promise<DemoSeedSummary> {
  const started = performance.now();
  const { db, storage } = deps;
  const none = { businesses: 0, drafts: 0, users: 0, states: 0, files: 0, ms: 0, skipped: true };
  if (await demoExists(db)) return none;

  const lap = (phase: string) =>
    deps.logger.debug({ phase, ms: Math.round(performance.now() - started) }, 'demo seed');
  const rng = createRng(SEED);
  const now = Date.now();
  const passwordHash = hashPassword(DEMO_PASSWORD); // once, on the thread pool, while images render
  const market = await notTaken(db, [...DEMO_SHOPS, ...DEMO_SERVICES]);
  const ownedData = await notTaken(db, [
    DEMO_OWNER_PUBLISHED,
    DEMO_OWNER_DRAFT_FINISHED,
    DEMO_OWNER_DRAFT_STARTED,
  ]);
  const places = await loadPlaces(db, [
    ...[...market, ...ownedData, DEMO_OWNER, DEMO_SHOPPER].map((b) => b.state),
    ...DEMO_WAITLIST_STATES,
  ]);

  const plan = planMarket(rng, places, market, await takenUsernames(db, market), now);
  const ownerSince = new Date(now - 9 * DAY);
  const shopperSince = new Date(now - 20 * DAY);
  const demoOwner = accountUser(rng, places, DEMO_OWNER, ownerSince);
  const shopper = accountUser(rng, places, DEMO_SHOPPER, shopperSince);
  const owned = ownedData.map((data) => {
    const opts =
      data === DEMO_OWNER_PUBLISHED
        ? { published: true, step: 15, daysAgo: 5 }
        : data === DEMO_OWNER_DRAFT_FINISHED
          ? { published: false, step: 15, daysAgo: 2 }
          : { published: false, step: DEMO_DRAFT_STARTED_STEP, daysAgo: 1 };
    return planOwned(rng, places, data, demoOwner.id, { ...opts, now });
  });
  const all = [...plan.businesses, ...owned];
  lap('planned');

  const withImages = all.filter((b) => b.step === 15);
  const images = new Map<string, BusinessImages>();
  await mapLimit(withImages, IMAGE_CONCURRENCY, async (b) => {
    const result = await generateBusinessImages(storage, {
      rng: b.rng.fork('images'),
      businessId: b.businessId,
      name: b.data.name,
      brand: b.data.brand,
      people: b.data.owners.split(',').length,
      categories: b.data.categories,
      products: b.data.photos,
    });
    images.set(b.businessId, result);
  });

  lap('images');
  const hash = await passwordHash;
  const ownerRows = plan.owners.map((o) => userRow({ ...o }));
  const byUsername = new Map(all.map((b) => [b.data.username, b.businessId]));
  const favouriteRows = (userId: string, list: string[], days: number) =>
    list.flatMap((u, i) => {
      const businessId = byUsername.get(u);
      return businessId ? [{ userId, businessId, createdAt: new Date(now - (days - i) * 3_600_000) }] : [];
    });

  await db.transaction(async (tx) => {
    await tx.insert(users).values([demoOwner, shopper, ...ownerRows]);
    await tx
      .insert(accounts)
      .values([
        credentialRow(rng.id(), demoOwner.id, hash, ownerSince),
        credentialRow(rng.id(), shopper.id, hash, shopperSince),
      ]);
    await tx
      .insert(businessProfiles)
      .values(all.map((b) => businessRow(b, images.get(b.businessId) ?? null)));
    const pricing = all.flatMap(pricingRows);
    if (pricing.length > 0) await tx.insert(businessPricingItems).values(pricing);
    const ranges = all.flatMap(openRangeRows);
    if (ranges.length > 0) await tx.insert(businessOpenRanges).values(ranges);
    // Someone may already wait with the same address and zip: theirs is kept.
    await tx
      .insert(businessWaitlists)
      .values(waitlistRows(rng.fork('waitlist'), places, now))
      .onConflictDoNothing();
    const favs = [
      ...favouriteRows(shopper.id, SHOPPER_FAVORITES, 30),
      ...favouriteRows(demoOwner.id, OWNER_FAVORITES, 10),
    ];
    if (favs.length > 0) await tx.insert(favorites).values(favs);
  });

  const published = all.filter((b) => b.published);
  return {
    businesses: published.length,
    drafts: all.length - published.length,
    users: ownerRows.length + 2,
    states: new Set(published.map((b) => b.place.state)).size,
    files: [...images.values()].reduce((n, i) => n + 2 * (2 + i.productPhotos.length), 0),
    ms: Math.round(performance.now() - started),
    skipped: false,
  };
}
