// Serves locally stored media. Keys carry a content hash, so a key's bytes never change.
import { mkdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { errorBody } from './lib/errors.ts';

export function mediaRoutes(mediaRoot: string) {
  const app = new Hono<AppEnv>();
  // serveStatic warns about a missing root; a fresh DATA_DIR has no uploads yet.
  mkdirSync(mediaRoot, { recursive: true });
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
