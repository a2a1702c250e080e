// Builds the one Hono app: middleware, API mounts, auth, SPA, error mapping.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './context.ts';
import { closeIfBodyUnread, limitBody } from './lib/body-limit.ts';
import { clientIp } from './lib/client-ip.ts';
import { compressAnswers } from './lib/compress-answers.ts';
import { errorBody } from './lib/errors.ts';
import { fromNetworkOnly } from './lib/in-process.ts';
import { indexHtmlLoader } from './lib/index-html.ts';
import { onError } from './lib/on-error.ts';
import { sharingReads, visitorReads } from './lib/page-reads.ts';
import { requestLog } from './lib/request-log.ts';
import { loadSession } from './lib/session.ts';
import { trustedOrigin } from './lib/trusted-origin.ts';
import { mediaRoutes } from './media-static.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { requestMetrics } from './metrics/request-metrics.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { ALERT_UNSUBSCRIBE_PATH } from './modules/alerts/alert-emails.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { publicBusinessRoutes } from './modules/businesses/public-business.routes.ts';
import { catalogueRoutes } from './modules/catalogues/catalogues.routes.ts';
import { clientLogRoutes } from './modules/client-log/client-log.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { publicConfig, withPublicConfig } from './modules/config/public-config.ts';
import { dataExportRoutes } from './modules/data-export/data-export.routes.ts';
import { eventFeedRoutes, eventRoutes } from './modules/events/events.routes.ts';
import { favoriteRoutes } from './modules/favorites/favorites.routes.ts';
import { geographyRoutes } from './modules/geography/geography.routes.ts';
import { hoursRoutes } from './modules/hours/hours.routes.ts';
import { managementRoutes } from './modules/management/management.routes.ts';
import { mapRoutes } from './modules/map/map.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { reportRoutes } from './modules/moderation/reports.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { openDataDownloads, openDataRoutes } from './modules/open-data/open-data.routes.ts';
import { adminRoutes } from './modules/operators/admin.routes.ts';
import { isOperator } from './modules/operators/operator-role.service.ts';
import { PHOTO_PATH, photoRoutes } from './modules/photos/photos.routes.ts';
import { feedRoutes } from './modules/posts/feeds.ts';
import { POST_PHOTO_PATH, postRoutes, publicPostRoutes } from './modules/posts/posts.routes.ts';
import {
  publicRecommendationRoutes,
  recommendationRoutes,
} from './modules/recommendations/recommendations.routes.ts';
import { searchIndexOf, searchRoutes } from './modules/search/search.routes.ts';
import { pageHead } from './modules/seo/page-head.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { sitemapCache } from './modules/seo/sitemap-cache.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { unsubscribePageRoutes, unsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes.ts';
import { DIGEST_UNSUBSCRIBE_PATH } from './modules/updates/digests.ts';
import { updatesRoutes } from './modules/updates/updates.routes.ts';
import { usernameRoutes } from './modules/usernames/usernames.routes.ts';
import { UNSUBSCRIBE_PATH, waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { languageRoutes } from './ssr/language.routes.ts';
import { PageMemo } from './ssr/page-memo.ts';
import { pageRendererLoader } from './ssr/page-renderer.ts';
import { pageRoutes } from './ssr/pages.routes.ts';
import { s3PublicBase } from './storage/s3-storage.ts';
import { webRoutes } from './web-static.ts';

export const JSON_BODY_LIMIT = 64 * 1024;
/** Methods that change nothing: their answers do not wait for the change signal. */
const READS_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  const https = deps.env.PUBLIC_URL.startsWith('https://');
  // Images stored on S3 are served from the bucket's own origin.
  const mediaOrigins = deps.env.S3_BUCKET ? [new URL(s3PublicBase(deps.env)).origin] : [];

  app.use(requestId());
  app.use(fromNetworkOnly(requestMetrics(deps.metrics)));
  app.use(fromNetworkOnly(closeIfBodyUnread));
  // HTML and JSON are compressed per response; built assets are served precompressed (.br/.gz).
  // So answers vary by Accept-Encoding, said before the answer is made: a header added to a
  // finished answer makes Hono rebuild it as a full web Response (its body encoded and streamed
  // again), a fifth of a server-rendered page's cost.
  app.use(
    fromNetworkOnly(async (c, next) => {
      c.header('Vary', 'Accept-Encoding');
      await next();
    }),
  );
  app.use(fromNetworkOnly(compressAnswers));
  app.use(requestLog(deps.logger));
  app.use(clientIp(deps.env.TRUST_PROXY));
  // Read your writes (ADR 034): a write that succeeded answers once this process has heard every
  // change committed before it answered, so the writer's next request here finds no cache that
  // still shows the old data. A NOTIFY's round trip: about a millisecond.
  app.use(async (c, next) => {
    await next();
    if (!READS_ONLY.has(c.req.method) && c.res.status < 400) await deps.changes.settled();
  });
  app.use(
    fromNetworkOnly(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
        strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
        crossOriginEmbedderPolicy: false,
      }),
    ),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/', metricsRoutes(deps));
  // A failed ping answers 503 with Retry-After (on-error.ts): a load balancer takes the process out.
  app.get('/readyz', async (c) => {
    await deps.ping();
    // The search index's first build (startSearchIndex) answers no search until it is done.
    if (searchIndexOf(deps).isStarting()) return c.json({ status: 'starting' }, 503);
    return c.json({ status: 'ready' });
  });

  const jsonBodyLimit = limitBody(JSON_BODY_LIMIT);
  // Photo routes take multipart uploads and set their own limits.
  // One-click unsubscribe is posted by mail providers from their own servers (RFC 8058): it carries
  // no cookie and needs its signed token, so where the request comes from does not matter.
  const originCheck = trustedOrigin(deps.env.TRUSTED_ORIGINS);
  app.use('/api/*', (c, next) =>
    c.req.path === UNSUBSCRIBE_PATH ||
    c.req.path === DIGEST_UNSUBSCRIBE_PATH ||
    c.req.path === ALERT_UNSUBSCRIBE_PATH
      ? next()
      : originCheck(c, next),
  );
  app.use('/api/*', (c, next) =>
    PHOTO_PATH.test(c.req.path) || POST_PHOTO_PATH.test(c.req.path) ? next() : jsonBodyLimit(c, next),
  );
  app.route('/api/auth', authRoutes(deps));

  app.use('/api/*', loadSession(deps.auth, deps.db, deps.ping));
  // A GET's reads that are the same for every visitor are kept until a change to what they show.
  const reads = visitorReads({ caches: deps.caches });
  app.use('/api/*', (c, next) => (c.req.method === 'GET' ? sharingReads(reads, next) : next()));
  const sitemaps = sitemapCache(deps.caches);
  // Modules that only read what anyone may see read through the public read pool.
  const publicReads: Deps = { ...deps, db: deps.readDb };
  // In this order: /zips/nearest (search) must come before /zips/:zip (geography).
  const modules = [
    catalogueRoutes(),
    configRoutes(deps),
    marketRoutes(publicReads),
    publicBusinessRoutes(publicReads),
    favoriteRoutes(deps),
    updatesRoutes(deps),
    alertsRoutes(deps),
    onboardingRoutes(deps),
    managementRoutes(deps),
    hoursRoutes(deps),
    accountRoutes(deps),
    sessionRoutes(deps),
    dataExportRoutes(deps),
    waitlistRoutes(deps),
    unsubscribeRoutes(),
    searchRoutes(publicReads),
    openDataRoutes(publicReads),
    geographyRoutes(publicReads),
    usernameRoutes(deps),
    clientLogRoutes(deps),
    photoRoutes(deps),
    publicPostRoutes(publicReads),
    postRoutes(deps),
    eventRoutes(deps),
    publicRecommendationRoutes(publicReads),
    recommendationRoutes(deps),
    reportRoutes(deps),
    adminRoutes(deps),
  ];
  const api = new Hono<AppEnv>();
  for (const routes of modules) api.route('/', routes);
  app.route('/api', api);
  app.route('/api', apiDocsRoutes());
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such endpoint.'), 404));

  const loadIndex = withPublicConfig(indexHtmlLoader(deps.webRoot), publicConfig(deps.env));
  // The console's pages are checked on the server too (pages.routes.ts): they need the session.
  for (const path of ['/admin', '/admin/*']) app.use(path, loadSession(deps.auth, deps.db, deps.ping));
  app.route('/media', mediaRoutes(deps.mediaRoot));
  app.route('/', seoRoutes(publicReads, sitemaps));
  app.route('/', mapRoutes(deps));
  app.route('/', feedRoutes(publicReads));
  app.route('/', eventFeedRoutes(deps));
  app.route('/', openDataDownloads(deps));
  app.route('/', unsubscribePageRoutes(deps, loadIndex));
  app.route('/', webRoutes(deps.webRoot));
  app.route('/', languageRoutes({ https }));
  app.route(
    '/',
    pageRoutes({
      loadIndex,
      loadRenderer: pageRendererLoader(deps.webRoot),
      config: publicConfig(deps.env),
      withHead: pageHead(publicReads),
      caches: deps.caches,
      memo: new PageMemo({ onLookup: deps.metrics.pageMemoLookup }),
      reads,
      countView: (id) => deps.viewCounter.record(id),
      app,
      trustedOrigins: deps.env.TRUSTED_ORIGINS,
      isOperator: async (c) => {
        const user = c.get('user');
        return user ? isOperator(deps.db, user.id, deps.env.ADMIN_EMAILS) : false;
      },
    }),
  );
  // Whatever no route takes (a POST to a page, say) is still answered in our error shape.
  app.notFound((c) => c.json(errorBody('not_found', 'No such endpoint.'), 404));
  app.onError(onError(deps.database));
  return app;
}
