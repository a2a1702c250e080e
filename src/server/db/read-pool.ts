// The pool public pages read through (market, search, business pages, sitemaps): every statement has
// a time limit, and requests queue for a connection in the process rather than in pg-pool, so the
// pool's connect timeout only ever measures connecting (an outage) and a burst of requests waits its
// turn instead of failing. Only when the queue is truly long (it would take longer than a request's
// budget to drain) does a request get 503 with Retry-After at once (docs/product.md §20).
import pg from 'pg';

/** A public read that takes longer than this is cancelled by PostgreSQL (57014: a 503). */
export const PUBLIC_STATEMENT_TIMEOUT_MS = 2_000;
/**
 * Connections for public reads. PostgreSQL does no more work with more active connections than it
 * has cores to run them; a few more keep it busy while Node handles the answers.
 */
export const READ_POOL_SIZE = 8;
/** Requests waiting for a connection beyond which the process is saturated: answer 503 at once. */
export const READ_QUEUE_MAX = 512;
/** A request that waited this long for a connection is answered 503 instead of running late. */
export const READ_WAIT_MAX_MS = 5_000;

/**
 * Session settings of public reads: the time limit; no JIT (compiling a plan costs more than any
 * public read); no sequential scans where an index can serve (the EXPLAIN guard checks the plans
 * under these same settings: src/server/test/explain-guard.pg.test.ts).
 */
export const PUBLIC_READ_OPTIONS = `-c statement_timeout=${PUBLIC_STATEMENT_TIMEOUT_MS} -c jit=off -c enable_seqscan=off`;

/** Thrown when the read queue is full or a wait ran too long; class 53 maps to a 503 (client.ts). */
export class ReadPoolSaturated extends Error {
  code = '53000';
  constructor() {
    super('read pool saturated');
  }
}

type Release = (err?: Error | boolean) => void;
type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: Release) => void;

export interface Gate {
  size: number;
  queueMax: number;
  waitMaxMs: number;
}
const GATE: Gate = { size: READ_POOL_SIZE, queueMax: READ_QUEUE_MAX, waitMaxMs: READ_WAIT_MAX_MS };

/** A pg.Pool whose connect() first takes one of `size` slots, queueing in order. */
export function gatedPool(config: pg.PoolConfig, gate: Gate = GATE): pg.Pool {
  const { size, queueMax, waitMaxMs } = gate;
  // Idle connections stay open: connecting under load costs more than an idle backend.
  const pool = new pg.Pool({ idleTimeoutMillis: 0, ...config, max: size });
  const waiting: { grant: () => void }[] = [];
  let free = size;
  const release = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else free++;
  };
  const slot = (): Promise<void> => {
    if (free > 0) {
      free--;
      return Promise.resolve();
    }
    if (waiting.length >= queueMax) return Promise.reject(new ReadPoolSaturated());
    return new Promise((resolve, reject) => {
      const entry = { grant: () => {} };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new ReadPoolSaturated());
      }, waitMaxMs);
      entry.grant = () => {
        clearTimeout(timer);
        resolve();
      };
      waiting.push(entry);
    });
  };
  const connect = pool.connect.bind(pool) as (cb: ConnectCallback) => void;
  const gatedConnect = (cb: ConnectCallback) => {
    slot().then(
      () =>
        connect((err, client, done) => {
          if (err || !client || !done) {
            release();
            return cb(err);
          }
          let released = false;
          const once: Release = (e) => {
            if (!released) {
              released = true;
              release();
            }
            return done(e);
          };
          // pool.query releases with done(); callers of connect() with client.release().
          const original = client.release.bind(client);
          client.release = ((e?: Error | boolean) => {
            if (!released) {
              released = true;
              release();
            }
            return original(e);
          }) as typeof client.release;
          cb(undefined, client, once);
        }),
      (err: Error) => cb(err),
    );
  };
  pool.connect = ((cb?: ConnectCallback) => {
    if (cb) return gatedConnect(cb);
    return new Promise((resolve, reject) =>
      gatedConnect((err, client) => (err ? reject(err) : resolve(client as pg.PoolClient))),
    );
  }) as typeof pool.connect;
  return pool;
}
