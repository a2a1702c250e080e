// /api/openapi.json is a structurally valid OpenAPI 3.1 document covering the whole contract, and
// /api/docs serves the reference page with same-origin scripts only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '#shared/api/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { PUBLIC_ENDPOINTS } from './api-docs.routes.ts';
import { type OpenApiDocument, openApiPath } from './openapi.ts';

let server: TestServer;
let doc: OpenApiDocument;
beforeAll(async () => {
  server = await startTestServer();
  const res = await server.fetch('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  doc = await res.json();
});
afterAll(() => server?.close());

/** Every $ref in `value`, with where it was found. */
function refs(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refs(v, `${at}/${k}`),
  );
}

function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
}

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with info, paths and components', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'BusinessCard', 'PublicBusiness', 'MarketPage', 'OwnerBusiness']),
    );
  });

  it('has an operation for every endpoint of the contract but the console, with its path parameters', () => {
    for (const e of PUBLIC_ENDPOINTS) {
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()] as
        | {
            parameters: { name: string; in: string; required: boolean }[];
            responses: Record<string, unknown>;
          }
        | undefined;
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      const inPath = [...openApiPath(e.path).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = op!.parameters.filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${e.method} ${e.path} path parameters`).toEqual(
        inPath.sort(),
      );
      expect(declared.every((p) => p.required)).toBe(true);
      for (const status of Object.keys(e.responses)) expect(op!.responses).toHaveProperty(status);
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations.length).toBe(PUBLIC_ENDPOINTS.length);
  });

  it('does not advertise the operator console', () => {
    expect(PUBLIC_ENDPOINTS.length).toBeLessThan(API_ENDPOINTS.length);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('Operator console');
  });

  it('gives every operation a unique operationId and every response a description', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item)) as {
      operationId: string;
      responses: Record<string, { description?: string }>;
    }[];
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of ops) for (const r of Object.values(op.responses)) expect(r.description).toBeTruthy();
  });

  it('resolves every $ref inside the document', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    const broken = all.filter(({ ref }) => resolve(doc, ref) === undefined);
    expect(broken).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page, whose scripts are same-origin (the CSP allows no other)', async () => {
    const res = await server.fetch('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    expect(html).not.toMatch(/<script(?![^>]*src=)[^>]*>/);
    const start = await server.fetch('/api/docs/start.js');
    expect(start.status).toBe(200);
    expect(await start.text()).toContain("url: '/api/openapi.json'");
    // The viewer itself comes from the installed package, same-origin.
    const bundle = await server.fetch('/api/docs/swagger-ui-bundle.js');
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    expect(await bundle.text()).toContain('SwaggerUIBundle');
    const css = await server.fetch('/api/docs/swagger-ui.css');
    expect(css.headers.get('content-type')).toContain('text/css');
  });
});
