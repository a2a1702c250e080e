// "Tell me about new businesses here" (docs/decisions/025-new-business-alerts.md): asking signed in
// (at once) and signed out (a confirmation email, nothing else until confirmed, the same answer
// whatever the address already has), listing and removing (someone else's is 404), the limits, the
// matching by state, region and ZIP radius, and the digest run (one email, a second run sends nothing).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { MAX_ALERTS } from '#shared/alerts/alert-limits.ts';
import { areaAlerts } from '../../db/schema/index.ts';
import { nextAddress, sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import type { CapturedMail } from '../../test/smtp-sink.ts';
import { sendDigestsOnce } from '../updates/digests.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1', LAUNCH_MAILS_PER_MINUTE: '60000' });
let ownerId: string;
let alice: string;
let aliceId: string;
let bob: string;

beforeAll(async () => {
  const owner = (await signUpVerified(live.server, live.smtp, 'alertowner')).cookie;
  ownerId = (await sessionOf(live.server, owner))!.user.id;
  alice = (await signUpVerified(live.server, live.smtp, 'alertalice')).cookie;
  aliceId = (await sessionOf(live.server, alice))!.user.id;
  bob = (await signUpVerified(live.server, live.smtp, 'alertbob')).cookie;
});

const ask = (json: unknown, cookie?: string, address = nextAddress()) =>
  live.server.fetch('/api/alerts', {
    method: 'POST',
    json,
    headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': address },
  });
const send = (method: string, path: string, cookie: string) =>
  live.server.fetch(path, { method, headers: { cookie } });
const rows = () => live.server.deps.db.select().from(areaAlerts);
const mailsTo = (email: string) => live.smtp.messages.filter((m) => m.to.includes(email));
const header = (m: CapturedMail, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(m.raw)?.[1]
    .replace(/\r?\n[ \t]+/g, '')
    .trim() ?? null;
const oneClick = (m: CapturedMail) => /^<([^>]+)>$/.exec(header(m, 'List-Unsubscribe') ?? '')?.[1] ?? '';
const publish = (username: string, values: Record<string, string>) =>
  createBusinessRow(live.server.deps.db, ownerId, {
    businessUsername: username,
    businessName: `Shop ${username}`,
    ...values,
  });
/** The outbox's worker delivers a queued email soon after the run: wait for it. */
const mailWith = (email: string, text: string) =>
  vi.waitFor(
    () => {
      const found = mailsTo(email).find((m) => m.text.includes(text));
      if (!found) throw new Error(`no mail to ${email} with ${text}`);
      return found;
    },
    { timeout: 10_000, interval: 50 },
  );
const run = () => sendDigestsOnce(live.server.deps);

describe('asking for an alert', () => {
  test('bad input is a clear 400 and nothing is stored or sent', async () => {
    const mailsBefore = live.smtp.messages.length;
    const bad = [
      {},
      { email: 'x@example.test' },
      { state: 'atlantis', email: 'x@example.test' },
      { state: 'california', region: 'narnia', email: 'x@example.test' },
      { zipCode: '00000', radiusMiles: '10', email: 'x@example.test' },
      { zipCode: '9001', email: 'x@example.test' },
      { zipCode: '90012', radiusMiles: '7', email: 'x@example.test' },
      { zipCode: '90012', state: 'california', email: 'x@example.test' },
      { state: 'california', radiusMiles: '10', email: 'x@example.test' },
      { zipCode: '90012', radiusMiles: '10' },
      { zipCode: '90012', radiusMiles: '10', email: 'not-an-email' },
      { state: 'california', email: 'x@example.test', extra: 1 },
    ];
    for (const body of bad) {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message).toBeTruthy();
    }
    expect(await rows()).toEqual([]);
    expect(live.smtp.messages.length).toBe(mailsBefore);
  });

  test('signed out: a confirmation email, the same answer every time, nothing sent until confirmed', async () => {
    const body = { zipCode: '90012', radiusMiles: '10', email: 'Near.Me@example.test' };
    const first = await ask(body);
    expect(first.status).toBe(201);
    const answer = await first.json();
    expect(answer).toEqual({ alert: null, confirmEmailSent: true });
    const link = await live.smtp.linkFor('near.me@example.test', '/api/alerts/confirm');
    expect(mailsTo('near.me@example.test').at(-1)?.text).toContain('Within 10 miles of 90012');
    // Asking again, for an address with an alert: the same answer, still one alert.
    expect(await (await ask(body)).json()).toEqual(answer);
    expect(await rows()).toHaveLength(1);

    // A business published nearby before confirming is never mailed about.
    await publish('alert.early', { businessZipCode: '90013' });
    expect(await run()).toEqual({ queued: 0, nothingNew: 0 });

    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/alerts/confirmed');
    const [row] = await rows();
    expect(row?.confirmedAt).not.toBeNull();
    // Once confirmed, asking again sends no second link and answers the same.
    const before = mailsTo('near.me@example.test').length;
    expect(await (await ask(body)).json()).toEqual(answer);
    expect(mailsTo('near.me@example.test').length).toBe(before);

    const forged = await live.server.fetch('/api/alerts/confirm?token=YzphYmM.bm90LWEtbWFj', {
      redirect: 'manual',
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/alerts/confirmed?invalid=1');
    expect((await live.server.fetch('/api/alerts/confirm')).status).toBe(400);
  });

  test('signed in: confirmed in one click, listed, removed; someone else’s is 404', async () => {
    const res = await ask({ state: 'california', region: 'los-angeles' }, alice);
    expect(res.status).toBe(201);
    const { alert } = await res.json();
    expect(alert).toMatchObject({
      state: 'california',
      region: 'Los Angeles',
      label: 'Los Angeles, California',
    });
    // The same place twice is the same alert.
    expect((await (await ask({ state: 'california', region: 'los-angeles' }, alice)).json()).alert.id).toBe(
      alert.id,
    );
    const mine = await (await send('GET', '/api/me/alerts', alice)).json();
    expect(mine.items.map((a: { id: string }) => a.id)).toEqual([alert.id]);
    expect((await (await send('GET', '/api/me/alerts', bob)).json()).items).toEqual([]);
    expect((await send('DELETE', `/api/me/alerts/${alert.id}`, bob)).status).toBe(404);
    expect((await live.server.fetch('/api/me/alerts')).status).toBe(401);
    expect((await send('DELETE', '/api/me/alerts/not-a-uuid', alice)).status).toBeGreaterThanOrEqual(400);
    expect(await rows()).toHaveLength(2);
    expect((await send('DELETE', `/api/me/alerts/${alert.id}`, alice)).status).toBe(204);
    expect((await send('DELETE', `/api/me/alerts/${alert.id}`, alice)).status).toBe(404);
    expect(await rows()).toHaveLength(1);
  });

  test(`a person keeps at most ${MAX_ALERTS} alerts`, async () => {
    const zips = ['90001', '90002', '90003', '90004', '90005', '90006', '90007', '90008', '90010', '90011'];
    for (const zipCode of zips) expect((await ask({ zipCode, radiusMiles: '5' }, bob)).status).toBe(201);
    const over = await ask({ zipCode: '90014', radiusMiles: '5' }, bob);
    expect(over.status).toBe(409);
    expect((await over.json()).error.code).toBe('too_many_alerts');
    expect((await (await send('GET', '/api/me/alerts', bob)).json()).items).toHaveLength(MAX_ALERTS);
    // An address at the limit is answered the same, and nothing is stored or sent.
    await live.server.deps.db
      .insert(areaAlerts)
      .values(
        zips.map((zipCode) => ({ email: 'full@example.test', state: 'california', zipCode, radiusMiles: 5 })),
      );
    expect(
      await (await ask({ zipCode: '90014', radiusMiles: '5', email: 'full@example.test' })).json(),
    ).toEqual({
      alert: null,
      confirmEmailSent: true,
    });
    expect(mailsTo('full@example.test')).toEqual([]);
    await live.server.deps.db.delete(areaAlerts).where(sql`${areaAlerts.email} = 'full@example.test'`);
    for (const a of (await (await send('GET', '/api/me/alerts', bob)).json()).items)
      await send('DELETE', `/api/me/alerts/${a.id}`, bob);
  });
});

describe('new businesses in the digest run', () => {
  test('an address hears about a business published within its radius, once; one click stops it', async () => {
    await publish('alert.near', { businessZipCode: '90013', businessName: 'Bright Kiln' });
    // San Diego is far outside 10 miles of 90012; Santa Monica is about 14 miles away.
    await publish('alert.far', {
      businessZipCode: '92101',
      businessState: 'California',
      businessRegion: 'San Diego',
      businessName: 'Far Shop',
    });
    await publish('alert.sm', { businessZipCode: '90401', businessName: 'Beach Shop' });
    await publish('alert.draft', {
      businessZipCode: '90013',
      businessName: 'Draft Shop',
      isPublished: false,
    } as never);
    const first = await run();
    expect(first?.queued).toBe(1);
    const mail = await mailWith('near.me@example.test', 'Bright Kiln');
    expect(mail.subject).toBe('New near you: Bright Kiln');
    expect(mail.text).toContain('/business/alert.near');
    for (const other of ['Far Shop', 'Beach Shop', 'Draft Shop', 'Shop alert.early'])
      expect(mail.text).not.toContain(other);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await run()).toEqual({ queued: 0, nothingNew: 0 });

    const url = oneClick(mail);
    expect(url).toContain('/api/alerts/unsubscribe?token=');
    const stop = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(200);
    expect((await rows()).filter((r) => r.email)).toEqual([]);
    const forged = await fetch(`${live.server.origin}/api/alerts/unsubscribe?token=ZTp4.bm9wZQ`, {
      method: 'POST',
    });
    expect(forged.status).toBe(400);
  });

  test('a region alert goes into the person’s digest as “New near you”; a second run sends nothing', async () => {
    expect(
      (
        await live.server.fetch('/api/me/digest', {
          method: 'PUT',
          json: { frequency: 'weekly' },
          headers: { cookie: alice },
        })
      ).status,
    ).toBe(200);
    expect((await ask({ state: 'california', region: 'los-angeles' }, alice)).status).toBe(201);
    // Lancaster is in Los Angeles County, far from any ZIP alert above.
    await publish('alert.lanc', { businessZipCode: '93534', businessName: 'Desert Loom' });
    await publish('alert.sd', {
      businessZipCode: '92102',
      businessRegion: 'San Diego',
      businessName: 'Harbor Goods',
    });
    expect((await run())?.queued).toBe(1);
    const mail = await mailWith('alertalice@example.test', 'Desert Loom');
    expect(mail.text).toContain('New near you: Los Angeles, California');
    expect(mail.text).toContain('Desert Loom');
    expect(mail.text).not.toContain('Harbor Goods');
    expect(oneClick(mail)).toContain('/api/digest/unsubscribe?token=');
    expect(await run()).toEqual({ queued: 0, nothingNew: 0 });
  });

  test('a state alert without a digest gets an email of its own', async () => {
    expect((await ask({ state: 'new-york' }, bob)).status).toBe(201);
    await publish('alert.ny', {
      businessZipCode: '10001',
      businessState: 'New York',
      businessRegion: 'New York City',
      businessCity: 'New York',
      businessName: 'Empire Jams',
    });
    expect((await run())?.queued).toBe(1);
    const mail = await mailWith('alertbob@example.test', 'Empire Jams');
    expect(mail.subject).toBe('New near you: Empire Jams');
    expect(await run()).toEqual({ queued: 0, nothingNew: 0 });
    const stop = await fetch(oneClick(mail), { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(stop.status).toBe(200);
    expect((await (await send('GET', '/api/me/alerts', bob)).json()).items).toEqual([]);
    // Alice's alert stays.
    expect((await rows()).map((r) => r.userId)).toEqual([aliceId]);
  });

  test('the signed-out form is rate limited per address', async () => {
    const address = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await ask({ state: 'texas', email: `rate${i}@example.test` }, undefined, address)).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect(
      await live.server.deps.db.select().from(areaAlerts).where(eq(areaAlerts.email, 'rate10@example.test')),
    ).toEqual([]);
  });
});
