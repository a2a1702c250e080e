// The outbox and its worker against a real database and a real SMTP server: mail goes out at once,
// waits out an SMTP outage, is sent once however many workers run, and is given up on after a day.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { freePort } from '../test/harness.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { MAX_RETRY_MS, type MailWorker, retryDelayMs, startMailWorker } from './mail-worker.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { enqueueMail } from './outbox.ts';

const database = openDatabase({});
await database.migrate();
const { db } = database;
const logger = createLogger('silent');
const workers: MailWorker[] = [];
const sinks: Awaited<ReturnType<typeof startSmtpSink>>[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await Promise.all(sinks.splice(0).map((s) => s.close()));
  await db.delete(mailOutbox);
});
afterAll(() => database.close());

let n = 0;
const message = (over: Partial<MailMessage> = {}): MailMessage => ({
  to: `person${++n}@example.test`,
  subject: `Hello ${n}`,
  text: `Your link: http://127.0.0.1/x/${n}`,
  html: `<p>Your link ${n}</p>`,
  ...over,
});

function worker(smtpUrl: string) {
  const transport = createMailer({ smtpUrl, from: 'Locals <hello@example.test>', dataDir: '.', logger });
  const w = startMailWorker({ db, transport, logger, pollMs: 50, firstRetryMs: 50 });
  workers.push(w);
  return w;
}

async function sink(port = 0) {
  const s = await startSmtpSink(port);
  sinks.push(s);
  return s;
}

const until = (check: () => Promise<boolean> | boolean, timeout = 10_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not met yet');
    },
    { timeout, interval: 20 },
  );

const rowFor = async (to: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0];

describe('mail outbox', () => {
  test('an enqueued message is sent at once and recorded; the same message twice is sent once', async () => {
    const smtp = await sink();
    const w = worker(smtp.url);
    const m = message();
    await enqueueMail(db, m);
    await enqueueMail(db, m);
    w.kick();
    await until(async () => Boolean((await rowFor(m.to))?.sentAt));
    expect(smtp.messages.filter((x) => x.to.includes(m.to))).toHaveLength(1);
    const row = await rowFor(m.to);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    expect((await db.select().from(mailOutbox)).length).toBe(1);
  });

  test('while SMTP is down the message waits with its error; it goes out once SMTP is back', async () => {
    const port = await freePort();
    const w = worker(`smtp://127.0.0.1:${port}`);
    const m = message();
    await enqueueMail(db, m);
    w.kick();
    await until(async () => ((await rowFor(m.to))?.attempts ?? 0) >= 2);
    const waiting = await rowFor(m.to);
    expect(waiting.sentAt).toBeNull();
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await sink(port);
    await until(() => smtp.messages.some((x) => x.to.includes(m.to)));
    await until(async () => Boolean((await rowFor(m.to))?.sentAt));
    expect(smtp.messages.filter((x) => x.to.includes(m.to))).toHaveLength(1);
  });

  test('several workers on one table send every message exactly once', async () => {
    const smtp = await sink();
    const ws = [worker(smtp.url), worker(smtp.url), worker(smtp.url)];
    const sent = Array.from({ length: 30 }, () => message());
    for (const m of sent) {
      await enqueueMail(db, m);
      ws[n % ws.length].kick();
    }
    await until(() => smtp.messages.length >= sent.length);
    await until(async () => {
      const [{ pending }] = await db
        .select({ pending: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`sent_at is null`);
      return pending === 0;
    });
    const recipients = smtp.messages.flatMap((x) => x.to).sort();
    expect(recipients).toEqual(sent.map((m) => m.to.toLowerCase()).sort());
  });

  test('a message still failing after a day is given up on and not tried again', async () => {
    const port = await freePort();
    const m = message();
    await enqueueMail(db, m);
    await db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(mailOutbox.toAddress, m.to));
    const w = worker(`smtp://127.0.0.1:${port}`);
    w.kick();
    await until(async () => Boolean((await rowFor(m.to))?.gaveUpAt));
    // A younger message failing beside it is retried pass after pass; the old one is left alone.
    const young = message();
    await enqueueMail(db, young);
    w.kick();
    await until(async () => ((await rowFor(young.to))?.attempts ?? 0) >= 3);
    expect((await rowFor(young.to)).gaveUpAt).toBeNull();
    expect((await rowFor(m.to)).attempts).toBe(1);
    expect((await rowFor(m.to)).lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('retry delays', () => {
  test('double from 5 s, capped at 10 minutes, with ±20% jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, undefined, mid))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30, undefined, mid)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(1, undefined, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, undefined, () => 1)).toBe(6_000);
  });
});
