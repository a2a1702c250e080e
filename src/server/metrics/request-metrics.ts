// Times every request for /metrics, labelled with the route pattern Hono matched (never the path,
// which can carry tokens, usernames and what people typed).
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from './metrics.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function requestMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    // Any other method name is the client's own text: one label for all of them.
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    metrics.observeRequest(method, routePath(c), c.res.status, (performance.now() - start) / 1000);
  };
}
