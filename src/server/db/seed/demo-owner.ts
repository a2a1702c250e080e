// The two demo accounts people sign in with, and the demo owner's three businesses.
import type { DemoBusiness } from './demo-types.ts';

export const DEMO_PASSWORD = 'LocalsDemo#2024';

export interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  /** A city whose zip the account stores (so "browse near me" has a home). */
  state: string;
  city: string;
}

export const DEMO_OWNER: DemoAccount = {
  email: 'demo@localsmarket.test',
  username: 'demo',
  firstName: 'Robin',
  lastName: 'Alvarez',
  state: 'CA',
  city: 'Los Angeles',
};

export const DEMO_SHOPPER: DemoAccount = {
  email: 'shopper@localsmarket.test',
  username: 'shopper',
  firstName: 'Sam',
  lastName: 'Patel',
  state: 'CA',
  city: 'Los Angeles',
};

/** Business usernames the shopper has favourited (missing ones are skipped). */
export const SHOPPER_FAVORITES = [
  'marigoldandclay',
  'sundaycrumb',
  'goldenhourportraits',
  'cedarandsalt',
  'honuandhale',
  'fernandfable',
];
export const OWNER_FAVORITES = ['slowwick', 'greatlakespress'];

/** Published: the demo owner's live shop. */
export const DEMO_OWNER_PUBLISHED: DemoBusiness = {
  type: 'shop',
  name: 'Saltbox Pantry',
  owners: 'Robin Alvarez',
  username: 'saltboxpantry',
  year: 2021,
  state: 'CA',
  city: 'Los Angeles',
  brand: '#c2653c',
  headline: 'Citrus marmalades, chili crisp and pantry gift boxes',
  story:
    'Saltbox Pantry began with a neighbour’s overloaded lemon tree and a promise that nothing would go to waste. I cook marmalades, chili crisp and spiced nuts in a shared commercial kitchen in {city}, using fruit from backyard trees and farmers I meet at the Sunday market. Gift boxes are packed by hand with a note from me.',
  categories: ['sauces-preserves', 'gifts'],
  offerings: ['small-batch', 'market-based', 'limited-runs'],
  identities: ['latine-owned', 'women-owned', 'locally-sourced', 'zero-waste'],
  structure: 'just-me',
  contact: 'Email',
  instagram: 'saltboxpantry',
  website: 'saltboxpantry.test',
  photos: 4,
};

/** Draft finished through step 15 but never published (shows "Make Public"). */
export const DEMO_OWNER_DRAFT_FINISHED: DemoBusiness = {
  type: 'service',
  name: 'Hollow Oak Woodshop',
  owners: 'Robin Alvarez, Theo Marsh',
  username: 'hollowoakwoodshop',
  year: 2023,
  state: 'CA',
  city: 'Santa Cruz',
  brand: '#8c4a2f',
  headline: 'Spoon carving and small furniture classes by the sea',
  story:
    'Theo and I met in a spoon-carving class and decided {city} needed a place where anyone could learn to work wood with hand tools. We teach small weekend classes, take a few custom commissions each season, and sweep up the shavings for the community garden.',
  categories: ['woodworker', 'classes-workshops'],
  offerings: ['booking-available', 'custom-work', 'seasonal-availability'],
  identities: ['women-owned', 'lgbtq-owned', 'handcrafted', 'low-waste'],
  structure: 'partner-run',
  contact: 'Business Website',
  instagram: 'hollowoakwoodshop',
  website: 'hollowoak.test',
  storefront: { street: '1120 Soquel Ave', suite: 'Unit B' },
  mobile: 'Pop-up carving classes at schools and libraries',
  pricing: [
    ['Spoon carving class (3 hours)', 85],
    ['Build-a-stool weekend', 320],
    ['Custom cutting board', 120],
  ],
  startingRate: true,
  photos: 4,
};

/** Draft stopped after step 6 (primary contact): no offerings, identities or photos yet. */
export const DEMO_OWNER_DRAFT_STARTED: DemoBusiness = {
  type: 'shop',
  name: 'Little Fern Press',
  owners: 'Robin Alvarez',
  username: 'littlefernpress',
  year: 2024,
  state: 'CA',
  city: 'Oakland',
  brand: '#40796b',
  headline: 'Risograph zines and pressed-flower cards',
  story:
    'A side project that keeps growing: risograph zines about the plants in our neighbourhood and cards made with flowers pressed between the pages of old phone books.',
  categories: ['stationery', 'books-zines'],
  offerings: [],
  identities: [],
  structure: '',
  contact: 'Instagram',
  instagram: 'littlefernpress',
  photos: 0,
};

/** The step the half-finished draft stopped at. */
export const DEMO_DRAFT_STARTED_STEP = 6;
