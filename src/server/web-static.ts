// Serves the built SPA: hashed assets cached forever, every other GET falls back to index.html.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';

export function webRoutes(webRoot: string) {
  const app = new Hono<AppEnv>();
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => {
    indexHtml ??= readFile(join(webRoot, 'index.html'), 'utf8').catch((err) => {
      indexHtml = undefined;
      throw err;
    });
    return indexHtml;
  };

  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
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
