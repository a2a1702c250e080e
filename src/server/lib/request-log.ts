// One JSON log line per request, tagged with its request id. It names the matched route pattern
// (`/api/auth/reset-password/:token`), not the path: paths carry reset tokens and what people type
// (usernames checked while typing, ZIP codes), and logs must hold neither.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Logger } from './logger.ts';

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    // After next(), the route index points at the handler that answered.
    const line = { method: c.req.method, route: routePath(c), status: c.res.status, ms };
    if (c.res.status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
