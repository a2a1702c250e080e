// Decides ids, owners, zips and dates for every demo business (no I/O besides reading us_zips).
import type { PlaceFinder } from './demo-places.ts';
import { ownerUsername, type PlannedBusiness } from './demo-rows.ts';
import type { DemoBusiness } from './demo-types.ts';
import type { Rng } from './prng.ts';

const DAY = 24 * 60 * 60 * 1000;
const SPREAD_DAYS = 58;

export interface SeedOwner {
  id: string;
  username: string;
  fullName: string;
  email: string;
  zip: string;
  createdAt: Date;
}

export interface MarketPlan {
  businesses: PlannedBusiness[];
  owners: SeedOwner[];
}

/** Published market businesses, each with its own owner account, created over the last ~60 days. */
export function planMarket(
  rng: Rng,
  places: PlaceFinder,
  market: readonly DemoBusiness[],
  takenUsernames: Set<string>,
  now: number,
): MarketPlan {
  const order = rng.fork('dates').shuffle(market.map((_, i) => i));
  const businesses: PlannedBusiness[] = [];
  const owners: SeedOwner[] = [];
  market.forEach((data, i) => {
    const own = rng.fork(`business/${data.username}`);
    const slot = order.indexOf(i);
    const daysAgo = ((slot + 0.5) * SPREAD_DAYS) / market.length + own.next() * 0.8;
    const createdAt = new Date(now - daysAgo * DAY);
    const place = places.find(data.state, data.city, own);
    const fullName = data.owners.split(',')[0].trim();
    const username = ownerUsername(fullName, takenUsernames);
    const owner: SeedOwner = {
      id: own.id(),
      username,
      fullName,
      email: `owner+${username}@localsmarket.test`,
      zip: place.zip,
      createdAt: new Date(createdAt.getTime() - own.int(20, 600) * 60_000),
    };
    owners.push(owner);
    businesses.push({
      data,
      businessId: own.uuid(),
      ownerId: owner.id,
      place,
      createdAt,
      published: true,
      step: 15,
      rng: own,
    });
  });
  return { businesses, owners };
}

/** One of the demo owner's own businesses, created `daysAgo` days before now. */
export function planOwned(
  rng: Rng,
  places: PlaceFinder,
  data: DemoBusiness,
  ownerId: string,
  opts: { published: boolean; step: number; daysAgo: number; now: number },
): PlannedBusiness {
  const own = rng.fork(`business/${data.username}`);
  return {
    data,
    businessId: own.uuid(),
    ownerId,
    place: places.find(data.state, data.city, own),
    createdAt: new Date(opts.now - opts.daysAgo * DAY),
    published: opts.published,
    step: opts.step,
    rng: own,
  };
}
