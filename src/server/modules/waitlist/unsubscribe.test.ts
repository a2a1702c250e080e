// The waitlist email's one-click unsubscribe (docs/product.md §23, RFC 8058): the headers are on
// the email, a mail client's POST without Origin unsubscribes the address everywhere, a tampered
// token changes nothing, and joining the waitlist again subscribes again.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessWaitlists } from '../../db/schema/index.ts';
import { nextAddress } from '../../test/auth-helpers.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import type { CapturedMail } from '../../test/smtp-sink.ts';
import {
  allSent,
  call,
  mailTo,
  operator,
  type Person,
  post,
  waitlisted,
} from '../operators/operator-test-kit.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1', LAUNCH_MAILS_PER_MINUTE: '6000' });
let op: Person;
let mail: CapturedMail;

beforeAll(async () => {
  op = await operator(live.server, live.smtp, 'unsubop');
  await waitlisted(live.server, '03301', ['leaver@example.test', 'stayer@example.test']);
  // The leaver is on the Maine waitlist too: one unsubscribe covers every entry of the address.
  await waitlisted(live.server, '04101', ['leaver@example.test']);
  await post(live.server, op, '/api/admin/states/new-hampshire/launch');
  await allSent(live.server, 'launch:');
  [mail] = mailTo(live.smtp, 'leaver@example.test', "We're live in New Hampshire");
});

/** A header of the raw message, unfolded. */
const header = (m: CapturedMail, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(m.raw)?.[1]
    .replace(/\r?\n[ \t]+/g, '')
    .trim() ?? null;

const entries = (email: string) =>
  live.server.deps.db.select().from(businessWaitlists).where(eq(businessWaitlists.email, email));

/** What a mail client does with List-Unsubscribe-Post: a form POST, no Origin, no cookie. */
const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress() },
    body: 'List-Unsubscribe=One-Click',
  });

describe('waitlist email', () => {
  test('carries List-Unsubscribe (one-click POST) and a footer link to the unsubscribe page', () => {
    const target = header(mail, 'List-Unsubscribe');
    expect(target).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/waitlist\/unsubscribe\?token=[\w.%-]+>$/);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=/);
  });

  test('other emails carry no unsubscribe header', () => {
    const [signUp] = mailTo(live.smtp, op.email);
    expect(header(signUp, 'List-Unsubscribe')).toBeNull();
  });
});

describe('one-click unsubscribe', () => {
  test('a tampered, foreign or missing token is 400 and changes nothing', async () => {
    const url = header(mail, 'List-Unsubscribe')!.slice(1, -1);
    const token = new URL(url).searchParams.get('token')!;
    const before = await entries('leaver@example.test');
    const forged = unsubscribeToken('another-secret-entirely-32-characters', 'leaver@example.test');
    for (const bad of [`${token.slice(0, -2)}xx`, forged, 'not-a-token', `${token}.extra`]) {
      const res = await oneClick(
        `${live.server.origin}/api/waitlist/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(res.status, bad).toBe(400);
      expect((await res.json()).error.fields.token).toMatch(/not valid/);
    }
    const missing = await call(live.server, null, '/api/waitlist/unsubscribe', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(await entries('leaver@example.test')).toEqual(before);
  });

  test("a mail client's POST unsubscribes every entry of the address; again is fine", async () => {
    const url = header(mail, 'List-Unsubscribe')!.slice(1, -1);
    const res = await oneClick(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    const rows = await entries('leaver@example.test');
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.unsubscribedAt)).toBe(true);
    expect((await entries('stayer@example.test'))[0].unsubscribedAt).toBeNull();
    expect((await oneClick(url)).status).toBe(200);
    // A provider that sends its own Origin is not refused as cross-site: the token is the proof.
    const fromProvider = await fetch(url, {
      method: 'POST',
      headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(fromProvider.status).toBe(200);
  });

  test('an unsubscribed address is told about no other launch, and leaves the counts and the export', async () => {
    const maine = await (await call(live.server, op, '/api/admin/states/maine')).json();
    expect(maine.recipients.waitlist).toBe(0);
    expect(maine.state.waitlist).toBe(0);
    const csv = await (await call(live.server, op, '/api/admin/states/new-hampshire/waitlist.csv')).text();
    expect(csv).not.toContain('leaver@');
    expect(csv).toContain('stayer@');
    const launched = await (await post(live.server, op, '/api/admin/states/maine/launch')).json();
    expect(launched).toMatchObject({ changed: true, emailsQueued: 0 });
  });

  test('joining the waitlist again subscribes that entry again', async () => {
    const join = () =>
      call(live.server, null, '/api/waitlist', {
        method: 'POST',
        json: {
          email: 'Leaver@example.test',
          businessName: 'Back',
          ownerName: 'Lee',
          category: 'Soap',
          zipCode: '03301',
        },
      });
    // While New Hampshire is live there is nothing to wait for: 409, the entry stays unsubscribed.
    expect((await join()).status).toBe(409);
    const kept = (await entries('leaver@example.test')).find((r) => r.zipCode === '03301');
    expect(kept?.unsubscribedAt).not.toBeNull();
    await post(live.server, op, '/api/admin/states/new-hampshire/pause');
    expect((await join()).status).toBe(201);
    const rows = await live.server.deps.db
      .select()
      .from(businessWaitlists)
      .where(sql`lower(${businessWaitlists.email}) = 'leaver@example.test'`);
    expect(rows.find((r) => r.zipCode === '03301')?.unsubscribedAt).toBeNull();
    expect(rows.find((r) => r.zipCode === '04101')?.unsubscribedAt).not.toBeNull();
    // The entry keeps what was first typed: joining again is a yes, not an edit.
    expect(rows.find((r) => r.zipCode === '03301')?.businessName).toBe('Shop of leaver@example.test');
  });
});
