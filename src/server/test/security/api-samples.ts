// Good input for the public, shopper and owner endpoints of the contract (src/shared/api), by
// `METHOD /path`. Method, path, auth and schemas come from the contract (corpus-table.ts); a new
// endpoint without a sample here fails corpus-table.security.test.ts.
import { HOURS_SAMPLE, POST_SAMPLE, settingsSample, stepSamples, waitlistSample } from './corpus-samples.ts';
import { biz, type CorpusContext, NO_INPUT, none, one, type Samples, UNKNOWN_ID } from './endpoint-kinds.ts';

const photos = '/api/businesses/:id/photos';
const posts = '/api/businesses/:id/posts';
const post = (ctx: CorpusContext) => ({ id: ctx.businessId, postId: ctx.postId });
const owned = one(biz);
const byUsername = one((ctx) => ({ username: ctx.businessUsername }));

export const API_SAMPLES: Samples = {
  'GET /api/catalogues': NO_INPUT,
  'GET /api/config': NO_INPUT,
  'GET /api/catalogues/:name': one(() => ({ name: 'tags' })),
  'GET /api/businesses/recent': NO_INPUT,
  'GET /api/market': one(none, { state: 'california', region: 'los-angeles' }),
  'GET /api/search': one(none, {
    q: 'bakery',
    state: 'california',
    category: ['baked-goods', 'coffee-tea'],
    identity: 'black-owned',
    zip: '90012',
    radius: '25',
    open: '1',
    recommended: '1',
  }),
  'GET /api/zips/nearest': one(none, { lat: '34.05', lng: '-118.25' }),
  'PUT /api/businesses/:id/hours': one(biz, HOURS_SAMPLE),
  'GET /api/businesses/by-username/:username': byUsername,
  'GET /api/me/favorites': NO_INPUT,
  'PUT /api/me/favorites/:businessId': one(() => ({ businessId: UNKNOWN_ID })),
  'DELETE /api/me/favorites/:businessId': one(() => ({ businessId: UNKNOWN_ID })),
  'GET /api/me/updates': one(none, {}),
  'GET /api/me/updates/unseen': NO_INPUT,
  'POST /api/me/updates/seen': one(none, {}),
  'GET /api/me/digest': NO_INPUT,
  'PUT /api/me/digest': one(none, { frequency: 'weekly' }),
  'POST /api/digest/unsubscribe': one(none, { token: 'dTpub2JvZHk.bm90LWEtbWFj' }),
  'POST /api/alerts': one(none, { zipCode: '90012', radiusMiles: '10', email: 'corpus-probe@example.test' }),
  'GET /api/alerts/confirm': one(none, { token: 'YzphYmM.bm90LWEtbWFj' }),
  'POST /api/alerts/unsubscribe': one(none, { token: 'ZTp4.bm9wZQ' }),
  'GET /api/alerts/unsubscribe': one(none, { token: 'ZTp4.bm9wZQ' }),
  'GET /api/digest/unsubscribe': one(none, { token: 'dTpub2JvZHk.bm90LWEtbWFj' }),
  'GET /api/me/alerts': NO_INPUT,
  'DELETE /api/me/alerts/:id': one(() => ({ id: UNKNOWN_ID })),
  'GET /api/me/businesses': NO_INPUT,
  'POST /api/businesses': one(none, { businessType: 'shop' }),
  'GET /api/businesses/:id': owned,
  'GET /api/businesses/:id/steps/:step': stepSamples(false),
  'PUT /api/businesses/:id/steps/:step': stepSamples(true),
  'POST /api/businesses/:id/publish': one(biz, { publish: false, acceptTerms: true }),
  'GET /api/business-usernames/:username/available': one(() => ({ username: 'free-name' }), {
    businessId: UNKNOWN_ID,
  }),
  'GET /api/businesses/:id/insights': owned,
  'POST /api/businesses/:id/delete': one(biz, { confirmUsername: 'someone-else' }),
  'GET /api/me': NO_INPUT,
  'PUT /api/me': one(none, settingsSample),
  'POST /api/me/delete': one(none, { confirmUsername: 'someone-else' }),
  'POST /api/waitlist': one(none, waitlistSample),
  'GET /api/zips/:zip': one(() => ({ zip: '90012' })),
  'GET /api/states': NO_INPUT,
  'GET /api/states/:slug/regions': one(() => ({ slug: 'california' })),
  'GET /api/usernames/:username/exists': one(() => ({ username: 'someone' })),
  'POST /api/client-log/not-found': one(none, { path: '/nowhere', referrer: '/' }),
  [`GET ${posts}`]: owned,
  [`POST ${posts}`]: one(biz, POST_SAMPLE),
  [`PUT ${posts}/:postId`]: one(post, POST_SAMPLE),
  [`DELETE ${posts}/:postId`]: one(post),
  [`PUT ${posts}/:postId/photo`]: one(post),
  [`DELETE ${posts}/:postId/photo`]: one(post),
  'GET /api/businesses/by-username/:username/posts': byUsername,
  'GET /api/businesses/by-username/:username/recommendations': byUsername,
  'GET /api/businesses/:id/recommendation': owned,
  'PUT /api/businesses/:id/recommendation': one(biz, { note: 'Kind and quick.\nWould go back.' }),
  'DELETE /api/businesses/:id/recommendation': owned,
  'PUT /api/businesses/:id/recommendations/:recommendationId/reply': one(
    (ctx) => ({ id: ctx.businessId, recommendationId: ctx.recommendationId }),
    { text: 'Thank you!' },
  ),
  [`GET ${photos}`]: owned,
  [`PUT ${photos}/owner`]: owned,
  [`DELETE ${photos}/owner`]: owned,
  [`PUT ${photos}/logo`]: owned,
  [`DELETE ${photos}/logo`]: owned,
  [`POST ${photos}/products`]: owned,
  [`DELETE ${photos}/products`]: one(biz, (ctx: CorpusContext) => ({ url: ctx.productUrls[0] })),
  [`PUT ${photos}/products/order`]: one(biz, (ctx: CorpusContext) => ({
    urls: [...ctx.productUrls].reverse(),
  })),
};
