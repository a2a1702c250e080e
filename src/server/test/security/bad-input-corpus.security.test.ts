// The bad-input corpus (issue 11): thousands of requests generated with fast-check from the endpoint
// table (derived from the contract, corpus-table.ts), anonymous, as a signed-in owner and as an operator (whose console answers everyone else 404). Not one may answer 5xx, every 4xx must be in our error
// shape, and the database and the file store must be exactly as they were. The seed is printed;
// CORPUS_SEED=<seed> replays the same corpus.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUCKETS } from '../../storage/storage.ts';
import { setupCorpusServer } from './corpus-fixture.ts';
import { type CorpusRequest, requestsFor, unknownRoutes } from './corpus-requests.ts';
import { ENDPOINTS, routeKeys } from './corpus-table.ts';
import { dbSnapshot, VOLATILE_TABLES } from './db-snapshot.ts';
import { describeFinding, sendCorpus } from './send-corpus.ts';

const PER_ENDPOINT = 90;
const UNKNOWN_ROUTES = 200;
const MIN_REQUESTS = 5_000;

const state = setupCorpusServer();

const storedFiles = async () =>
  (await Promise.all(BUCKETS.map((b) => state.server.deps.storage.list(`${b}/`)))).flat().sort();

describe('bad-input corpus', () => {
  test('the endpoint table lists every route the app registers, and no other', () => {
    // ALL routes are middleware and catch-alls (404s, static files); every method route needs a row.
    const registered = new Set(
      state.server.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    const listed = new Set(routeKeys(ENDPOINTS));
    expect(
      [...registered].filter((k) => !listed.has(k)),
      'routes in neither the contract nor page-samples.ts',
    ).toEqual([]);
    const served = new Set(state.server.app.routes.map((r) => r.path));
    expect(
      ENDPOINTS.filter((e) => !served.has(e.path)).map((e) => e.path),
      'rows for routes that do not exist',
    ).toEqual([]);
  });

  test(`at least ${MIN_REQUESTS} bad requests: no 5xx, every 4xx in our shape, nothing stored`, async () => {
    const seed = Number(process.env.CORPUS_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`bad-input corpus seed ${seed} (replay: CORPUS_SEED=${seed} npm run test:security)`);
    const requests: CorpusRequest[] = ENDPOINTS.flatMap((endpoint, i) =>
      fc.sample(requestsFor(endpoint, state.ctx, state.jpeg), { seed: seed + i, numRuns: PER_ENDPOINT }),
    ).concat(fc.sample(unknownRoutes, { seed: seed - 1, numRuns: UNKNOWN_ROUTES }));

    const db = state.server.deps.db;
    const before = await dbSnapshot(db);
    const filesBefore = await storedFiles();
    const started = performance.now();
    const cookies = { anon: undefined, owner: state.ownerCookie, operator: state.operatorCookie };
    const result = await sendCorpus(state.server.origin, requests, (as) => cookies[as]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    console.log(
      `bad-input corpus: ${result.sent} requests over ${ENDPOINTS.length} endpoints + unknown routes in ${seconds}s, ` +
        `${result.serverErrors} answered 5xx; by status ${JSON.stringify(result.byStatus)}; ` +
        `not compared (volatile): ${Object.keys(VOLATILE_TABLES).join(', ')}`,
    );
    if (process.env.CORPUS_VERBOSE)
      for (const [key, statuses] of Object.entries(result.byEndpoint).sort())
        console.log(`${key}: ${JSON.stringify(statuses)}`);
    for (const f of result.findings.slice(0, 40)) console.log(describeFinding(f));

    expect(result.sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(result.findings.map(describeFinding)).toEqual([]);
    expect(result.serverErrors).toBe(0);
    expect(result.ownerUnauthorized.map(describeFinding), 'signed-in requests answered 401').toEqual([]);
    // The console's endpoints were really reached (by the operator), not only refused with 404.
    const consoleAnswers = Object.entries(result.byEndpoint).filter(([key]) => key.includes('/api/admin/'));
    expect(consoleAnswers.some(([key, statuses]) => key.endsWith('[operator]') && statuses[400])).toBe(true);
    expect(await dbSnapshot(db)).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});
