// The two demo accounts people sign in with, and the demo owner's three businesses.
import ownerBusinesses from './demo-owner-businesses.json' with { type: 'json' };
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

/**
 * The demo owner's three businesses (in demo-owner-businesses.json): the live shop, a draft
 * finished through step 15 but never published (shows "Make Public"), and a draft stopped
 * after step 6 (primary contact: no offerings, identities or photos yet).
 */
const OWNER_BUSINESSES = ownerBusinesses as unknown as Record<
  'published' | 'draftFinished' | 'draftStarted',
  DemoBusiness
>;
export const DEMO_OWNER_PUBLISHED = OWNER_BUSINESSES.published;
export const DEMO_OWNER_DRAFT_FINISHED = OWNER_BUSINESSES.draftFinished;
export const DEMO_OWNER_DRAFT_STARTED = OWNER_BUSINESSES.draftStarted;

/** The step the half-finished draft stopped at. */
export const DEMO_DRAFT_STARTED_STEP = 6;
