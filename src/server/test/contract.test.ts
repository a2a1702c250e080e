// The API contract (src/shared/api) covers every route the app serves under /api, and nothing else;
// the answers themselves are checked on every test request by the harness (contract.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS, matchEndpoint } from '#shared/api/index.ts';
import { AUTH_ENDPOINTS } from '../modules/auth/auth-endpoints.ts';
import { contractProblem } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** Routes under /api that are not part of the contract: the reference describing it (api-docs). */
const NOT_IN_CONTRACT = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/start.js',
  'GET /api/docs/swagger-ui-bundle.js',
  'GET /api/docs/swagger-ui.css',
]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('API contract', () => {
  it('declares every /api route Hono registered, and only those', () => {
    // ALL routes are middleware and catch-alls (404s); every method route needs a declaration.
    const served = server.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map(key)
      .filter((k) => !NOT_IN_CONTRACT.has(k));
    const declared = API_ENDPOINTS.map(key);
    expect(
      served.filter((k) => !declared.includes(k)),
      'routes missing from src/shared/api',
    ).toEqual([]);
    expect(
      declared.filter((k) => !served.includes(k)),
      'declared endpoints no route serves',
    ).toEqual([]);
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
  });

  it('declares each Better Auth endpoint the product exposes (auth-endpoints.ts)', () => {
    const declared = API_ENDPOINTS.map(key);
    for (const e of AUTH_ENDPOINTS) expect(declared).toContain(`${e.method} /api/auth${e.path}`);
  });

  it('routes a request to the endpoint Hono would (a static segment wins over a parameter)', () => {
    expect(matchEndpoint(API_ENDPOINTS, 'GET', '/api/businesses/recent')?.path).toBe(
      '/api/businesses/recent',
    );
    expect(matchEndpoint(API_ENDPOINTS, 'GET', '/api/businesses/abc')?.path).toBe('/api/businesses/:id');
    expect(matchEndpoint(API_ENDPOINTS, 'GET', '/api/nowhere')).toBeUndefined();
  });

  it('holds for the catalogues (no other test asks for them)', async () => {
    expect((await server.fetch('/api/catalogues')).status).toBe(200);
    for (const name of ['categories', 'offerings', 'structures', 'tags', 'contact-options'])
      expect((await server.fetch(`/api/catalogues/${name}`)).status).toBe(200);
    expect((await server.fetch('/api/catalogues/__proto__')).status).toBe(404);
  });

  it('catches drift: an answer that does not match its declared schema is reported', async () => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const url = `${server.origin}/api/config`;
    expect(await contractProblem('GET', url, json({ supportEmail: 'a@b.c', supportUrl: null }))).toBeNull();
    expect(await contractProblem('GET', url, json({ supportEmail: 'a@b.c' }))).toMatch(/supportUrl/);
    expect(
      await contractProblem('GET', url, json({ supportEmail: 'a@b.c', supportUrl: null, x: 1 })),
    ).toMatch(/x/);
    expect(await contractProblem('GET', url, json({ oops: true }, 500))).toMatch(/error/);
    expect(await contractProblem('GET', url, json({}, 201))).toMatch(/does not declare/);
  });
});
