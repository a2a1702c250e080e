// Open data (ADR 039): the change feed and the dumps' manifest in the contract; the dump files and
// each file's own manifest beside the pages, at /open-data/downloads/.
import { join } from 'node:path';
import { Hono } from 'hono';
import { DUMP_FILE_PATTERN, OPEN_DATA_LICENCE, OPEN_FEED_LIMIT } from '#shared/open-data/open-data.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { errorBody } from '../../lib/errors.ts';
import { answerFile } from '../../lib/file-answer.ts';
import { jsonText } from '../../lib/json-text.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { changeFeed } from './change-feed.ts';
import { dumpReader, openDataRoot } from './dump-store.ts';

export function openDataRoutes({ db, env, rateLimitStore }: Deps) {
  const current = dumpReader(openDataRoot(env.DATA_DIR));
  return routes([
    route(
      'GET /api/open/businesses',
      async (c, { query }) => {
        c.header('Cache-Control', 'public, max-age=10');
        const page = await changeFeed(db, env.PUBLIC_URL, {
          cursor: query.cursor,
          updatedSince: query.updated_since,
          limit: query.limit,
        });
        // JSON text already: the kept documents are not parsed and written again (change-feed.ts).
        return jsonText(c, page);
      },
      { use: [rateLimit(rateLimitStore, 'open-feed', OPEN_FEED_LIMIT)] },
    ),
    route('GET /api/open/dumps', async (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json((await current())?.manifest ?? null);
    }),
  ]);
}

/** The files: /open-data/downloads/<name> and <name>.json, its manifest. */
export function openDataDownloads({ env }: Deps) {
  const current = dumpReader(openDataRoot(env.DATA_DIR));
  return new Hono<AppEnv>().get('/open-data/downloads/:name', async (c) => {
    const asked = c.req.param('name');
    const name = asked.endsWith('.json') ? asked.slice(0, -'.json'.length) : asked;
    const dump = DUMP_FILE_PATTERN.test(name) ? await current() : null;
    const file = dump?.manifest.files.find((f) => f.name === name);
    if (!dump || !file) return c.json(errorBody('not_found', 'No such file.'), 404);
    if (name !== asked) {
      c.header('Cache-Control', 'public, max-age=300');
      const { generated_at, cursor } = dump.manifest;
      return c.json({ ...file, generated_at, cursor, licence: OPEN_DATA_LICENCE });
    }
    return answerFile(c, {
      path: join(dump.dir, file.name),
      version: file.sha256,
      type: 'application/gzip',
      filename: file.name,
      cacheControl: 'public, max-age=3600',
    });
  });
}
