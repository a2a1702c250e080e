// Serves locally stored media. Keys carry a content hash, so a key's bytes never change.
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { errorBody } from './lib/errors.ts';

export function mediaRoutes(mediaRoot: string) {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    serveStatic({
      root: mediaRoot,
      rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
      onFound: (_p, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
  app.all('*', (c) => c.json(errorBody('not_found', 'No such file.'), 404));
  return app;
}
