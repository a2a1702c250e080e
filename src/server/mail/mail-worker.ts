// Sends what the outbox holds (ADR 008). Runs in every app process: it tries at once when a
// request enqueues (so mail usually leaves within milliseconds), polls for retries and for rows
// other processes left, and backs off exponentially while SMTP is down.
import type { Db } from '../db/client.ts';
import { kickedPasses } from '../lib/kicked-passes.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from './mailer.ts';
import { claimDue, markFailed, markSent, type OutboxRow } from './outbox.ts';

export const POLL_MS = 2_000;
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 10 * 60_000;
/** Rows per claim; they are sent side by side. */
const BATCH = 10;
/** stop() waits this long for sends in progress; a row cut short is retried when its lease ends. */
const STOP_WAIT_MS = 3_000;

/** 5 s, 10 s, 20 s … capped at 10 minutes, with ±20% jitter so processes do not retry in step. */
export function retryDelayMs(attempts: number, firstRetryMs = FIRST_RETRY_MS, random = Math.random) {
  const base = Math.min(MAX_RETRY_MS, firstRetryMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface MailWorker {
  /** Asks for a pass now (a request just enqueued). */
  kick(): void;
  stop(): Promise<void>;
}

export function startMailWorker(opts: {
  db: Db;
  transport: Mailer;
  logger: Logger;
  pollMs?: number;
  firstRetryMs?: number;
}): MailWorker {
  const { db, transport, logger } = opts;

  const deliver = async (row: OutboxRow) => {
    try {
      await transport.send(row);
    } catch (err) {
      const message = (err as Error).message;
      const { gaveUp } = await markFailed(db, row.id, message, retryDelayMs(row.attempts, opts.firstRetryMs));
      if (gaveUp) logger.error({ mailId: row.id, attempts: row.attempts, err: message }, 'mail given up');
      else
        logger.warn({ mailId: row.id, attempts: row.attempts, err: message }, 'mail send failed; will retry');
      return;
    }
    await markSent(db, row.id);
  };

  const passes = kickedPasses(
    async () => {
      const rows = await claimDue(db, BATCH);
      await Promise.all(rows.map(deliver));
      // A full batch means more may be due right now.
      return rows.length === BATCH;
    },
    (err) => logger.warn({ err: (err as Error).message }, 'mail worker pass failed'),
  );
  const kick = () => passes.kick();

  const timer = setInterval(kick, opts.pollMs ?? POLL_MS);
  timer.unref();
  // Rows an earlier run left (a restart, a crash) go out now.
  kick();
  return {
    kick,
    async stop() {
      passes.stop();
      clearInterval(timer);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([passes.running(), new Promise((r) => (wait = setTimeout(r, STOP_WAIT_MS)))]);
      clearTimeout(wait);
    },
  };
}
