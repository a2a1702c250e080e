// A session or console endpoint with no written matrix row gets one from its corpus sample, so a new
// endpoint is in the matrix once it has a sample: anonymous 401 (404 for the console), another user
// refused on the owner's business (`auth: 'owner'`) or served only their own account, the owner or operator
// succeeding. When the sample cannot succeed as written, the matrix fails and a written row is due.
// Uploads need a real file: they get no derived row, and the coverage check asks for a written one.

import { needsSession } from '#shared/api/endpoint.ts';
import { encodePart, fillPath } from './corpus-requests.ts';
import type { CorpusContext, Endpoint } from './endpoint-kinds.ts';
import { type MatrixRow, type ScopedRow, scopeOf } from './matrix-row.ts';
import type { MatrixWorld } from './ownership-fixture.ts';

const query = (sample: unknown) =>
  sample && Object.keys(sample).length
    ? `?${Object.entries(sample as Record<string, string>)
        .map(([k, v]) => `${k}=${encodePart(v)}`)
        .join('&')}`
    : '';

function derivedRow(e: Endpoint, ctx: (w: MatrixWorld) => CorpusContext): ScopedRow {
  const route = `${e.method} ${e.path}`;
  const first = (w: MatrixWorld) => e.variants(ctx(w))[0];
  return {
    route,
    label: 'from its sample',
    scope: scopeOf(e.auth),
    otherStatus: [200, 201, 204],
    request: (w) => {
      const v = first(w);
      return {
        method: e.method,
        path: fillPath(e.path, v.params) + (e.part === 'query' ? query(v.sample) : ''),
        ...(e.part === 'json' ? { json: v.sample } : {}),
      };
    },
  };
}

/** Rows for the endpoints needing a session or an operator that no written row names. */
export function derivedRows(
  endpoints: Endpoint[],
  written: MatrixRow[],
  ctx: (w: MatrixWorld) => CorpusContext,
): ScopedRow[] {
  const named = new Set(written.map((r) => r.route));
  return endpoints
    .filter((e) => (needsSession(e.auth) || e.auth === 'operator') && e.part !== 'multipart')
    .filter((e) => !named.has(`${e.method} ${e.path}`))
    .map((e) => derivedRow(e, ctx));
}
