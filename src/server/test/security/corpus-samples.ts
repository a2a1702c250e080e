// Well-formed input shared by the corpus and the ownership matrix: the Better Auth endpoints we expose,
// the 14 wizard steps, account settings, the waitlist, opening hours and a post.
import { OFFERING_SLUGS } from '#shared/catalogues/offerings.ts';
import { STRUCTURE_SLUGS } from '#shared/catalogues/structures.ts';
import { TAG_SLUGS } from '#shared/catalogues/tags.ts';
import { STEP_SCHEMAS } from '#shared/schemas/steps/index.ts';
import { PASSWORD } from '../auth-helpers.ts';
import { type CorpusContext, EMAIL, none, one, type Sample, type Samples } from './endpoint-kinds.ts';

/** Opening hours an owner may save (PUT /api/businesses/:id/hours). */
export const HOURS_SAMPLE = {
  hours: {
    week: {
      mon: [{ opens: '09:00', closes: '17:00' }],
      tue: [],
      wed: [],
      thu: [],
      fri: [],
      sat: [],
      sun: [],
    },
    byAppointment: false,
    note: 'Closed on holidays.',
  },
};

/** Good input for each Better Auth endpoint we expose (its schema comes from the contract). */
export const AUTH_SAMPLES: Samples = {
  'POST /api/auth/sign-up/email': one(none, { email: EMAIL, username: 'corpusprobe', password: PASSWORD }),
  'POST /api/auth/change-signup-email': one(none, { email: EMAIL, password: PASSWORD }),
  'POST /api/auth/sign-in/email': one(none, { email: EMAIL, password: PASSWORD }),
  'POST /api/auth/sign-in/username': one(none, { username: 'corpusprobe', password: PASSWORD }),
  'POST /api/auth/sign-in/magic-link': one(none, { email: EMAIL, callbackURL: '/' }),
  'GET /api/auth/magic-link/verify': one(none, { token: 'not-a-real-token' }),
  'POST /api/auth/send-verification-email': one(none, { email: EMAIL }),
  'GET /api/auth/verify-email': one(none, { token: 'not-a-real-token' }),
  'POST /api/auth/request-password-reset': one(none, { email: EMAIL, redirectTo: '/reset-password' }),
  'GET /api/auth/reset-password/:token': one(() => ({ token: 'not-a-real-token' }), {
    callbackURL: '/reset',
  }),
  'POST /api/auth/reset-password': one(none, { token: 'not-a-real-token', newPassword: PASSWORD }),
  'POST /api/auth/change-password': one(none, { currentPassword: PASSWORD, newPassword: `${PASSWORD}!` }),
  'GET /api/auth/get-session': one(none, {}),
  'POST /api/auth/sign-out': one(none, {}),
};

/** Good bodies for wizard steps 1–14 (the order of STEP_SCHEMAS). */
export const STEP_SAMPLES: Record<number, (ctx: CorpusContext) => unknown> = {
  1: () => ({ businessType: 'shop' }),
  2: () => ({ businessCategories: ['candles'] }),
  3: (ctx) => ({
    businessName: 'Corpus Candles',
    ownerNames: 'Ana Rivera',
    businessUsername: ctx.businessUsername,
    yearStarted: '2015',
    businessZipCode: '90012',
  }),
  4: () => ({ businessHeadline: 'Hand-poured', ownerStory: 'We started at the market.\nStill there.' }),
  5: () => ({
    businessEmail: 'shop@example.test',
    instagramUrl: '@shop',
    tiktokUrl: '',
    twitterUrl: '',
    facebookUrl: 'facebook.com/shop',
    websiteUrl: 'shop.example.com',
  }),
  6: () => ({ primaryContact: 'Instagram' }),
  7: () => ({
    hasStorefront: true,
    storefrontStreet: '1 Main St',
    storefrontSuite: '',
    storefrontCity: 'Los Angeles',
    storefrontState: 'CA',
    storefrontZipCode: '90012',
  }),
  8: () => ({ hasMobileService: true, mobileServiceDesc: 'We come to you' }),
  9: () => ({ startingRate: true, items: [{ itemName: 'Candle', itemPrice: '12.50' }] }),
  10: () => ({ businessOffering: [OFFERING_SLUGS[0]] }),
  11: () => ({ businessIdentities: [TAG_SLUGS[0], TAG_SLUGS[1]] }),
  12: () => ({ businessStructure: STRUCTURE_SLUGS[0] }),
  13: () => ({}),
  14: () => ({}),
};

/**
 * One sample per wizard step. A body is checked against its step's own schema, the member of the
 * contract's union that the `step` in the path selects.
 */
export const stepSamples =
  (withBody: boolean) =>
  (ctx: CorpusContext): Sample[] =>
    Object.entries(STEP_SCHEMAS).map(([step, schema]) => ({
      params: { id: ctx.businessId, step },
      ...(withBody ? { schema, sample: STEP_SAMPLES[Number(step)](ctx) } : {}),
    }));

export const settingsSample = (ctx: CorpusContext) => ({
  username: ctx.ownerUsername,
  firstName: 'Ana',
  lastName: 'Rivera',
  birthday: '1990-02-03',
  zip: '90012',
});

export const waitlistSample = {
  email: EMAIL,
  businessName: 'Corpus Candles',
  ownerName: 'Ana',
  category: 'Candles',
  zipCode: '10001',
};

/** A post with every field (an event). */
export const POST_SAMPLE = {
  kind: 'event',
  title: 'Market day',
  text: 'See https://example.com',
  eventStartsAt: '2031-05-02T10:00',
  eventEndsAt: '2031-05-02T14:00',
  place: 'Los Angeles',
};
