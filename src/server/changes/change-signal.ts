// The change signal (ADR 034): every process LISTENs on the channel the database's triggers NOTIFY
// (migration 0018), so a write committed anywhere (this process, another on the same PostgreSQL,
// the command line, a background job) reaches this process's listeners within moments of its commit.
// PGlite is PostgreSQL in wasm with one connection: its own listen() hears its own commits. On
// PostgreSQL a dedicated connection (not one from the pools) listens; when it drops, it reconnects
// with backoff and then tells its listeners 'everything', since it cannot know what it missed.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from '../lib/logger.ts';
import type { Change, ChangeFeed, ChangeListener } from './change.ts';
import { CHANGES_CHANNEL, parsePayload, syncPayload } from './change-payload.ts';

export interface ChangeSignal extends ChangeFeed {
  /** Stops listening; settled() answers at once from then on. */
  close(): Promise<void>;
}

/** How long settled() waits at most (the database is away: a write that answered must not hang). */
export const SETTLE_TIMEOUT_MS = 5_000;

interface Core {
  feed: ChangeFeed;
  /** A payload heard on the channel. */
  heard(payload: string): void;
  /** Heard nothing for a while (a dropped connection): drop everything, release every settled(). */
  lost(): void;
  /** Hears nothing more; resolves once the work listeners started has settled (at most SETTLE_TIMEOUT_MS). */
  close(): Promise<void>;
}

/**
 * What both drivers share. Listeners are called in the order they subscribed, as soon as a change is
 * heard, in the order changes are heard (commit order); what they return is tracked, so settled()
 * can wait for it. `sendSync` sends a marker this process will hear back after every earlier commit.
 */
function changeCore(sendSync: (payload: string) => Promise<void>, logger?: Logger): Core {
  const listeners: ChangeListener[] = [];
  /** Settles once the work of every change heard so far has settled (a chain: each adds to the last). */
  let work: Promise<void> = Promise.resolve();
  const waiting = new Map<string, () => void>();
  const processId = `${process.pid}-${randomUUID()}`;
  let sent = 0;
  let closed = false;

  const failed = (err: unknown) => logger?.error({ err }, 'a change listener failed');
  const emit = (change: Change) => {
    const started: Promise<unknown>[] = [];
    for (const listener of [...listeners]) {
      try {
        const out = listener(change);
        if (out) started.push(Promise.resolve(out).catch(failed));
      } catch (err) {
        failed(err);
      }
    }
    if (started.length) {
      const before = work;
      work = Promise.all([before, ...started]).then(() => {});
    }
  };
  /** Resolves the settled() waiting for `marker`, if one is. */
  const release = (marker: string) => {
    const done = waiting.get(marker);
    if (!done) return;
    waiting.delete(marker);
    done();
  };
  /** Resolves every settled() waiting: with the work as it stands now (chained, not a snapshot of less). */
  const releaseAll = () => {
    for (const release of waiting.values()) release();
    waiting.clear();
  };

  return {
    feed: {
      subscribe(listener) {
        listeners.push(listener);
        return () => {
          const at = listeners.indexOf(listener);
          if (at >= 0) listeners.splice(at, 1);
        };
      },
      async settled() {
        if (closed) return work;
        const marker = `${processId}-${++sent}`;
        let timer: NodeJS.Timeout | undefined;
        const heardBack = new Promise<void>((resolve) => {
          // The work as it stands when the marker is heard: every change committed before the marker
          // was sent has been heard by then, and its listeners' promises are in `work`.
          waiting.set(marker, () => resolve(work));
          timer = setTimeout(() => {
            if (!waiting.delete(marker)) return;
            logger?.warn({ marker }, 'change signal: settled() gave up waiting for its marker');
            resolve(work);
          }, SETTLE_TIMEOUT_MS);
          timer.unref?.();
        });
        // A marker that cannot be sent (the listening connection is away) is not waited for: what
        // was missed meanwhile is dropped as 'everything' once the connection is back.
        sendSync(syncPayload(marker)).catch(() => release(marker));
        try {
          await heardBack;
        } finally {
          clearTimeout(timer);
        }
      },
    },
    heard(payload) {
      const heard = parsePayload(payload);
      if ('sync' in heard) {
        // Another process's marker: nothing to release.
        release(heard.sync);
        return;
      }
      emit(heard.change);
    },
    lost() {
      emit({ kind: 'everything' });
      releaseAll();
    },
    close() {
      closed = true;
      releaseAll();
      // A listener still reading (an index refresh) would otherwise meet a pool its owner has ended.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
        timer.unref?.();
      });
      return Promise.race([work, gaveUp]).finally(() => clearTimeout(timer));
    },
  };
}

/** The embedded database: its own connection hears its own commits. */
export async function pgliteChangeSignal(client: PGlite, logger?: Logger): Promise<ChangeSignal> {
  const core = changeCore(async (payload) => {
    await client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
  }, logger);
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => core.heard(payload));
  return {
    ...core.feed,
    async close() {
      if (!client.closed) await unlisten().catch(() => {});
      await core.close();
    },
  };
}

export interface PostgresSignalOptions {
  logger?: Logger;
  /** The first wait before reconnecting, doubled after each failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/** A PostgreSQL server: one dedicated LISTEN connection, reconnected with backoff when it drops. */
export async function postgresChangeSignal(
  url: string,
  { logger, minBackoffMs = 100, maxBackoffMs = 5_000 }: PostgresSignalOptions = {},
): Promise<ChangeSignal> {
  let client: pg.Client | null = null;
  let closed = false;
  let backoff = minBackoffMs;
  let timer: NodeJS.Timeout | undefined;

  const core = changeCore(async (payload) => {
    if (!client) throw new Error('not listening');
    await client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
  }, logger);

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 5_000 });
    c.on('notification', (msg) => {
      if (msg.channel === CHANGES_CHANNEL && msg.payload !== undefined && client === c)
        core.heard(msg.payload);
    });
    c.on('error', (err) => {
      logger?.warn({ err: err.message }, 'change signal: listening connection failed');
      dropped(c);
    });
    c.on('end', () => dropped(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    return c;
  };
  const dropped = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    if (!closed) reconnectLater();
  };
  const reconnectLater = () => {
    timer = setTimeout(async () => {
      try {
        const c = await connect();
        if (closed) {
          await c.end().catch(() => {});
          return;
        }
        client = c;
        backoff = minBackoffMs;
        logger?.info('change signal: listening again; every cache starts afresh');
        // Whatever was committed while away was not heard.
        core.lost();
      } catch {
        backoff = Math.min(backoff * 2, maxBackoffMs);
        if (!closed) reconnectLater();
      }
    }, backoff);
    timer.unref?.();
  };

  client = await connect();
  return {
    ...core.feed,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
      await core.close();
    },
  };
}
