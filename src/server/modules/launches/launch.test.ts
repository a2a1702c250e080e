// Launching a state from the console (docs/product.md §23): the state goes live at once, each
// waitlist address and each owner there gets their launch email exactly once (a double click, two
// clicks at the same moment and a relaunch included), paced, with progress in the console; the
// waitlist exports as CSV and its sign-ups chart by week.
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessWaitlists, mailOutbox, operatorAuditLog } from '../../db/schema/index.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import {
  allSent,
  call,
  mailTo,
  operator,
  ownerWithBusiness,
  type Person,
  post,
  waitlisted,
} from '../operators/operator-test-kit.ts';

const PER_MINUTE = 6000;
const live = serverWithMailForFile({ TRUST_PROXY: '1', LAUNCH_MAILS_PER_MINUTE: String(PER_MINUTE) });
const VERMONT = { state: 'Vermont', city: 'Burlington', zip: '05401' };
const NEW_YORK = { state: 'New York', city: 'New York', zip: '10001' };
let op: Person;
let solo: Awaited<ReturnType<typeof ownerWithBusiness>>;
let double: Awaited<ReturnType<typeof ownerWithBusiness>>;

const waiting = ['wl-ana@example.test', 'wl-ben@example.test', 'wl-cy@example.test'];

beforeAll(async () => {
  op = await operator(live.server, live.smtp, 'launcher');
  await waitlisted(live.server, '05401', waiting);
  // The same address twice in the state is one email; an unsubscribed one and New York get none.
  await waitlisted(live.server, '05602', ['wl-cy@example.test', 'wl-gone@example.test']);
  await live.server.deps.db
    .update(businessWaitlists)
    .set({ unsubscribedAt: new Date() })
    .where(eq(businessWaitlists.email, 'wl-gone@example.test'));
  await waitlisted(live.server, '10001', ['wl-ny@example.test']);
  solo = await ownerWithBusiness(live.server, 'vt-solo', VERMONT);
  double = await ownerWithBusiness(live.server, 'vt-double', VERMONT, { businessName: 'First Loaves' });
  await createBusinessRow(live.server.deps.db, double.userId, {
    businessUsername: 'vt-double-two',
    businessName: 'Second Loaves',
    businessState: 'Vermont',
    businessZipCode: '05401',
    isPublished: false,
  });
  await ownerWithBusiness(live.server, 'ny-owner', NEW_YORK);
});

const vermont = async () => (await call(live.server, op, '/api/admin/states/vermont')).json();
const launch = () => post(live.server, op, '/api/admin/states/vermont/launch');

describe('before the launch', () => {
  test('the state shows its drafts, waiting owners, waitlist and who a launch would email', async () => {
    const detail = await vermont();
    expect(detail.state).toMatchObject({
      slug: 'vermont',
      isLive: false,
      published: 0,
      drafts: 3,
      ownersWaiting: 2,
      waitlist: 3,
      lastChange: null,
    });
    expect(detail.recipients).toEqual({ waitlist: 3, owners: 2 });
    // Its market is closed (and now cached as closed in this process).
    expect((await call(live.server, null, '/api/market?state=vermont')).status).toBe(404);
  });

  test('the waitlist exports as CSV, unsubscribed addresses left out, formulas defused', async () => {
    await waitlisted(live.server, '05403', ['=cmd@example.test']);
    const res = await call(live.server, op, '/api/admin/states/vermont/waitlist.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="waitlist-vermont.csv"');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"email","business_name","owner_name","what_they_sell","zip","city","joined_at"');
    expect(lines).toHaveLength(6);
    expect(lines.some((l) => l.includes('wl-gone'))).toBe(false);
    expect(lines.some((l) => l.includes('wl-ny'))).toBe(false);
    expect(lines.find((l) => l.includes('cmd@'))).toMatch(/^"'=cmd@example\.test","Shop of =cmd/);
    await live.server.deps.db
      .delete(businessWaitlists)
      .where(eq(businessWaitlists.email, '=cmd@example.test'));
  });

  test('sign-ups per week: the last 12 weeks, oldest first, zero-filled', async () => {
    const threeWeeksAgo = new Date(Date.now() - 21 * 86_400_000);
    await live.server.deps.db.insert(businessWaitlists).values({
      email: 'wl-early@example.test',
      businessName: 'Early',
      ownerName: 'Ed',
      category: 'Bread',
      zipCode: '05403',
      createdAt: threeWeeksAgo,
      unsubscribedAt: new Date(),
    });
    const weeks: { week: string; count: number }[] = (await vermont()).signupsByWeek;
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => w.week)).toEqual([...weeks.map((w) => w.week)].sort());
    expect(new Date(`${weeks[11].week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks[11].count).toBe(5);
    expect(weeks[8].count).toBe(1);
    expect(weeks.reduce((t, w) => t + w.count, 0)).toBe(6);
  });
});

describe('the launch', () => {
  test('two clicks at the same moment launch once; the state is live at once in this process', async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    const answers = [await a.json(), await b.json()];
    expect(answers.map((x) => x.changed).sort()).toEqual([false, true]);
    const done = answers.find((x) => x.changed);
    expect(done).toMatchObject({ emailsQueued: 5, businesses: 0, state: { isLive: true } });
    expect(answers.find((x) => !x.changed)).toMatchObject({ emailsQueued: 0, state: { isLive: true } });
    expect((await call(live.server, null, '/api/market?state=vermont')).status).toBe(200);
    const launches = await live.server.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'launch'));
    expect(launches).toHaveLength(1);
    expect(launches[0]).toMatchObject({
      actor: 'launcher@example.test',
      targetId: 'vermont',
      before: { isLive: false },
      after: { isLive: true, emailsQueued: 5, waitlist: 3, owners: 2 },
    });
  });

  test('the emails are paced: one slot every 60/LAUNCH_MAILS_PER_MINUTE seconds', async () => {
    const rows = await live.server.deps.db
      .select({ notBefore: mailOutbox.notBefore })
      .from(mailOutbox)
      .where(like(mailOutbox.campaign, 'launch:%'))
      .orderBy(mailOutbox.notBefore);
    const gaps = rows.slice(1).map((r, i) => r.notBefore!.getTime() - rows[i].notBefore!.getTime());
    expect(gaps).toEqual(Array(4).fill(60_000 / PER_MINUTE));
  });

  test('each waitlist address and each owner there gets one email; nobody else', async () => {
    await allSent(live.server, 'launch:');
    for (const email of waiting) {
      const mails = mailTo(live.smtp, email);
      expect(
        mails.map((m) => m.subject),
        email,
      ).toEqual(["We're live in Vermont"]);
      expect(mails[0].text).toContain('/auth?mode=signup');
      expect(mails[0].text).toContain('/market?state=vermont');
    }
    for (const email of ['wl-gone@example.test', 'wl-ny@example.test', 'ny-owner@example.test'])
      expect(mailTo(live.smtp, email)).toEqual([]);
    const soloMail = mailTo(live.smtp, solo.email);
    expect(soloMail.map((m) => m.subject)).toEqual(['You can publish now: Locals Market is live in Vermont']);
    expect(soloMail[0].text).toContain(`/dashboard/business/${solo.business.businessId}`);
    const doubleMail = mailTo(live.smtp, double.email);
    expect(doubleMail).toHaveLength(1);
    expect(doubleMail[0].text).toContain('First Loaves and Second Loaves');
    expect(doubleMail[0].text).toMatch(/\/dashboard\s/);
  });

  test('the console shows the launch and its emails all sent', async () => {
    const { states } = await (await call(live.server, op, '/api/admin/states')).json();
    const row = states.find((s: { slug: string }) => s.slug === 'vermont');
    expect(row.lastChange).toMatchObject({
      action: 'launch',
      actor: 'launcher@example.test',
      emails: { total: 5, sent: 5, failed: 0, retrying: 0, queued: 0 },
    });
    expect((await vermont()).recipients).toEqual({ waitlist: 0, owners: 0 });
  });

  test('launching again does nothing and emails nobody', async () => {
    const before = live.smtp.messages.length;
    const again = await (await launch()).json();
    expect(again).toMatchObject({ changed: false, emailsQueued: 0 });
    const outbox = await live.server.deps.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.campaign, 'launch:%'));
    expect(outbox).toHaveLength(5);
    expect(live.smtp.messages.length).toBe(before);
  });

  test('an unknown state is 404; a slug with control characters is 400', async () => {
    expect((await post(live.server, op, '/api/admin/states/atlantis/launch')).status).toBe(404);
    const bad = await post(live.server, op, '/api/admin/states/a%00b/launch');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.slug).toMatch(/control characters/);
  });
});
