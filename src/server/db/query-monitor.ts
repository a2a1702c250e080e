// What /metrics says about the database: how many connections are busy, how many callers wait for
// one, and how many queries took longer than their budget. Both drivers are watched from outside
// (their clients' query methods are wrapped), so no query site has to remember to report.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** A query slower than this counts as over budget (the 503 timeout is 800 ms; a page's queries share 1 s). */
export const QUERY_BUDGET_MS = 250;

export interface PoolUsage {
  /** Connections the process may hold (PGlite: one, shared by every request). */
  size: number;
  inUse: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

export interface QueryMonitor {
  pool(): PoolUsage;
  overBudget(): number;
}

type Timed = <T>(run: () => T) => T;

function budgetCounter() {
  let over = 0;
  const finished = (start: number) => {
    if (performance.now() - start > QUERY_BUDGET_MS) over += 1;
  };
  const timed: Timed = (run) => {
    const start = performance.now();
    const settle = () => finished(start);
    const result = run();
    if (result && typeof (result as { then?: unknown }).then === 'function')
      (result as unknown as Promise<unknown>).then(settle, settle);
    return result;
  };
  return { timed, finished, overBudget: () => over };
}

/**
 * PGlite runs one statement at a time for the whole process: a query or transaction that has been
 * called but has not finished either holds that one connection or waits for it. Times include that
 * wait, as a caller feels it.
 */
export function watchPglite(client: PGlite): QueryMonitor {
  const { timed, overBudget } = budgetCounter();
  let pending = 0;
  const counted = async <T>(run: () => Promise<T>) => {
    pending += 1;
    try {
      return await run();
    } finally {
      pending -= 1;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    counted(() => timed(() => query(...args)))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) =>
    counted(() => timed(() => exec(...args)))) as typeof client.exec;
  // A transaction holds the connection throughout; the statements inside it are timed one by one.
  client.transaction = ((fn: Parameters<typeof transaction>[0]) =>
    counted(() =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((...args: Parameters<typeof txQuery>) =>
          timed(() => txQuery(...args))) as typeof tx.query;
        return fn(tx);
      }),
    )) as typeof client.transaction;
  return {
    pool: () => ({ size: 1, inUse: Math.min(pending, 1), waiting: Math.max(pending - 1, 0) }),
    overBudget,
  };
}

const WATCHED = Symbol('query-monitor');

/** A pg pool: its own counts of clients, and every pooled client's queries timed. */
export function watchPgPool(pool: pg.Pool, size: number): QueryMonitor {
  const { timed, finished, overBudget } = budgetCounter();
  pool.on('connect', (client) => {
    const marked = client as pg.PoolClient & { [WATCHED]?: true };
    if (marked[WATCHED]) return;
    marked[WATCHED] = true;
    // Looked up at each call, not bound now: whatever the class's query is then (a test's recorder) runs.
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    const query = (...args: unknown[]) => proto.query.apply(client, args);
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const last = args.at(-1);
      // The callback form (pool.query uses it): time until the callback.
      if (typeof last === 'function') {
        const start = performance.now();
        args[args.length - 1] = (...cbArgs: unknown[]) => {
          finished(start);
          return (last as (...a: unknown[]) => unknown)(...cbArgs);
        };
        return query(...args);
      }
      return timed(() => query(...args));
    };
  });
  return {
    pool: () => ({
      size,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    overBudget,
  };
}

/** Several pools (writes and public reads) as one: their sizes, use and waits added up. */
export function combinedMonitor(...monitors: QueryMonitor[]): QueryMonitor {
  return {
    pool: () =>
      monitors
        .map((m) => m.pool())
        .reduce((a, b) => ({
          size: a.size + b.size,
          inUse: a.inUse + b.inUse,
          waiting: a.waiting + b.waiting,
        })),
    overBudget: () => monitors.reduce((sum, m) => sum + m.overBudget(), 0),
  };
}
