// GET /api/openapi.json (built once from the contract) and GET /api/docs, a browsable reference:
// Swagger UI's prebuilt bundle served from the swagger-ui-dist package (no CDN; the page's scripts
// and styles are same-origin, as the CSP requires).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Context, Hono } from 'hono';
import { API_ENDPOINTS, type Endpoint } from '#shared/api/index.ts';
import type { AppEnv } from '../../context.ts';
import { openApiDocument } from './openapi.ts';

export const API_INFO = {
  title: 'Locals Market API',
  version: '1',
  description:
    'JSON over HTTP. Errors always answer `{ "error": { "code", "message", "fields"? } }`; see docs/api.md for ' +
    'the conventions (auth, rate limits, caching).',
};

/**
 * What the public reference shows: every endpoint but the operator console's, which does not exist
 * for anyone else (docs/decisions/013). `npm run openapi` writes, and `npm run check` lints, all.
 */
export const PUBLIC_ENDPOINTS = (API_ENDPOINTS as readonly Endpoint[]).filter((e) => e.auth !== 'operator');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Locals Market API</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-reference"><noscript>The API reference needs JavaScript; the document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/** Mounts the viewer on the generated document (kept in a file: the CSP forbids inline scripts). */
const START = `window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  tryItOutEnabled: false,
  supportedSubmitMethods: [],
});
`;

/** The viewer's files this page uses, by the name it asks for them. */
const VIEWER_FILES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;

function viewerDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

export function apiDocsRoutes() {
  let document: string | undefined;
  const viewer: Record<string, Promise<string>> = {};
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= JSON.stringify(openApiDocument(PUBLIC_ENDPOINTS, API_INFO));
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.html(PAGE);
    })
    .get('/docs/start.js', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    })
    .get('/docs/swagger-ui-bundle.js', (c) => serveViewerFile(c, 'swagger-ui-bundle.js'))
    .get('/docs/swagger-ui.css', (c) => serveViewerFile(c, 'swagger-ui.css'));

  async function serveViewerFile(c: Context<AppEnv>, file: keyof typeof VIEWER_FILES) {
    viewer[file] ??= readFile(join(viewerDir(), file), 'utf8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(await viewer[file], 200, { 'Content-Type': VIEWER_FILES[file] });
  }
}
