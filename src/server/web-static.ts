// Serves the built web app's files: hashed assets cached forever, the rest for an hour (pages: ssr/).
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';

export function webRoutes(webRoot: string) {
  const app = new Hono<AppEnv>();

  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('Vary', 'Accept-Encoding');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: webRoot,
      rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  return app;
}
