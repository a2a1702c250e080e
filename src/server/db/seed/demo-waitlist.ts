// People waiting for states that are not live yet, so the console shows a waitlist and launching
// Colorado emails someone (to the dev outbox: every address is on the reserved .test domain).
import type { businessWaitlists } from '../schema/index.ts';
import type { PlaceFinder } from './demo-places.ts';
import type { Rng } from './prng.ts';

type WaitlistRow = typeof businessWaitlists.$inferInsert;

interface Waiting {
  ownerName: string;
  businessName: string;
  category: string;
  state: string;
  city: string;
}

export const DEMO_WAITLIST: readonly Waiting[] = [
  {
    ownerName: 'Maya Whitehorse',
    businessName: 'Front Range Pottery',
    category: 'Pottery and mugs',
    state: 'CO',
    city: 'Denver',
  },
  {
    ownerName: 'Luis Ortega',
    businessName: 'Ortega Bike Works',
    category: 'Bicycle repair',
    state: 'CO',
    city: 'Denver',
  },
  {
    ownerName: 'Hannah Kim',
    businessName: 'Flatiron Florals',
    category: 'Flowers for weddings and events',
    state: 'CO',
    city: 'Boulder',
  },
  {
    ownerName: 'Grace Mwangi',
    businessName: 'Pikes Peak Preserves',
    category: 'Jams and pickles',
    state: 'CO',
    city: 'Colorado Springs',
  },
  {
    ownerName: 'Ben Talbot',
    businessName: 'Poudre Leather Co.',
    category: 'Leather goods',
    state: 'CO',
    city: 'Fort Collins',
  },
  {
    ownerName: 'Rosa Delgado',
    businessName: 'Bodega Botanica',
    category: 'Houseplants',
    state: 'NY',
    city: 'Brooklyn',
  },
  {
    ownerName: 'Aaron Feld',
    businessName: 'Hudson Letterpress',
    category: 'Wedding invitations and cards',
    state: 'NY',
    city: 'Beacon',
  },
];

/** The states the waitlist names, for loading their zips with the rest. */
export const DEMO_WAITLIST_STATES = [...new Set(DEMO_WAITLIST.map((w) => w.state))];

const emailOf = (name: string) => `waiting+${name.toLowerCase().replace(/[^a-z]+/g, '.')}@localsmarket.test`;

export function waitlistRows(rng: Rng, places: PlaceFinder, now: number): WaitlistRow[] {
  return DEMO_WAITLIST.map((w, i) => {
    const own = rng.fork(`waitlist/${w.businessName}`);
    return {
      email: emailOf(w.ownerName),
      businessName: w.businessName,
      ownerName: w.ownerName,
      category: w.category,
      zipCode: places.find(w.state, w.city, own).zip,
      createdAt: new Date(now - (3 + i * 4 + own.int(0, 3)) * 86_400_000),
    };
  });
}
