// The endpoint table is derived from the contract (corpus-table.ts): these checks keep the samples,
// the one hand-kept part, in step with it. Fast: nothing is started.
import { describe, expect, test } from 'vitest';
import { API_ENDPOINTS, type Endpoint } from '#shared/api/index.ts';
import { CONTRACT_SAMPLES, deriveTable, ENDPOINTS, TABLE } from './corpus-table.ts';
import { PAGE_SAMPLES } from './page-samples.ts';

const declared = API_ENDPOINTS as readonly Endpoint[];

describe('the corpus endpoint table', () => {
  test('every endpoint the contract declares has sample input', () => {
    expect(TABLE.missing, 'declared endpoints without a sample').toEqual([]);
  });

  test('every sample names an endpoint, and a page sample none the contract declares', () => {
    expect(TABLE.unknown, 'samples for no declared endpoint').toEqual([]);
  });

  test('a new endpoint declared without a sample gets a row and is reported missing', () => {
    const added: Endpoint = {
      method: 'POST',
      path: '/api/businesses/:id/new-thing',
      summary: 'Not real',
      tag: 'Test',
      auth: 'session',
      responses: { 204: null },
    };
    const table = deriveTable([...declared, added], CONTRACT_SAMPLES, PAGE_SAMPLES);
    expect(table.missing).toEqual([...TABLE.missing, 'POST /api/businesses/:id/new-thing']);
    expect(table.endpoints.map((e) => `${e.method} ${e.path}`)).toContain(
      'POST /api/businesses/:id/new-thing',
    );
  });

  test('rows carry the contract: method, path, auth and the body schema a corpus body must fail', () => {
    const ctx = {
      businessId: 'b',
      businessUsername: 'u',
      ownerUsername: 'o',
      productUrls: ['p'],
      postId: 'q',
      recommendationId: 'r',
    };
    for (const e of declared) {
      const row = ENDPOINTS.find((r) => r.method === e.method && r.path === e.path);
      expect(row, `${e.method} ${e.path}`).toBeDefined();
      expect(row?.auth).toBe(e.auth);
      if (row?.part !== 'json' || e.path.endsWith('/steps/:step')) continue;
      for (const v of row.variants(ctx)) expect(v.schema).toBe(e.body);
    }
    expect(ENDPOINTS.length).toBe(declared.length + Object.keys(PAGE_SAMPLES).length);
  });
});
