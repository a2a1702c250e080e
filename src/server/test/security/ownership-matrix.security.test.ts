// The ownership matrix (issue 11): every owner or account endpoint × {anonymous, another signed-in
// user, the owner}. Anonymous gets 401 and changes nothing; the other user is refused (403/404) on
// the owner's business and changes nothing, and on account endpoints reaches only their own data;
// the owner succeeds. A probe checks the matrix covers every endpoint that needs a session.
import { describe, expect, test } from 'vitest';
import { BUCKETS } from '../../storage/storage.ts';
import { nextAddress } from '../auth-helpers.ts';
import { encodePart, fillPath } from './corpus-requests.ts';
import { dbSnapshot } from './db-snapshot.ts';
import { ENDPOINTS } from './endpoints.ts';
import { ownerData, setupMatrixWorld } from './ownership-fixture.ts';
import { MATRIX_ROWS, type MatrixRequest, type MatrixRow } from './ownership-rows.ts';
import { errorShapeProblem } from './send-corpus.ts';

const world = setupMatrixWorld();
// Reference data no endpoint writes: hashing 40,000 ZIP codes per cell would only cost time.
const STATIC_TABLES = ['states', 'regions', 'us_zips'];

async function send(req: MatrixRequest, cookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (cookie) headers.cookie = cookie;
  const res = await world.server.fetch(req.path, {
    method: req.method,
    json: req.json,
    body: req.form,
    headers,
  });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type'), text };
}

const everything = async () => ({
  db: await dbSnapshot(world.server.deps.db, STATIC_TABLES),
  files: (await Promise.all(BUCKETS.map((b) => world.server.deps.storage.list(`${b}/`)))).flat().sort(),
});

/** Runs one row's three cells; returns what went wrong (empty when the row holds). */
async function runRow(row: MatrixRow): Promise<{ cells: number[]; problems: string[] }> {
  const problems: string[] = [];
  const owner = row.owner === 'leaver' ? world.leaver : world.owner;
  const expectShape = (who: string, r: Awaited<ReturnType<typeof send>>) => {
    const problem = r.status >= 400 ? errorShapeProblem(r.contentType, r.text) : null;
    if (problem) problems.push(`${who}: ${problem}`);
  };

  const before = await everything();
  const anon = await send(await row.request(world));
  expectShape('anonymous', anon);
  if (anon.status !== (row.anonStatus ?? 401)) problems.push(`anonymous got ${anon.status}: ${anon.text}`);
  if (JSON.stringify(await everything()) !== JSON.stringify(before)) problems.push('anonymous changed data');

  const ownerBefore = await ownerData(world.server, owner.id);
  const whole = await everything();
  const other = await send(await row.request(world), world.other.cookie);
  expectShape('other user', other);
  if (row.scope === 'business') {
    if (![403, 404].includes(other.status)) problems.push(`other user got ${other.status}: ${other.text}`);
    if (JSON.stringify(await everything()) !== JSON.stringify(whole))
      problems.push('other user changed data');
  } else {
    if (!row.otherStatus?.includes(other.status))
      problems.push(`other user got ${other.status}: ${other.text}`);
    const leaked = [owner.id, owner.email, owner.username, world.business.id, world.draft.id].filter((s) =>
      other.text.includes(s),
    );
    if (leaked.length) problems.push(`other user saw the owner's ${leaked.join(', ')}`);
    try {
      row.checkOther?.(JSON.parse(other.text), world);
    } catch (err) {
      problems.push(`other user: ${(err as Error).message}`);
    }
  }
  if ((await ownerData(world.server, owner.id)) !== ownerBefore)
    problems.push("other user changed the owner's data");

  const mine = await send(await row.request(world), owner.cookie);
  if (mine.status < 200 || mine.status > 299) problems.push(`owner got ${mine.status}: ${mine.text}`);
  return { cells: [anon.status, other.status, mine.status], problems };
}

describe('ownership matrix', () => {
  test('covers every endpoint that answers an anonymous, well-formed request with "sign in"', async () => {
    const ctx = {
      businessId: world.business.id,
      businessUsername: world.business.username,
      ownerUsername: world.owner.username,
      productUrls: ['/media/product-photos/x/0123456789abcdef.jpg'],
    };
    const needsSession: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const variant = endpoint.variants(ctx)[0];
      const query =
        endpoint.part === 'query' && variant.sample
          ? `?${Object.entries(variant.sample as Record<string, string>)
              .map(([k, v]) => `${k}=${encodePart(v)}`)
              .join('&')}`
          : '';
      const res = await world.server.fetch(fillPath(endpoint.path, variant.params) + query, {
        method: endpoint.method,
        headers: { 'x-forwarded-for': nextAddress() },
        ...(endpoint.part === 'json' ? { json: variant.sample } : {}),
      });
      const body = await res.text();
      // 401 for an emailed token that does not verify is not "sign in" (verify-email).
      if (res.status === 401 && !/token/i.test(body))
        needsSession.push(`${endpoint.method} ${endpoint.path}`);
    }
    const covered = new Set(MATRIX_ROWS.map((r) => r.route));
    expect(needsSession.length).toBeGreaterThan(20);
    expect(needsSession.filter((r) => !covered.has(r))).toEqual([]);
  });

  test('anonymous 401, another user refused and changing nothing, the owner succeeds', async () => {
    const lines: string[] = [];
    const problems: string[] = [];
    for (const row of MATRIX_ROWS) {
      const result = await runRow(row);
      const name = `${row.route}${row.label ? ` (${row.label})` : ''}`;
      lines.push(`${name}: anonymous ${result.cells[0]}, other ${result.cells[1]}, owner ${result.cells[2]}`);
      problems.push(...result.problems.map((p) => `${name}: ${p}`));
    }
    console.log(
      `ownership matrix: ${MATRIX_ROWS.length} rows × 3 callers = ${MATRIX_ROWS.length * 3} cells\n${lines.join('\n')}`,
    );
    expect(problems).toEqual([]);
  });
});
