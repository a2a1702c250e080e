// Cross-site request forgery guard for every state-changing /api request: a browser always says
// where a write comes from (Origin, or Sec-Fetch-Site), and only our own origins may write. A
// request with neither header is not from a browser, so it carries no ambient cookie to abuse;
// if it does carry a session cookie anyway it is refused like a cross-site one.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossSite = () => new ApiError(403, 'cross_site', 'Requests from other sites are not allowed.');

export function trustedOrigin(origins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    // "null" says only that the page withheld its origin (our pages send no referrer, so a form
    // they post says "null"); where the request comes from is then Sec-Fetch-Site's to tell.
    if (origin !== undefined && origin !== 'null') {
      if (!allowed.has(origin)) throw crossSite();
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined) {
      if (site !== 'same-origin') throw crossSite();
      return next();
    }
    if (c.req.header('cookie')?.includes('session_token=')) throw crossSite();
    return next();
  };
}
