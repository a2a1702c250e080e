// The ownership matrix (issue 11): every owner or account endpoint × {anonymous, another signed-in
// user, the owner}. Anonymous gets 401 and changes nothing; the other user is refused (403/404) on
// the owner's business and changes nothing, and on account endpoints reaches only their own data;
// the owner succeeds. Every console endpoint (issue 15) × {anonymous, another user, the owner, an
// operator}: all but the operator get the 404 of an unknown route and change nothing. Probes check
// the matrix covers every endpoint that needs a session and every console endpoint.
import { describe, expect, test } from 'vitest';
import { needsSession } from '#shared/api/endpoint.ts';
import { BUCKETS } from '../../storage/storage.ts';
import { nextAddress } from '../auth-helpers.ts';
import { encodePart, fillPath } from './corpus-requests.ts';
import { ENDPOINTS } from './corpus-table.ts';
import { dbSnapshot } from './db-snapshot.ts';
import type { ScopedRow } from './matrix-row.ts';
import { ownerData, setupMatrixWorld } from './ownership-fixture.ts';
import { MATRIX_ROWS, type MatrixRequest } from './ownership-rows.ts';
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

/** Runs one row's cells (three, or four for the console); returns what went wrong (empty when it holds). */
async function runRow(row: ScopedRow): Promise<{ cells: number[]; problems: string[] }> {
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

  if (row.scope === 'operator') return runOperatorRow(row, anon.status, problems, expectShape);

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

/** The console: another user and an owner get 404 and change nothing; the operator succeeds. */
async function runOperatorRow(
  row: ScopedRow,
  anonStatus: number,
  problems: string[],
  expectShape: (who: string, r: Awaited<ReturnType<typeof send>>) => void,
) {
  const cells = [anonStatus];
  for (const [who, person] of [
    ['other user', world.other],
    ['owner', world.owner],
  ] as const) {
    const whole = await everything();
    const res = await send(await row.request(world), person.cookie);
    expectShape(who, res);
    cells.push(res.status);
    if (res.status !== 404) problems.push(`${who} got ${res.status}: ${res.text}`);
    if (JSON.stringify(await everything()) !== JSON.stringify(whole)) problems.push(`${who} changed data`);
  }
  const op = await send(await row.request(world), world.operator.cookie);
  cells.push(op.status);
  if (op.status < 200 || op.status > 299) problems.push(`operator got ${op.status}: ${op.text}`);
  return { cells, problems };
}

describe('ownership matrix', () => {
  test('covers every endpoint that answers an anonymous, well-formed request with "sign in", and every one the contract says needs a session', async () => {
    const ctx = {
      businessId: world.business.id,
      businessUsername: world.business.username,
      ownerUsername: world.owner.username,
      productUrls: ['/media/product-photos/x/0123456789abcdef.jpg'],
      postId: world.posts.kept,
      recommendationId: world.recommendations.noteToAnswer,
    };
    const answered401: string[] = [];
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
      if (res.status === 401 && !/token/i.test(body)) answered401.push(`${endpoint.method} ${endpoint.path}`);
    }
    expect(answered401.length).toBeGreaterThan(20);
    // The contract's word counts too: an endpoint declared `auth: 'session'` or 'owner' is a row.
    const declared = ENDPOINTS.filter((e) => needsSession(e.auth)).map((e) => `${e.method} ${e.path}`);
    expect(declared.length).toBeGreaterThan(20);
    const covered = new Set(MATRIX_ROWS.map((r) => r.route));
    expect(declared.filter((r) => !covered.has(r))).toEqual([]);
    expect(answered401.filter((r) => !covered.has(r))).toEqual([]);
  });

  test('every console endpoint is a row: 404 for everyone but the operator', () => {
    const consoleRoutes = ENDPOINTS.filter((e) => e.auth === 'operator').map((e) => `${e.method} ${e.path}`);
    const rows = new Set(MATRIX_ROWS.filter((r) => r.scope === 'operator').map((r) => r.route));
    expect(consoleRoutes.length).toBeGreaterThan(10);
    expect(consoleRoutes.filter((r) => !rows.has(r))).toEqual([]);
  });

  test('anonymous 401, another user refused and changing nothing, the owner succeeds', async () => {
    const lines: string[] = [];
    const problems: string[] = [];
    for (const row of MATRIX_ROWS) {
      const result = await runRow(row);
      const name = `${row.route}${row.label ? ` (${row.label})` : ''}`;
      const operatorCell = result.cells[3] === undefined ? '' : `, operator ${result.cells[3]}`;
      lines.push(
        `${name}: anonymous ${result.cells[0]}, other ${result.cells[1]}, owner ${result.cells[2]}${operatorCell}`,
      );
      problems.push(...result.problems.map((p) => `${name}: ${p}`));
    }
    console.log(`ownership matrix: ${MATRIX_ROWS.length} rows\n${lines.join('\n')}`);
    expect(problems).toEqual([]);
  });
});
