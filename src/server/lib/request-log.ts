// One JSON log line per request, tagged with its request id. It names the matched route pattern
// (`/api/auth/reset-password/:token`), not the path: paths carry reset tokens and what people type
// (usernames checked while typing, ZIP codes), and logs must hold neither.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Logger, RequestLogger } from './logger.ts';

/**
 * The request's logger, made on its first line: a pino child costs a tenth of a JSON answer's time,
 * and most requests log nothing when the level is above info.
 */
function lazyChild(logger: Logger, reqId: string): RequestLogger {
  let child: Logger | undefined;
  const get = () => {
    child ??= logger.child({ reqId });
    return child;
  };
  return {
    error: ((...args: Parameters<Logger['error']>) => get().error(...args)) as Logger['error'],
    warn: ((...args: Parameters<Logger['warn']>) => get().warn(...args)) as Logger['warn'],
    info: ((...args: Parameters<Logger['info']>) => get().info(...args)) as Logger['info'],
  };
}

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const log = lazyChild(logger, c.get('requestId'));
    c.set('log', log);
    await next();
    const failed = c.res.status >= 500;
    if (!failed && !logger.isLevelEnabled('info')) return;
    const ms = Math.round((performance.now() - start) * 10) / 10;
    // After next(), the route index points at the handler that answered.
    const line = { method: c.req.method, route: routePath(c), status: c.res.status, ms };
    if (failed) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
