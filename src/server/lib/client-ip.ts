// The caller's address for rate limits. Behind N trusted proxies (TRUST_PROXY=N) each proxy appends
// the address it saw to X-Forwarded-For, so the client is N entries from the right; anything further
// left was written by the client itself and proves nothing.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/** The address `trustedProxies` hops from the right of X-Forwarded-For (the left-most when fewer). */
export function forwardedClient(header: string | undefined, trustedProxies: number): string | undefined {
  if (!header || trustedProxies < 1) return undefined;
  const hops = header
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!hops.length) return undefined;
  return hops[Math.max(0, hops.length - trustedProxies)];
}

export function clientIp(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip = forwardedClient(c.req.header('x-forwarded-for'), trustedProxies);
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined;
      }
    }
    c.set('clientIp', ip || 'unknown');
    await next();
  };
}
