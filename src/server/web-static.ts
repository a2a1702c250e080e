// Serves the built web app's files: hashed assets cached forever, the rest for an hour (pages: ssr/).
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

/** `/favicon.svg`: one segment with an extension. */
const TOP_LEVEL_FILE = /^\/[^/]+\.[a-z0-9]+$/i;

/**
 * Made on the first request: serveStatic warns at once when its root is missing, and a process that
 * serves no page (a command, a test of the API, `npm run dev`) has no build and needs none.
 */
function onFirstRequest(make: () => MiddlewareHandler): MiddlewareHandler {
  let handler: MiddlewareHandler | undefined;
  return (c, next) => {
    handler ??= make();
    return handler(c, next);
  };
}

export function webRoutes(webRoot: string) {
  const app = new Hono<AppEnv>();

  app.use(
    '/assets/*',
    onFirstRequest(() =>
      serveStatic({
        root: webRoot,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
          c.header('Vary', 'Accept-Encoding');
        },
      }),
    ),
  );
  // The build's own top-level files (favicon.svg): only a path that names one is looked for on disk,
  // so a page's path costs no file lookup.
  const topLevelFiles = onFirstRequest(() =>
    serveStatic({
      root: webRoot,
      rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  app.use('*', (c, next) => (TOP_LEVEL_FILE.test(c.req.path) ? topLevelFiles(c, next) : next()));
  return app;
}
