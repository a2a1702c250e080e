// Good input for the routes the app serves outside the API contract: the API reference, health,
// link previews, sitemaps, media files and the web app's pages. They are in no declaration, so
// their keys are the table's rows; the corpus test still compares them with the routes Hono
// registered. A key with a path parameter (`:name` or `*`) has its parameters corrupted, the
// others their query string.

import { UNSUBSCRIBE_PAGES } from '../../mail/unsubscribe-links.ts';
import { BOUNDARIES_VERSION } from '../../modules/map/us-boundaries.ts';
import { NO_INPUT, none, one, type Samples } from './endpoint-kinds.ts';

export const PAGE_SAMPLES: Samples = {
  'GET /api/openapi.json': NO_INPUT,
  'GET /api/docs': NO_INPUT,
  'GET /api/docs/start.js': NO_INPUT,
  'GET /api/docs/swagger-ui-bundle.js': NO_INPUT,
  'GET /api/docs/swagger-ui.css': NO_INPUT,
  'GET /healthz': NO_INPUT,
  'GET /readyz': NO_INPUT,
  // From the corpus's address (a proxy's client elsewhere): refused without the token.
  'GET /metrics': NO_INPUT,
  'GET /business/:username': one((ctx) => ({ username: ctx.businessUsername })),
  'GET /feeds/business/:file': one((ctx) => ({ file: `${ctx.businessUsername}.atom` })),
  'GET /feeds/state/:file': one(() => ({ file: 'california.atom' })),
  'GET /events.ics': one(none, { state: 'california', region: 'los-angeles', when: 'weekend' }),
  'GET /events.atom': one(none, { zip: '90012', radius: '10', from: '2030-01-01', to: '2030-01-31' }),
  'GET /events/:file': one((ctx) => ({ file: `${ctx.postId}.ics` })),
  'GET /business/:username/events.ics': one((ctx) => ({ username: ctx.businessUsername })),
  // The language switch (docs/decisions/042-languages.md): a language and the page to go on to.
  'GET /language/:locale': one(() => ({ locale: 'es' }), { next: '/market?state=california' }),
  'GET /robots.txt': NO_INPUT,
  'GET /map/style.json': NO_INPUT,
  'GET /map/us-outline.svg': NO_INPUT,
  'GET /map/:file': one(() => ({ file: `us-boundaries-${BOUNDARIES_VERSION}.geojson` })),
  'GET /sitemap.xml': NO_INPUT,
  'GET /open-data/downloads/:name': one(() => ({ name: 'businesses.csv.gz' })),
  'GET /sitemaps/pages.xml': NO_INPUT,
  'GET /sitemaps/:file': one(() => ({ file: 'businesses-1.xml' })),
  'GET /media/*': one(() => ({ '*': 'owner-photos/x/y.jpg' })),
  'GET /*': one(() => ({ '*': 'explore-businesses' })),
  // A public page's form posted without its script (docs/decisions/017); the corpus's server has
  // no renderer, so this checks the route's answer shape; page-forms.test.ts posts real forms.
  'POST /*': one(() => ({ '*': 'waitlist' })),
  // The unsubscribe pages (a token in the query; the button posts it as a form field).
  ...Object.fromEntries(
    Object.values(UNSUBSCRIBE_PAGES).flatMap((path) => [
      [`GET ${path}`, one(none, { token: 'dTpub2JvZHk.bm90LWEtbWFj' })],
      [`POST ${path}`, one(none, {})],
    ]),
  ),
};

/**
 * Pages a person opens from an email: what went wrong (a link that is not genuine, too many tries)
 * is a page too, never JSON.
 */
export const HTML_ERROR_PAGES = new Set(
  Object.values(UNSUBSCRIBE_PAGES).flatMap((path) => [`GET ${path}`, `POST ${path}`]),
);
