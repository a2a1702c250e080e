// GET /api/openapi.json (built once from the contract) and GET /api/docs, a browsable reference:
// Scalar's standalone bundle served from node_modules (no CDN; the page's scripts are same-origin,
// as the CSP requires). Without the package the page says so and links the document.
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { API_ENDPOINTS } from '#shared/api/index.ts';
import type { AppEnv } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { openApiDocument } from './openapi.ts';

const VIEWER_PACKAGE = '@scalar/api-reference';
export const API_INFO = {
  title: 'Locals Market API',
  version: '1',
  description:
    'JSON over HTTP. Errors always answer `{ "error": { "code", "message", "fields"? } }`; see docs/api.md for ' +
    'the conventions (auth, rate limits, caching).',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Locals Market API</title>
  </head>
  <body>
    <div id="api-reference"><noscript>The API reference needs JavaScript; the document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></div>
    <script src="/api/docs/viewer.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/** Mounts the viewer, or explains where the document is when the viewer is not installed. */
const START = `(() => {
  const target = document.getElementById('api-reference');
  if (window.Scalar && typeof window.Scalar.createApiReference === 'function') {
    window.Scalar.createApiReference(target, {
      url: '/api/openapi.json',
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
    });
  } else {
    target.innerHTML =
      '<p>The API reference viewer (${VIEWER_PACKAGE}) is not installed on this server. ' +
      'The OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>';
  }
})();
`;

/** The standalone browser bundle of the viewer, or null when the package is not installed. */
async function loadViewer(): Promise<string | null> {
  try {
    // The package's exports do not list the bundle: find it next to its entry point.
    const entry = import.meta.resolve(VIEWER_PACKAGE);
    return await readFile(new URL('./browser/standalone.js', entry), 'utf8');
  } catch {
    return null;
  }
}

export function apiDocsRoutes() {
  let document: string | undefined;
  let viewer: Promise<string | null> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= JSON.stringify(openApiDocument(API_ENDPOINTS, API_INFO));
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
    .get('/docs/viewer.js', async (c) => {
      viewer ??= loadViewer();
      const script = await viewer;
      if (script === null) throw notFound(`${VIEWER_PACKAGE} is not installed.`);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    });
}
