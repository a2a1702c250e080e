// Paced bulk mail (docs/decisions/013-operator-console.md): each message its own slot, a second
// campaign behind the first, a message already in the outbox skipped, progress counted per campaign.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { campaignProgress, enqueueCampaign } from './campaign.ts';
import type { MailMessage } from './mailer.ts';
import { markFailed } from './outbox.ts';

const database = openDatabase({});
await database.migrate();
const { db } = database;
afterEach(async () => {
  await db.delete(mailOutbox);
});
afterAll(() => database.close());

const messages = (prefix: string, n: number): MailMessage[] =>
  Array.from({ length: n }, (_, i) => ({
    to: `${prefix}${i}@example.test`,
    subject: 'Hello',
    text: 'Hi',
    html: '<p>Hi</p>',
    dedupeKey: `${prefix}:${i}`,
  }));

const slots = async (campaign: string) =>
  (
    await db
      .select({ at: mailOutbox.notBefore, next: mailOutbox.nextAttemptAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.campaign, campaign))
      .orderBy(mailOutbox.notBefore)
  ).map((r) => {
    expect(r.next.getTime()).toBe(r.at?.getTime());
    return r.at!.getTime();
  });

describe('campaign mail', () => {
  test('one slot per message at the pace asked; a second campaign waits behind the first', async () => {
    const before = Date.now();
    expect(await enqueueCampaign(db, 'launch:a', messages('a', 3), 30)).toBe(3);
    expect(await enqueueCampaign(db, 'launch:b', messages('b', 2), 30)).toBe(2);
    const a = await slots('launch:a');
    const b = await slots('launch:b');
    expect(a[0]).toBeGreaterThanOrEqual(before);
    expect(a.slice(1).map((t, i) => t - a[i])).toEqual([2000, 2000]);
    expect(b[0] - a[2]).toBe(2000);
    expect(b[1] - b[0]).toBe(2000);
  });

  test('a message whose key is already in the outbox is skipped and leaves no gap', async () => {
    await enqueueCampaign(db, 'launch:a', messages('x', 2), 60);
    const added = await enqueueCampaign(db, 'launch:b', [...messages('x', 2), ...messages('y', 2)], 60);
    expect(added).toBe(2);
    const b = await slots('launch:b');
    expect(b[1] - b[0]).toBe(1000);
    expect((await db.select().from(mailOutbox)).length).toBe(4);
  });

  test('progress: sent, waiting, retrying and failed per campaign; an unknown one is all zeros', async () => {
    await enqueueCampaign(db, 'pause:p', messages('p', 4), 600);
    const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(mailOutbox.notBefore);
    await db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, rows[0].id));
    await db.update(mailOutbox).set({ lastError: 'refused' }).where(eq(mailOutbox.id, rows[1].id));
    await db
      .update(mailOutbox)
      .set({ gaveUpAt: sql`now()`, lastError: 'refused' })
      .where(eq(mailOutbox.id, rows[2].id));
    const progress = await campaignProgress(db, ['pause:p', 'launch:none']);
    expect(progress.get('pause:p')).toEqual({ total: 4, sent: 1, failed: 1, retrying: 1, queued: 2 });
    expect(progress.get('launch:none')).toEqual({ total: 0, sent: 0, failed: 0, retrying: 0, queued: 0 });
  });

  test("a paced message's day of retries counts from its slot, not from when it was written", async () => {
    await enqueueCampaign(db, 'launch:late', messages('late', 2), 60);
    const [young, old] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .orderBy(mailOutbox.notBefore);
    await db.update(mailOutbox).set({ createdAt: sql`now() - interval '30 hours'` });
    await db
      .update(mailOutbox)
      .set({ notBefore: sql`now() - interval '25 hours'` })
      .where(eq(mailOutbox.id, old.id));
    expect(await markFailed(db, young.id, 'refused', 1000)).toEqual({ gaveUp: false });
    expect(await markFailed(db, old.id, 'refused', 1000)).toEqual({ gaveUp: true });
  });
});
