// How many times this process has changed data a visitor may see: public caches (search's first
// pages) hold an answer only while this number stands still. Both drivers are watched from outside,
// like the query monitor, so no write site has to remember to report, and a test that writes through
// the app's database is seen as well. Other processes on the same PostgreSQL server are not seen:
// their writes show here once a cached answer's time runs out.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Statements that only read (a cursor's too: the search index reads every business through one), or open, mark or undo a transaction. */
const READS =
  /^\s*(?:select|show|explain|set|begin|start|savepoint|release|rollback|values|with|declare|fetch|move|close)\b/i;
/** A `with` that writes (drizzle's writes start with the verb; raw SQL may put it after a CTE). */
const WRITE_IN_CTE = /\b(?:insert\s+into|delete\s+from|update\s+\S+\s+set)\b/i;
const ENDS_TRANSACTION = /^\s*(?:commit|end)\b/i;
/** A whole transaction undone (not `rollback to savepoint`, after which the transaction goes on). */
const ROLLS_BACK = /^\s*rollback\s*(?:;|$)/i;
/** Bookkeeping no public page shows: mail waiting to go, page-view tallies, sessions, sign-in limits. */
const BOOKKEEPING =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:mail_outbox|business_page_views|session|verification|rate_limit|sign_in_failures)"?[\s(]/i;

/** Whether a statement may change what a visitor sees (a commit is judged by what came before it). */
export function changesData(text: string): boolean {
  if (BOOKKEEPING.test(text)) return false;
  if (/^\s*with\b/i.test(text)) return WRITE_IN_CTE.test(text);
  return !READS.test(text) && !ENDS_TRANSACTION.test(text);
}

const textOf = (arg: unknown): string =>
  typeof arg === 'string'
    ? arg
    : typeof (arg as { text?: unknown })?.text === 'string'
      ? (arg as { text: string }).text
      : '';

export interface DataChanges {
  /** A number that moves after every statement (or transaction, at its commit) that changed data. */
  version(): number;
}

/** Counts on every settle, success or not: a failed write costs a cache miss, never a stale answer. */
function onSettle<T>(result: T, done: () => void): T {
  if (result && typeof (result as { then?: unknown }).then === 'function')
    (result as unknown as Promise<unknown>).then(done, done);
  else done();
  return result;
}

/** PGlite: statements, and each transaction once it ends when one of its statements wrote. */
export function watchPgliteChanges(client: PGlite): DataChanges {
  let version = 0;
  const bump = () => {
    version += 1;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    const result = query(...args);
    return changesData(args[0]) ? onSettle(result, bump) : result;
  }) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => {
    const result = exec(...args);
    return changesData(args[0]) ? onSettle(result, bump) : result;
  }) as typeof client.exec;
  client.transaction = ((fn: Parameters<typeof transaction>[0]) => {
    let wrote = false;
    const result = transaction((tx) => {
      for (const name of ['query', 'exec'] as const) {
        const run = tx[name].bind(tx) as (...a: unknown[]) => unknown;
        (tx as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
          const out = run(...args);
          if (changesData(textOf(args[0]))) {
            wrote = true;
            onSettle(out, bump);
          }
          return out;
        };
      }
      return fn(tx);
    });
    return onSettle(result, () => {
      if (wrote) bump();
    });
  }) as typeof client.transaction;
  return { version: () => version };
}

const WATCHED = Symbol('data-changes');

/** A pg pool: every pooled client's writes, and its commits after one. */
export function watchPgPoolChanges(pool: pg.Pool): DataChanges {
  let version = 0;
  pool.on('connect', (client) => {
    const marked = client as pg.PoolClient & { [WATCHED]?: { wrote: boolean } };
    if (marked[WATCHED]) return;
    const state = { wrote: false };
    marked[WATCHED] = state;
    // Wraps whatever query the client has now (the query monitor's timing wrapper, which comes first).
    const query = (client as { query: (...args: unknown[]) => unknown }).query;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      const commits = ENDS_TRANSACTION.test(text) && state.wrote;
      const writes = changesData(text);
      if (ROLLS_BACK.test(text)) state.wrote = false;
      if (!commits && !writes) return query.apply(client, args);
      if (writes) state.wrote = true;
      if (commits) state.wrote = false;
      const bump = () => {
        version += 1;
      };
      const last = args.at(-1);
      // The callback form (pool.query uses it): counted when the callback runs.
      if (typeof last === 'function') {
        args[args.length - 1] = (...cbArgs: unknown[]) => {
          bump();
          return (last as (...a: unknown[]) => unknown)(...cbArgs);
        };
        return query.apply(client, args);
      }
      return onSettle(query.apply(client, args), bump);
    };
  });
  return { version: () => version };
}
