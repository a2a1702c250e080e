// A launch whose sending is cut by a restart (docs/decisions/013-operator-console.md): the server
// stops after the first paced email left, another starts on the same database, and every waitlist
// address and owner still gets their email exactly once.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { type PersistentStore, persistentStore, startTestServer } from '../../test/harness.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import {
  allSent,
  mailTo,
  operator,
  ownerWithBusiness,
  post,
  waitlisted,
} from '../operators/operator-test-kit.ts';

let store: PersistentStore;
let smtp: SmtpSink;
beforeAll(async () => {
  store = await persistentStore();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await store?.remove();
});

// Both servers send to one sink, so every email of the launch is counted in one place. Three
// seconds between emails: the restart happens well inside the first gap.
const start = () =>
  startTestServer({ TRUST_PROXY: '1', LAUNCH_MAILS_PER_MINUTE: '20', SMTP_URL: smtp.url }, { store });
const WAITLIST = ['rs-1@example.test', 'rs-2@example.test', 'rs-3@example.test'];

test('a restart in the middle of sending: the rest go out from the next process, each once', async () => {
  const a = await start();
  const op = await operator(a, smtp, 'restarter');
  await waitlisted(a, '04101', WAITLIST);
  const owner = await ownerWithBusiness(a, 'me-owner', { state: 'Maine', city: 'Portland', zip: '04101' });
  const before = smtp.messages.length;
  const launched = await (await post(a, op, '/api/admin/states/maine/launch')).json();
  expect(launched).toMatchObject({ changed: true, emailsQueued: 4 });
  await vi.waitFor(
    () => {
      if (smtp.messages.length === before) throw new Error('the first launch email has not arrived');
    },
    { timeout: 10_000, interval: 20 },
  );
  await a.close();
  const sentBeforeRestart = smtp.messages.length - before;
  expect(sentBeforeRestart, 'the restart came mid-send').toBeLessThan(4);

  const b = await start();
  try {
    await allSent(b, 'launch:');
    const rows = await b.deps.db.select().from(mailOutbox).where(like(mailOutbox.campaign, 'launch:%'));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    for (const email of [...WAITLIST, owner.email]) expect(mailTo(smtp, email), email).toHaveLength(1);
    expect(smtp.messages.length - before).toBe(4);
    // The state is simply live: launching once more sends nothing.
    const again = await (await post(b, op, '/api/admin/states/maine/launch')).json();
    expect(again).toMatchObject({ changed: false, emailsQueued: 0 });
  } finally {
    await b.close();
  }
}, 120_000);
