// Well-formed input for the corpus and the ownership matrix: the Better Auth endpoints we expose, the
// 14 wizard steps, account settings, the waitlist and opening hours.
import { OFFERING_SLUGS } from '#shared/catalogues/offerings.ts';
import { STRUCTURE_SLUGS } from '#shared/catalogues/structures.ts';
import { TAG_SLUGS } from '#shared/catalogues/tags.ts';
import { STEP_SCHEMAS } from '#shared/schemas/steps/index.ts';
import { AUTH_ENDPOINTS } from '../../modules/auth/auth-endpoints.ts';
import { PASSWORD } from '../auth-helpers.ts';
import { type CorpusContext, EMAIL, type Endpoint } from './endpoint-kinds.ts';

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

/** Good input for each Better Auth endpoint we expose (its schema comes from auth-endpoints.ts). */
const AUTH_SAMPLES: Record<string, { params?: Record<string, string>; sample: unknown }> = {
  '/sign-up/email': { sample: { email: EMAIL, username: 'corpusprobe', password: PASSWORD } },
  '/change-signup-email': { sample: { email: EMAIL, password: PASSWORD } },
  '/sign-in/email': { sample: { email: EMAIL, password: PASSWORD } },
  '/sign-in/username': { sample: { username: 'corpusprobe', password: PASSWORD } },
  '/sign-in/magic-link': { sample: { email: EMAIL, callbackURL: '/' } },
  '/magic-link/verify': { sample: { token: 'not-a-real-token' } },
  '/send-verification-email': { sample: { email: EMAIL } },
  '/verify-email': { sample: { token: 'not-a-real-token' } },
  '/request-password-reset': { sample: { email: EMAIL, redirectTo: '/reset-password' } },
  '/reset-password/:token': { params: { token: 'not-a-real-token' }, sample: { callbackURL: '/reset' } },
  '/reset-password': { sample: { token: 'not-a-real-token', newPassword: PASSWORD } },
  '/change-password': { sample: { currentPassword: PASSWORD, newPassword: `${PASSWORD}!` } },
  '/get-session': { sample: {} },
  '/sign-out': { sample: {} },
};

export const authEndpoints: Endpoint[] = AUTH_ENDPOINTS.map((e) => {
  const { params = {}, sample } = AUTH_SAMPLES[e.path];
  const schema = 'body' in e ? e.body : e.query;
  return {
    method: e.method,
    path: `/api/auth${e.path}`,
    part: e.method === 'GET' ? 'query' : 'json',
    variants: () => [{ params, schema, sample }],
  };
});

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

export const stepVariants = (withBody: boolean) => (ctx: CorpusContext) =>
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
