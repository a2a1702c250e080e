// Every page GET no other route takes: the public pages rendered on the server with their data,
// owner pages (the routes say which) and everything while there is no server build as the
// client-rendered shell.
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiCall } from '#shared/html/page-render.ts';
import { LOCALE_COOKIE, localizedPath } from '#shared/i18n/locale.ts';
import type { PublicConfig } from '#shared/types/public-config.ts';
import type { CacheRegistry } from '../changes/caches.ts';
import { tags } from '../changes/change-tags.ts';
import type { AppEnv } from '../context.ts';
import { limitBody } from '../lib/body-limit.ts';
import { acceptsGzip } from '../lib/compress-answers.ts';
import { errorBody } from '../lib/errors.ts';
import { markInProcess } from '../lib/in-process.ts';
import { type ReadStore, sharingReads } from '../lib/page-reads.ts';
import { trustedOrigin } from '../lib/trusted-origin.ts';
import { hasRootMarkers, notFoundHead, pageHtml, preloadsFor } from './page-html.ts';
import { type DrawnPage, gzippedPage, type PageMemo, pageBytes } from './page-memo.ts';
import type { PageRenderer } from './page-renderer.ts';

/** Business pages as anonymous visitors see them: 2,000 at most, a minute each (a post that ends leaves within it). */
const BUSINESS_PAGES = { name: 'business-pages', max: 2_000, ttlMs: 60_000 };

interface CachedPage {
  page: DrawnPage;
  status: number;
  /** The business the page shows: its views are still counted on a cache hit. */
  businessId: string | null;
}

/** The operator console: to anyone but an operator it is an unknown page (404, not "sign in"). */
const OPERATOR_ONLY = /^\/admin(\/|$)/;

// The visitor's own headers go with the renderer's API calls: their session and their address.
const FORWARDED = ['cookie', 'x-forwarded-for', 'user-agent', 'accept-language'];
/** A posted form is a few fields of text. */
const FORM_BODY_LIMIT = 16 * 1024;

export interface PageOptions {
  /** index.html with the public config inlined. */
  loadIndex: () => Promise<string>;
  loadRenderer: () => Promise<PageRenderer | null>;
  config: PublicConfig;
  /** The page's own head (title, description, previews), or the page as it is. */
  withHead: (html: string, url: URL) => Promise<string>;
  /** The registry that keeps business pages as anonymous visitors see them (ADR 034). */
  caches: CacheRegistry;
  /** Pages drawn once for every visit that read the same data. */
  memo: PageMemo;
  /** Reads the same for every visitor, kept while the data stands still (page-reads.ts). */
  reads: ReadStore;
  /** Counts a view of a business page served from the cache (the API counted the rendered one). */
  countView: (businessId: string) => void;
  /** The app itself, for the renderer's API calls. */
  app: { fetch: (request: Request, env: unknown) => Response | Promise<Response> };
  /** Whether the request's session is an operator's (the console's pages). */
  isOperator: (c: Context<AppEnv>) => Promise<boolean>;
  /** The origins a form may be posted from. */
  trustedOrigins: string[];
}

export function pageRoutes(opts: PageOptions) {
  // Tagged with the business they show and the name they were asked by: a change to that business,
  // heard from any process, drops them; a bulk change (a state paused) drops every one.
  const pages = opts.caches.cache<CachedPage>(BUSINESS_PAGES);
  /** `posted`: a form already checked to come from this site, so its API calls say they do too. */
  const apiFor =
    (c: Context<AppEnv>, posted = false): ApiCall =>
    (path, { signal: _signal, ...init }) => {
      const headers = new Headers(init.headers);
      for (const name of FORWARDED) {
        const value = c.req.header(name);
        // A call that names its own cookie (the session a posted sign-in just opened) keeps it.
        if (value && !headers.has(name)) headers.set(name, value);
      }
      if (posted) headers.set('origin', opts.trustedOrigins[0] ?? new URL(c.req.url).origin);
      // Without the query's abort signal: a web Request given one keeps it (and what listens to it:
      // the query, the page's context, its response) until a finalizer runs, long after the page is
      // sent. Under load that held thousands of pages at once and made every GC slow. The call
      // runs in this process and finishes with the page anyway.
      return Promise.resolve(
        opts.app.fetch(markInProcess(new Request(new URL(path, c.req.url), { ...init, headers })), c.env),
      );
    };

  const servePage = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    // The nav and favourites follow the session (and `/` the language a visitor chose).
    c.header('Vary', 'Cookie', { append: true });
    // A returning visitor who chose Spanish finds it at `/` (the cookie decides nothing else).
    if (c.req.path === '/' && getCookie(c, LOCALE_COOKIE) === 'es')
      return c.redirect(localizedPath(`/${new URL(c.req.url).search}`, 'es'), 302);
    const cacheKey = cacheable(c) ? c.req.path.toLowerCase() : null;
    const cached = cacheKey ? pages.get(cacheKey) : undefined;
    // A page drawn across a change to what it shows may hold either side of it: served, not kept.
    const since = opts.caches.epoch();
    if (cached) {
      if (cached.businessId) opts.countView(cached.businessId);
      return answerPage(c, cached.page, cached.status);
    }
    const html = await opts.withHead(preloadsFor(await opts.loadIndex(), c.req.path), new URL(c.req.url));
    // The browser then shows the app's 404 page: the console's own check fails the same way.
    if (OPERATOR_ONLY.test(c.req.path) && !(await opts.isOperator(c))) return c.html(notFoundHead(html), 404);
    const renderer = await opts.loadRenderer();
    if (!renderer || !hasRootMarkers(html)) return c.html(html);
    try {
      const page = await renderer.render(c.req.raw, apiFor(c), opts.config);
      if ('redirect' in page) return page.redirect;
      if ('drawnInBrowser' in page) return c.html(html);
      const template = page.status === 404 ? notFoundHead(html) : html;
      const draw = async () => pageHtml(template, await page.draw(), page);
      // A page that follows the session is drawn for its visitor alone.
      const drawn = page.personal
        ? { html: await draw() }
        : await opts.memo.page([c.req.url, template, page.stateJson, thisYear()], draw);
      if (cacheKey && !page.personal && page.status === 200) {
        const shows = [tags.page(cacheKey.slice('/business/'.length)), tags.anyBusiness];
        if (page.businessId) shows.push(tags.business(page.businessId));
        pages.set(cacheKey, shows, { page: drawn, status: page.status, businessId: page.businessId }, since);
      }
      return answerPage(c, drawn, page.status);
    } catch (err) {
      // A visitor who left mid-render (the router stops on their request's abort) is not a failure.
      if (!c.req.raw.signal.aborted)
        c.get('log').error({ err }, 'server render failed: serving the client-rendered page');
      return c.html(html);
    }
  };

  // A public page's form posted before (or without) the page's script: its route action answers,
  // with a redirect or the page showing what went wrong. Nothing is cached or served without it.
  const postPage = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    const renderer = await opts.loadRenderer();
    const html = await opts.withHead(preloadsFor(await opts.loadIndex(), c.req.path), new URL(c.req.url));
    const notFound = () => c.json(errorBody('not_found', 'No such endpoint.'), 404);
    if (!renderer || !hasRootMarkers(html)) return notFound();
    const page = await renderer.render(c.req.raw, apiFor(c, true), opts.config);
    if ('redirect' in page) return page.redirect;
    // Owner pages have no forms the server answers.
    if ('drawnInBrowser' in page) return notFound();
    return c.html(
      pageHtml(page.status === 404 ? notFoundHead(html) : html, await page.draw(), page),
      page.status as 200,
    );
  };

  // Business pages by name (each its own row in the security suite's endpoint table), then the rest.
  // A page's own lookups and its loaders' API calls share their reads (page-reads.ts); a posted
  // form's page does not, since its action may change what they read.
  const serveSharing = (c: Context<AppEnv>) => sharingReads(opts.reads, () => servePage(c));
  return new Hono<AppEnv>()
    .get('/business/:username', serveSharing)
    .get('*', serveSharing)
    .post('*', trustedOrigin(opts.trustedOrigins), limitBody(FORM_BODY_LIMIT), postPage);
}

/** The footer's "©" year: the one thing a page shows that is not in its address or state. */
const thisYear = () => String(new Date().getFullYear());

const HTML = 'text/html; charset=UTF-8';

/**
 * A drawn page, encoded once for every visitor: gzipped for those who take it (compress-answers
 * leaves an encoded answer be), its UTF-8 bytes for the rest.
 */
function answerPage(c: Context<AppEnv>, page: DrawnPage, status: number) {
  if (c.req.method === 'HEAD') return c.html(page.html, status as 200);
  if (!acceptsGzip(c.req.header('Accept-Encoding')))
    return c.body(pageBytes(page), status as 200, { 'Content-Type': HTML });
  return c.body(gzippedPage(page), status as 200, { 'Content-Type': HTML, 'Content-Encoding': 'gzip' });
}

/** Business pages asked for without a session (and without a query: the page ignores one). */
function cacheable(c: Context<AppEnv>) {
  return (
    /^\/business\/[^/]+$/.test(c.req.path) &&
    !c.req.url.includes('?') &&
    !c.req.header('cookie')?.includes('session_token=')
  );
}
