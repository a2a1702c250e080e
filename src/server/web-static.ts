// Serves the built SPA: hashed assets cached forever, every other GET falls back to index.html.
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';

export function webRoutes(webRoot: string, loadIndex: () => Promise<string>) {
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
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await loadIndex());
  });
  return app;
}
