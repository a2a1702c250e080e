// Every route of the app, with the part of the request it validates and a well-formed input to
// corrupt. Written from the route files; `routeKeys` lets a test compare it with the routes Hono
// actually registered, so a new route without a row here fails the corpus.
import { marketQuery } from '#shared/api/market.ts';
import { searchEndpoints } from '#shared/api/search.ts';
import { hoursBodySchema } from '#shared/hours/hours-schema.ts';
import { postBodySchema } from '#shared/posts/post-schema.ts';
import { accountSettingsSchema, confirmDeleteSchema } from '#shared/schemas/account.ts';
import { publishSchema, STEP_SCHEMAS } from '#shared/schemas/steps/index.ts';
import { waitlistSchema } from '#shared/schemas/waitlist.ts';
import { searchQuerySchema } from '#shared/search/search-query.ts';
import { notFoundReport } from '../../modules/client-log/client-log.routes.ts';
import { availabilityQuery } from '../../modules/onboarding/onboarding.routes.ts';
import { orderBody, urlBody } from '../../modules/photos/photos.routes.ts';
import { digestBody, noQuery, tokenQuery, updatesQuery } from '../../modules/updates/updates.routes.ts';
import { ACCOUNT_DATA_ENDPOINTS } from './account-data-endpoints.ts';
import { CONSOLE_ENDPOINTS } from './console-endpoints.ts';
import {
  authEndpoints,
  HOURS_SAMPLE,
  settingsSample,
  stepVariants,
  waitlistSample,
} from './corpus-samples.ts';
import { biz, type CorpusContext, type Endpoint, none, one, UNKNOWN_ID } from './endpoint-kinds.ts';

export { HOURS_SAMPLE, STEP_SAMPLES } from './corpus-samples.ts';
export type { CorpusContext, Endpoint, Part, Variant } from './endpoint-kinds.ts';

const photos = '/api/businesses/:id/photos';
const posts = '/api/businesses/:id/posts';
const post = (ctx: CorpusContext) => ({ id: ctx.businessId, postId: ctx.postId });
const POST_SAMPLE = {
  kind: 'event',
  title: 'Market day',
  text: 'See https://example.com',
  eventStartsAt: '2031-05-02T10:00',
  eventEndsAt: '2031-05-02T14:00',
  place: 'Los Angeles',
};

const apiEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/catalogues', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/config', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/openapi.json', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/docs', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/docs/start.js', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/docs/swagger-ui-bundle.js', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/docs/swagger-ui.css', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/catalogues/:name', part: 'param', variants: one(() => ({ name: 'tags' })) },
  { method: 'GET', path: '/api/businesses/recent', part: 'query', variants: one(none) },
  {
    method: 'GET',
    path: '/api/market',
    part: 'query',
    variants: one(none, marketQuery, { state: 'california', region: 'los-angeles' }),
  },
  {
    method: 'GET',
    path: '/api/search',
    part: 'query',
    variants: one(none, searchQuerySchema, {
      q: 'bakery',
      state: 'california',
      category: ['baked-goods', 'coffee-tea'],
      identity: 'black-owned',
      zip: '90012',
      radius: '25',
      open: '1',
    }),
  },
  {
    method: 'GET',
    path: '/api/zips/nearest',
    part: 'query',
    variants: one(none, searchEndpoints[1].query, { lat: '34.05', lng: '-118.25' }),
  },
  {
    method: 'PUT',
    path: '/api/businesses/:id/hours',
    part: 'json',
    variants: one(biz, hoursBodySchema, HOURS_SAMPLE),
  },
  {
    method: 'GET',
    path: '/api/businesses/by-username/:username',
    part: 'param',
    variants: one((ctx) => ({ username: ctx.businessUsername })),
  },
  { method: 'GET', path: '/api/me/favorites', part: 'query', variants: one(none) },
  {
    method: 'PUT',
    path: '/api/me/favorites/:businessId',
    part: 'param',
    variants: one(() => ({ businessId: UNKNOWN_ID })),
  },
  {
    method: 'DELETE',
    path: '/api/me/favorites/:businessId',
    part: 'param',
    variants: one(() => ({ businessId: UNKNOWN_ID })),
  },
  { method: 'GET', path: '/api/me/updates', part: 'query', variants: one(none, updatesQuery, {}) },
  { method: 'GET', path: '/api/me/updates/unseen', part: 'query', variants: one(none) },
  { method: 'POST', path: '/api/me/updates/seen', part: 'query', variants: one(none, noQuery, {}) },
  { method: 'GET', path: '/api/me/digest', part: 'query', variants: one(none) },
  {
    method: 'PUT',
    path: '/api/me/digest',
    part: 'json',
    variants: one(none, digestBody, { frequency: 'weekly' }),
  },
  {
    method: 'POST',
    path: '/api/digest/unsubscribe',
    part: 'query',
    variants: one(none, tokenQuery, { token: 'dTpub2JvZHk.bm90LWEtbWFj' }),
  },
  { method: 'GET', path: '/api/me/businesses', part: 'query', variants: one(none) },
  {
    method: 'POST',
    path: '/api/businesses',
    part: 'json',
    variants: one(none, STEP_SCHEMAS[1], { businessType: 'shop' }),
  },
  { method: 'GET', path: '/api/businesses/:id', part: 'param', variants: one(biz) },
  { method: 'GET', path: '/api/businesses/:id/steps/:step', part: 'param', variants: stepVariants(false) },
  { method: 'PUT', path: '/api/businesses/:id/steps/:step', part: 'json', variants: stepVariants(true) },
  {
    method: 'POST',
    path: '/api/businesses/:id/publish',
    part: 'json',
    variants: one(biz, publishSchema, { publish: false, acceptTerms: true }),
  },
  {
    method: 'GET',
    path: '/api/business-usernames/:username/available',
    part: 'query',
    variants: one(() => ({ username: 'free-name' }), availabilityQuery, { businessId: UNKNOWN_ID }),
  },
  { method: 'GET', path: '/api/businesses/:id/insights', part: 'param', variants: one(biz) },
  {
    method: 'POST',
    path: '/api/businesses/:id/delete',
    part: 'json',
    variants: one(biz, confirmDeleteSchema, { confirmUsername: 'someone-else' }),
  },
  { method: 'GET', path: '/api/me', part: 'query', variants: one(none) },
  {
    method: 'PUT',
    path: '/api/me',
    part: 'json',
    variants: (ctx) => [{ params: {}, schema: accountSettingsSchema, sample: settingsSample(ctx) }],
  },
  {
    method: 'POST',
    path: '/api/me/delete',
    part: 'json',
    variants: one(none, confirmDeleteSchema, { confirmUsername: 'someone-else' }),
  },
  {
    method: 'POST',
    path: '/api/waitlist',
    part: 'json',
    variants: one(none, waitlistSchema, waitlistSample),
  },
  { method: 'GET', path: '/api/zips/:zip', part: 'param', variants: one(() => ({ zip: '90012' })) },
  { method: 'GET', path: '/api/states', part: 'query', variants: one(none) },
  {
    method: 'GET',
    path: '/api/states/:slug/regions',
    part: 'param',
    variants: one(() => ({ slug: 'california' })),
  },
  {
    method: 'GET',
    path: '/api/usernames/:username/exists',
    part: 'param',
    variants: one(() => ({ username: 'someone' })),
  },
  {
    method: 'POST',
    path: '/api/client-log/not-found',
    part: 'json',
    variants: one(none, notFoundReport, { path: '/nowhere', referrer: '/' }),
  },
  { method: 'GET', path: posts, part: 'param', variants: one(biz) },
  { method: 'POST', path: posts, part: 'json', variants: one(biz, postBodySchema, POST_SAMPLE) },
  { method: 'PUT', path: `${posts}/:postId`, part: 'json', variants: one(post, postBodySchema, POST_SAMPLE) },
  { method: 'DELETE', path: `${posts}/:postId`, part: 'param', variants: one(post) },
  { method: 'PUT', path: `${posts}/:postId/photo`, part: 'multipart', field: 'file', variants: one(post) },
  { method: 'DELETE', path: `${posts}/:postId/photo`, part: 'param', variants: one(post) },
  {
    method: 'GET',
    path: '/api/businesses/by-username/:username/posts',
    part: 'param',
    variants: one((ctx) => ({ username: ctx.businessUsername })),
  },
  { method: 'GET', path: photos, part: 'param', variants: one(biz) },
  { method: 'PUT', path: `${photos}/owner`, part: 'multipart', field: 'file', variants: one(biz) },
  { method: 'DELETE', path: `${photos}/owner`, part: 'param', variants: one(biz) },
  { method: 'PUT', path: `${photos}/logo`, part: 'multipart', field: 'file', variants: one(biz) },
  { method: 'DELETE', path: `${photos}/logo`, part: 'param', variants: one(biz) },
  { method: 'POST', path: `${photos}/products`, part: 'multipart', field: 'files', variants: one(biz) },
  {
    method: 'DELETE',
    path: `${photos}/products`,
    part: 'json',
    variants: (ctx) => [{ params: biz(ctx), schema: urlBody, sample: { url: ctx.productUrls[0] } }],
  },
  {
    method: 'PUT',
    path: `${photos}/products/order`,
    part: 'json',
    variants: (ctx) => [
      { params: biz(ctx), schema: orderBody, sample: { urls: [...ctx.productUrls].reverse() } },
    ],
  },
];

/** Routes outside /api: health, link previews, sitemap, media files and the web app's fallback. */
const pageEndpoints: Endpoint[] = [
  { method: 'GET', path: '/healthz', part: 'query', variants: one(none) },
  { method: 'GET', path: '/readyz', part: 'query', variants: one(none) },
  // From the corpus's address (a proxy's client elsewhere): refused without the token.
  { method: 'GET', path: '/metrics', part: 'query', variants: one(none) },
  {
    method: 'GET',
    path: '/business/:username',
    part: 'param',
    variants: one((ctx) => ({ username: ctx.businessUsername })),
  },
  {
    method: 'GET',
    path: '/feeds/business/:file',
    part: 'param',
    variants: one((ctx) => ({ file: `${ctx.businessUsername}.atom` })),
  },
  {
    method: 'GET',
    path: '/feeds/state/:file',
    part: 'param',
    variants: one(() => ({ file: 'california.atom' })),
  },
  { method: 'GET', path: '/robots.txt', part: 'query', variants: one(none) },
  { method: 'GET', path: '/sitemap.xml', part: 'query', variants: one(none) },
  { method: 'GET', path: '/sitemaps/pages.xml', part: 'query', variants: one(none) },
  {
    method: 'GET',
    path: '/sitemaps/:file',
    part: 'param',
    variants: one(() => ({ file: 'businesses-1.xml' })),
  },
  { method: 'GET', path: '/media/*', part: 'param', variants: one(() => ({ '*': 'owner-photos/x/y.jpg' })) },
  { method: 'GET', path: '/*', part: 'param', variants: one(() => ({ '*': 'explore-businesses' })) },
  // A public page's form posted without its script (docs/decisions/017); the corpus's server has
  // no renderer, so this checks the route's answer shape; page-forms.test.ts posts real forms.
  { method: 'POST', path: '/*', part: 'param', variants: one(() => ({ '*': 'waitlist' })) },
];

export const ENDPOINTS: Endpoint[] = [
  ...authEndpoints,
  ...apiEndpoints,
  ...ACCOUNT_DATA_ENDPOINTS,
  ...CONSOLE_ENDPOINTS,
  ...pageEndpoints,
];

/** `METHOD /pattern` keys, the form the coverage check compares with Hono's `app.routes`. */
export const routeKeys = (list: Endpoint[]) => list.map((e) => `${e.method} ${e.path}`);
