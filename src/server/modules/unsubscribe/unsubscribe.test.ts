// Leaving bulk mail from its link (issue 42 item 6): every bulk email (the roundup, with and without
// the alerts it held; an alert email of an address and of an account; the waitlist's launch news)
// carries a signed link to its unsubscribe page in its text and HTML bodies; the page says what
// stops and has one button, a plain form post that stops it; the List-Unsubscribe address opened in
// a browser lands on that page; a link that is not genuine gets a page saying so; RFC 8058's POST
// answers as before.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { areaAlerts, businessWaitlists, favorites, userDigests } from '../../db/schema/index.ts';
import { nextAddress } from '../../test/auth-helpers.ts';
import { createBusinessRow, createPostRow, createUserRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { mailParts } from '../../test/mail-parts.ts';
import type { CapturedMail } from '../../test/smtp-sink.ts';
import { allSent, operator, post, waitlisted } from '../operators/operator-test-kit.ts';
import { digestToken } from '../updates/digest-token.ts';
import { sendDigestsOnce } from '../updates/digests.ts';
import { unsubscribeToken } from '../waitlist/unsubscribe-token.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1', LAUNCH_MAILS_PER_MINUTE: '60000' });
const DAY = 24 * 60 * 60 * 1000;

/** Who gets which bulk email. */
const people = {
  /** The weekly roundup, which also holds news for their alert (`ud:`). */
  both: { email: '', id: '' },
  /** The daily roundup alone (`u:`). */
  roundup: { email: '', id: '' },
  /** An account's alert email, without a roundup (`ua:`). */
  account: { email: '', id: '' },
};
const ADDRESS = 'near.unsub@example.test';
const WAITING = 'waiting.unsub@example.test';

beforeAll(async () => {
  const db = live.server.deps.db;
  for (const [name, who] of Object.entries(people)) {
    const user = await createUserRow(db, `unsub${name}`);
    Object.assign(who, { id: user.id, email: `${user.username}@example.test` });
  }
  // Alerts heard nothing yet: the business published below is news to each.
  const since = new Date(Date.now() - DAY);
  await db.insert(areaAlerts).values([
    { userId: people.both.id, state: 'california', region: 'Los Angeles', confirmedAt: since },
    { userId: people.account.id, state: 'california', confirmedAt: since },
    { email: ADDRESS, state: 'california', confirmedAt: since },
  ]);
  const owner = await createUserRow(db, 'unsubowner');
  const shop = await createBusinessRow(db, owner.id, {
    businessUsername: 'unsub.shop',
    businessName: 'Lantern Lane',
  });
  await createPostRow(db, shop.businessId, { title: 'Lantern making evening' });
  for (const [who, frequency] of [
    [people.both, 'weekly'],
    [people.roundup, 'daily'],
  ] as const) {
    await db.insert(favorites).values({ userId: who.id, businessId: shop.businessId });
    await db.insert(userDigests).values({ userId: who.id, frequency });
  }
  expect((await sendDigestsOnce(live.server.deps))?.queued).toBe(4);

  await waitlisted(live.server, '03301', [WAITING]);
  const op = await operator(live.server, live.smtp, 'unsubop');
  expect((await post(live.server, op, '/api/admin/states/new-hampshire/launch')).status).toBe(200);
  await allSent(live.server, 'launch:');
});

/** The newest email to `to` (the outbox's worker delivers soon after the run). */
const mailTo = (to: string) =>
  vi.waitFor(
    () => {
      const found = live.smtp.messages.filter((m) => m.to.includes(to)).at(-1);
      if (!found) throw new Error(`no mail to ${to}`);
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );

const oneClickOf = (m: CapturedMail) =>
  /^List-Unsubscribe:\s*<([^>]+)>/im.exec(m.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';

/** The one unsubscribe page link of a body (text or HTML), the same in both. */
function pageLinks(m: CapturedMail, page: string) {
  const { text, html } = mailParts(m.raw);
  const inText = text.match(/https?:\/\/[^\s"<>]+/g)?.filter((l) => new URL(l).pathname === page) ?? [];
  const inHtml = [...html.matchAll(/href="([^"]+)"/g)]
    .map((h) => (h[1] as string).replace(/&amp;/g, '&'))
    .filter((l) => new URL(l).pathname === page);
  return { inText, inHtml };
}

/** A browser without script: a page GET, and its form's POST from that page. */
const open = (url: string) =>
  fetch(url, { redirect: 'manual', headers: { 'x-forwarded-for': nextAddress() } });
const submit = (action: string, token: string) =>
  fetch(new URL(action, live.server.origin), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: live.server.origin,
      'x-forwarded-for': nextAddress(),
    },
    body: new URLSearchParams({ token }).toString(),
  });

/** The page's form: where it posts and the token it sends. */
function formOf(html: string) {
  const form = /<form method="post" action="([^"]+)">[\s\S]*?<\/form>/.exec(html);
  if (!form) return null;
  const token = /<input type="hidden" name="token" value="([^"]+)">/.exec(form[0])?.[1] ?? '';
  return { action: (form[1] as string).replace(/&amp;/g, '&'), token: token.replace(/&amp;/g, '&') };
}
const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const digestOf = async (userId: string) =>
  (await live.server.deps.db.select().from(userDigests).where(eq(userDigests.userId, userId)))[0]?.frequency;
const alertsOf = async (match: (a: typeof areaAlerts.$inferSelect) => boolean) =>
  (await live.server.deps.db.select().from(areaAlerts)).filter(match).length;
const waitingEntries = async () =>
  (
    await live.server.deps.db.select().from(businessWaitlists).where(eq(businessWaitlists.email, WAITING))
  ).filter((r) => !r.unsubscribedAt).length;

/** Each kind of bulk mail: its page, its List-Unsubscribe address, and what its page says. */
const KINDS = {
  roundup: {
    page: '/roundup/unsubscribe',
    oneClick: '/api/digest/unsubscribe',
    heading: 'Stop your roundup emails?',
    done: 'You’re unsubscribed',
  },
  alerts: {
    page: '/alerts/unsubscribe',
    oneClick: '/api/alerts/unsubscribe',
    heading: 'Stop new business emails?',
    done: 'You won’t hear from us about new businesses',
  },
  waitlist: {
    page: '/unsubscribe',
    oneClick: '/api/waitlist/unsubscribe',
    heading: 'Unsubscribe from waitlist emails?',
    done: 'You’re unsubscribed',
  },
};

/** Each bulk email, to whom, what its page says it stops, and whether that is still sent. */
const cases = [
  {
    mail: 'the roundup that held alerts',
    to: () => people.both.email,
    ...KINDS.roundup,
    says: ['the weekly roundup of your favourites’ news', 'Los Angeles, California'],
    subscribed: async () =>
      (await digestOf(people.both.id)) !== 'off' || (await alertsOf((a) => a.userId === people.both.id)) > 0,
  },
  {
    mail: 'the roundup',
    to: () => people.roundup.email,
    ...KINDS.roundup,
    says: ['the daily roundup of your favourites’ news'],
    subscribed: async () => (await digestOf(people.roundup.id)) !== 'off',
  },
  {
    mail: 'an account’s alert email',
    to: () => people.account.email,
    ...KINDS.alerts,
    says: ['about new businesses in', 'California'],
    subscribed: async () => (await alertsOf((a) => a.userId === people.account.id)) > 0,
  },
  {
    mail: 'an address’s alert email',
    to: () => ADDRESS,
    ...KINDS.alerts,
    says: ['about new businesses in', 'California'],
    subscribed: async () => (await alertsOf((a) => a.email === ADDRESS)) > 0,
  },
  {
    mail: 'the waitlist’s launch email',
    to: () => WAITING,
    ...KINDS.waitlist,
    says: ['about the Locals Market waitlist'],
    subscribed: async () => (await waitingEntries()) > 0,
  },
];

describe.each(cases)('$mail', (c) => {
  test('its text and HTML bodies link its unsubscribe page, signed; its header address leads there too', async () => {
    const mail = await mailTo(c.to());
    const { inText, inHtml } = pageLinks(mail, c.page);
    expect(inText).toHaveLength(1);
    expect(inHtml).toHaveLength(1);
    expect(inHtml[0]).toBe(inText[0]);
    const link = new URL(inText[0] as string);
    expect(link.origin).toBe(live.server.origin);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+$/);
    // A person's click on the List-Unsubscribe address (a GET) lands on the same page.
    const header = new URL(oneClickOf(mail));
    expect(header.pathname).toBe(c.oneClick);
    const opened = await open(header.href);
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get('location') as string, live.server.origin).href).toBe(link.href);
  });

  test('the page says what stops and for whom; opening it stops nothing; its button does', async () => {
    const mail = await mailTo(c.to());
    const url = pageLinks(mail, c.page).inText[0] as string;
    const res = await open(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(headingOf(html)).toBe(c.heading);
    const words = textOf(html);
    expect(words).toContain(c.to());
    for (const said of c.says) expect(words).toContain(said);
    // No script anywhere: the button is a plain form.
    expect(html).not.toMatch(/<script/i);
    const form = formOf(html);
    expect(form).toMatchObject({ action: c.page, token: new URL(url).searchParams.get('token') });
    expect(await c.subscribed()).toBe(true);

    const done = await submit(form!.action, form!.token);
    expect(done.status).toBe(200);
    const confirmation = await done.text();
    expect(headingOf(confirmation)).toBe(c.done);
    expect(formOf(confirmation)).toBeNull();
    expect(await c.subscribed()).toBe(false);

    // Opened again, the link says there is nothing left to stop, with no button.
    const again = await (await open(url)).text();
    expect(headingOf(again)).toBe('You’re already unsubscribed');
    expect(formOf(again)).toBeNull();
  });
});

describe('a link that is not genuine', () => {
  const genuine = () => digestToken(live.server.deps.authSecret, `u:${people.roundup.id}`);
  const bad = () => [
    `${genuine().slice(0, -2)}xx`,
    digestToken('another-secret-entirely-32-characters', `u:${people.roundup.id}`),
    'not-a-token',
    // A genuine token of other mail: the waitlist's, and an alert email's on the roundup's page.
    unsubscribeToken(live.server.deps.authSecret, WAITING),
    digestToken(live.server.deps.authSecret, `ua:${people.roundup.id}`),
  ];

  test('gets a page saying so (400, HTML, no button), from the page and from the header address', async () => {
    for (const token of [...bad(), '']) {
      const res = await open(`${live.server.origin}/roundup/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(headingOf(html)).toBe('This link doesn’t work');
      expect(textOf(html)).toContain('Use the link from your most recent email');
      expect(formOf(html)).toBeNull();
    }
    const missing = await open(`${live.server.origin}/api/digest/unsubscribe`);
    expect(missing.headers.get('location')).toBe('/roundup/unsubscribe');
    expect((await open(new URL('/roundup/unsubscribe', live.server.origin).href)).status).toBe(400);
  });

  test('posted, changes nothing', async () => {
    await live.server.deps.db
      .update(userDigests)
      .set({ frequency: 'daily' })
      .where(eq(userDigests.userId, people.roundup.id));
    for (const token of bad()) {
      const res = await submit('/roundup/unsubscribe', token);
      expect(res.status, token).toBe(400);
      expect(headingOf(await res.text())).toBe('This link doesn’t work');
    }
    expect(await digestOf(people.roundup.id)).toBe('daily');
  });

  test('a page posted from another site is refused', async () => {
    const res = await fetch(`${live.server.origin}/roundup/unsubscribe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
        'x-forwarded-for': nextAddress(),
      },
      body: new URLSearchParams({ token: genuine() }).toString(),
    });
    expect(res.status).toBe(403);
    expect(await digestOf(people.roundup.id)).toBe('daily');
  });
});

describe('limits', () => {
  test('one address opening pages past 30 a minute gets a page saying to wait (429)', async () => {
    const address = nextAddress();
    const url = `${live.server.origin}/alerts/unsubscribe?token=x`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await fetch(url, { headers: { 'x-forwarded-for': address } })).status);
    expect(statuses).toEqual(Array(30).fill(400));
    const limited = await fetch(url, { headers: { 'x-forwarded-for': address } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(headingOf(await limited.text())).toBe('Too many tries');
  });
});

describe('RFC 8058 one-click', () => {
  test('a mail client’s POST to the header address still answers JSON and unsubscribes', async () => {
    const token = digestToken(live.server.deps.authSecret, `u:${people.roundup.id}`);
    const res = await fetch(
      `${live.server.origin}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress() },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    expect(await digestOf(people.roundup.id)).toBe('off');
  });
});
