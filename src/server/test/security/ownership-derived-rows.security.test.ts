// The matrix takes a row from the corpus sample of any session or console endpoint without a written
// one (ownership-derived-rows.ts). Fast: nothing is started.
import { describe, expect, test } from 'vitest';
import { ENDPOINTS } from './corpus-table.ts';
import type { Endpoint } from './endpoint-kinds.ts';
import { derivedRows } from './ownership-derived-rows.ts';
import type { MatrixWorld } from './ownership-fixture.ts';
import { MATRIX_ROWS, matrixContext } from './ownership-rows.ts';

const world = {
  business: { id: 'b1', username: 'shop' },
  owner: { username: 'owner' },
  posts: { kept: 'p1' },
  recommendations: { noteToAnswer: 'r1' },
} as unknown as MatrixWorld;

describe('matrix rows derived from samples', () => {
  test('today every session and console endpoint has a written row', () => {
    expect(derivedRows(ENDPOINTS, MATRIX_ROWS, matrixContext).map((r) => r.route)).toEqual([]);
  });

  test('a new endpoint with a sample and no written row gets one, scoped by its contract', async () => {
    const added: Endpoint[] = [
      {
        method: 'PUT',
        path: '/api/businesses/:id/new-thing',
        auth: 'owner',
        part: 'json',
        variants: (ctx) => [{ params: { id: ctx.businessId }, sample: { on: true } }],
      },
      {
        method: 'GET',
        path: '/api/me/new-thing',
        auth: 'session',
        part: 'query',
        variants: () => [{ params: {}, sample: { page: '2' } }],
      },
      {
        method: 'POST',
        path: '/api/admin/new-thing',
        auth: 'operator',
        part: 'query',
        variants: () => [{ params: {} }],
      },
    ];
    const rows = derivedRows([...ENDPOINTS, ...added], MATRIX_ROWS, matrixContext);
    expect(rows.map((r) => [r.route, r.scope])).toEqual([
      ['PUT /api/businesses/:id/new-thing', 'business'],
      ['GET /api/me/new-thing', 'account'],
      ['POST /api/admin/new-thing', 'operator'],
    ]);
    expect(await Promise.all(rows.map((r) => r.request(world)))).toEqual([
      { method: 'PUT', path: '/api/businesses/b1/new-thing', json: { on: true } },
      { method: 'GET', path: '/api/me/new-thing?page=2' },
      { method: 'POST', path: '/api/admin/new-thing' },
    ]);
  });
});
