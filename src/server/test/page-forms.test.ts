// Public pages' forms posted as plain HTML forms (docs/decisions/017-forms-without-script.md),
// through HTTP with a real web build: bad input answers 4xx in the page with the field messages and
// changes nothing; good input does what the script would (a session cookie, a redirect, a row).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitlistStateLiveMessage } from '#shared/schemas/waitlist.ts';
import { buildWeb } from '../../../scripts/tasks/web-build.ts';
import { users } from '../db/schema/auth.ts';
import { businessWaitlists, favorites } from '../db/schema/business.ts';
import { postReports } from '../db/schema/follow.ts';
import { businessReports } from '../db/schema/operator.ts';
import { businessRecommendations } from '../db/schema/recommendations.ts';
import { nextAddress, PASSWORD, signUpVerified } from './auth-helpers.ts';
import { createBusinessRow, createPostRow } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let email: string;
let ownerCookie: string;

beforeAll(async () => {
  const webRoot = join(await mkdtemp(join(tmpdir(), 'locals-forms-')), 'dist');
  expect(buildWeb(new URL('../../..', import.meta.url).pathname, webRoot)).toBe(0);
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: '1' }, { webRoot });
  ({ email, cookie: ownerCookie } = await signUpVerified(server, smtp, 'formsowner'));
  const session = await (await server.fetch('/api/auth/get-session', { headers: {} })).json();
  expect(session).toBeNull();
}, 180_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A form as a browser without script sends it (with a session's cookie, if given). */
const post = (path: string, fields: Record<string, string>, cookie = '') =>
  server.fetch(path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': nextAddress(),
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const rows = async (
  table: typeof users | typeof businessWaitlists | typeof businessReports | typeof postReports,
) => (await server.deps.db.select({ n: count() }).from(table))[0]!.n;

/** The sign-up form as a browser without script posts it. */
const signUpForm = (email: string, username: string, password = PASSWORD, confirmPassword = password) =>
  post('/auth?mode=signup', { email, username, password, confirmPassword });

describe('sign-in pages', () => {
  test('a sign-up with mistakes: 400, every message, what was typed but never the password', async () => {
    const before = await rows(users);
    const res = await signUpForm('not-an-email', 'Ab', 'Secret#12345', 'Other#12345');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Must be a valid email address.');
    expect(html).toContain('Username must be 3-20 characters long.');
    expect(html).toContain('Passwords do not match');
    expect(html).toContain('value="not-an-email"');
    // The username is lowercased as the field would have done.
    expect(html).toContain('value="ab"');
    expect(html).not.toContain('Secret#12345');
    expect(html).not.toContain('Other#12345');
    expect(await rows(users)).toBe(before);
  });

  test('a sign-up with a taken username is the API’s message, in the page', async () => {
    const before = await rows(users);
    const res = await signUpForm('someone-new@example.test', 'formsowner');
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('Username already exists');
    expect(await rows(users)).toBe(before);
  });

  test('a good sign-up goes to /confirm-email and the confirmation email leaves', async () => {
    const res = await signUpForm('plainform@example.test', 'PlainForm');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/confirm-email');
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, 'plainform@example.test'));
    expect(user?.username).toBe('plainform');
    expect(await smtp.linkFor('plainform@example.test', '/api/auth/verify-email')).toBeTruthy();
  });

  test('a wrong password: 401 in the page, the identifier kept, no session', async () => {
    const res = await post('/auth?mode=login', { identifier: 'formsowner', password: 'Wrong#12345' });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain('value="formsowner"');
    expect(html).not.toContain('Wrong#12345');
    expect(html).toMatch(/role="alert"/);
  });

  test('an empty form: 400 with the required messages', async () => {
    const res = await post('/auth?mode=login', { identifier: '', password: '' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This field is required.');
  });

  test('signing in by username or email sets the session and goes where ?redirect= says', async () => {
    const byName = await post('/auth?mode=login&redirect=%2Fbusiness%2Fsomewhere', {
      identifier: 'FormsOwner',
      password: PASSWORD,
    });
    expect(byName.status).toBe(302);
    expect(byName.headers.get('location')).toBe('/business/somewhere');
    expect(byName.headers.getSetCookie().join()).toContain('session_token=');

    const byEmail = await post('/auth?mode=login&redirect=%2F%2Fevil.example', {
      identifier: email,
      password: PASSWORD,
    });
    expect(byEmail.status).toBe(302);
    // Never another site: the default, as the script does.
    expect(byEmail.headers.get('location')).toBe('/profile');
  });

  test('a form from another site is refused before anything happens', async () => {
    // server.fetch says it comes from the app's origin; this one says where it really comes from.
    const res = await fetch(`${server.origin}/auth?mode=login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ identifier: 'formsowner', password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  test('a login link: a bad address answers 400; a good one says the link is on its way', async () => {
    const bad = await post('/login-link', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Must be a valid email address.');
    const good = await post('/login-link', { email });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('a login link is on its way');
    expect(await smtp.linkFor(email, '/api/auth/magic-link/verify')).toBeTruthy();
  });

  test('a reset with a token that does not work: 400, the page says so, the token never in an address', async () => {
    const res = await post('/reset-password', {
      token: 'not-a-token',
      password: 'Fresh#12345',
      confirmPassword: 'Fresh#12345',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('This reset link doesn’t work anymore');
    expect(html).not.toContain('Fresh#12345');
  });
});

describe('waitlist and reports', () => {
  const joinWaitlist = (email: string, zipCode: string) =>
    post('/waitlist', {
      email,
      businessName: 'Juniper Thread Co.',
      ownerName: 'June Park',
      category: 'Yarn',
      zipCode,
    });

  test('the waitlist: mistakes answer 400 and store nothing; a good form stores one row', async () => {
    const before = await rows(businessWaitlists);
    const bad = await post('/waitlist', { email: 'x', businessName: 'Juniper', zipCode: '80a2' });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Must be a valid email address.');
    expect(html).toContain('Owner name is required.');
    expect(html).toContain('Must be a valid ZIP code.');
    expect(html).toContain('value="Juniper"');
    expect(await rows(businessWaitlists)).toBe(before);

    const good = await joinWaitlist('june@example.test', '80202');
    expect(good.status).toBe(302);
    expect(good.headers.get('location')).toBe('/waitlist/confirm?zip=80202');
    expect(await rows(businessWaitlists)).toBe(before + 1);
    // The confirmation names the place, as the script's page does.
    const confirm = await (await server.fetch('/waitlist/confirm?zip=80202')).text();
    expect(confirm).toContain('You&#x27;ve planted your roots in Denver, Colorado</h1>');
  });

  test('the waitlist in a live state: 409 in the page with the message and the way to list, nothing stored', async () => {
    const before = await rows(businessWaitlists);
    const res = await joinWaitlist('mission@example.test', '94103');
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain(waitlistStateLiveMessage('California'));
    expect(html).toMatch(/<a[^>]*href="\/auth\?mode=signup"[^>]*>List your business/);
    expect(html).toContain('value="Juniper Thread Co."');
    expect(await rows(businessWaitlists)).toBe(before);
  });

  test('a report: no reason answers 400 and stores nothing; a reason stores the report', async () => {
    const [owner] = await server.deps.db.select().from(users).where(eq(users.email, email));
    await createBusinessRow(server.deps.db, owner!.id, { businessUsername: 'reported.shop' });
    const before = await rows(businessReports);
    const bad = await post('/business/reported.shop/report', { details: 'Closed for good.' });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Choose a reason.');
    expect(html).toContain('Closed for good.');
    expect(await rows(businessReports)).toBe(before);

    const good = await post('/business/reported.shop/report', { reason: 'permanently_closed' });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('Thank you for telling us');
    expect(await rows(businessReports)).toBe(before + 1);
    const missing = await post('/business/no.such.shop/report', { reason: 'other' });
    expect(missing.status).toBe(404);
    expect(await rows(businessReports)).toBe(before + 1);
  });

  test('a post reported through ?post=: named on the page, refused without a reason, then stored', async () => {
    const [owner] = await server.deps.db.select().from(users).where(eq(users.email, email));
    const business = await createBusinessRow(server.deps.db, owner!.id, { businessUsername: 'posting.shop' });
    const postRow = await createPostRow(server.deps.db, business.businessId, { title: 'Seconds sale' });
    const page = await server.fetch(`/business/posting.shop/report?post=${postRow!.id}`);
    expect(page.status).toBe(200);
    const shown = await page.text();
    expect(shown).toContain('Report this post');
    expect(shown).toContain('What is wrong with “Seconds sale”?');
    const before = await rows(postReports);
    const bad = await post(`/business/posting.shop/report?post=${postRow!.id}`, { details: 'Not a sale.' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Choose a reason.');
    expect(await rows(postReports)).toBe(before);
    const good = await post(`/business/posting.shop/report?post=${postRow!.id}`, { reason: 'other' });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('The marketplace team will look at “Seconds sale”.');
    expect(await rows(postReports)).toBe(before + 1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const gone = await post(`/business/posting.shop/report?post=${unknown}`, { reason: 'other' });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Post not found.');
    expect(await rows(postReports)).toBe(before + 1);
  });

  test('owner pages take no posted form, and a page without a form answers 405', async () => {
    expect((await post('/dashboard', { a: 'b' })).status).toBe(404);
    expect((await post('/about', { a: 'b' })).status).toBe(405);
  });
});

// What the server sends is the page (docs/decisions/036-server-html-is-final.md).
describe('server HTML is final', () => {
  let fan: { cookie: string; email: string };
  let fanId: string;
  beforeAll(async () => {
    const [owner] = await server.deps.db.select().from(users).where(eq(users.email, email));
    await createBusinessRow(server.deps.db, owner!.id, { businessUsername: 'liked.shop' });
    fan = await signUpVerified(server, smtp, 'formsfan');
    const [row] = await server.deps.db.select().from(users).where(eq(users.email, fan.email));
    fanId = row!.id;
  });
  const fanFavorites = async () =>
    (await server.deps.db.select().from(favorites).where(eq(favorites.userId, fanId))).length;
  const get = (path: string, cookie = '') =>
    server.fetch(path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  test('a sign-in with a wrong password and a favourite asked for: 401 in the page, nothing saved', async () => {
    const res = await post('/auth?mode=login&redirect=%2Fbusiness%2Fliked.shop%3Fthen%3Dfavorite', {
      identifier: 'formsfan',
      password: 'Wrong#12345',
    });
    expect(res.status).toBe(401);
    expect(await fanFavorites()).toBe(0);
  });

  test('a favourite asked for on another site, or with an unknown intent, is not done', async () => {
    const away = await post(
      '/auth?mode=login&redirect=%2F%2Fevil.example%2Fbusiness%2Fliked.shop%3Fthen%3Dfavorite',
      {
        identifier: 'formsfan',
        password: PASSWORD,
      },
    );
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('/profile');
    const other = await post('/auth?mode=login&redirect=%2Fbusiness%2Fliked.shop%3Fthen%3Ddelete', {
      identifier: 'formsfan',
      password: PASSWORD,
    });
    expect(other.headers.get('location')).toBe('/business/liked.shop?then=delete');
    expect(await fanFavorites()).toBe(0);
  });

  test('a favourite asked for before signing in is saved by the sign-in, which returns without the intent', async () => {
    const res = await post('/auth?mode=login&redirect=%2Fbusiness%2Fliked.shop%3Fthen%3Dfavorite', {
      identifier: 'formsfan',
      password: PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/business/liked.shop');
    expect(await fanFavorites()).toBe(1);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await get('/business/liked.shop', cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Remove from Favorite');
    // Asked again: still one favourite.
    await post('/auth?mode=login&redirect=%2Fbusiness%2Fliked.shop%3Fthen%3Dfavorite', {
      identifier: 'formsfan',
      password: PASSWORD,
    });
    expect(await fanFavorites()).toBe(1);
  });

  test('the favourite form: signed out it asks to log in, a bad choice is 400, signed in it saves and comes back (303)', async () => {
    const send = (fields: Record<string, string>, cookie = '') =>
      post('/business/liked.shop', fields, cookie);
    const before = await fanFavorites();
    const signedOut = await send({ favorite: 'add' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(
      '/auth?mode=login&redirect=%2Fbusiness%2Fliked.shop%3Fthen%3Dfavorite',
    );
    expect((await send({ favorite: 'maybe' }, fan.cookie)).status).toBe(400);
    expect(await fanFavorites()).toBe(before);
    const removed = await send({ favorite: 'remove' }, fan.cookie);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/business/liked.shop');
    expect(await fanFavorites()).toBe(0);
    expect((await send({ favorite: 'add' }, fan.cookie)).status).toBe(303);
    expect(await fanFavorites()).toBe(1);
    const missing = await post('/business/no.such.shop', { favorite: 'add' }, fan.cookie);
    expect(missing.status).toBe(404);
    expect(await fanFavorites()).toBe(1);
  });

  test('signed in, /auth is a redirect and /dashboard is drawn for the visitor; signed out, a redirect to log in', async () => {
    const toProfile = await get('/auth?mode=login', fan.cookie);
    expect(toProfile.status).toBe(302);
    expect(toProfile.headers.get('location')).toBe('/profile');
    const dashboard = await get('/dashboard', fan.cookie);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Welcome back formsfan!');
    const signedOut = await get('/dashboard');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/auth?mode=login&redirect=%2Fdashboard');
  });

  test('the recommend forms: refused in the page for a new account, then recommend, edit and withdraw, each back to the page (303)', async () => {
    const send = (fields: Record<string, string>, cookie = fan.cookie) =>
      post('/business/liked.shop', fields, cookie);
    const mine = async () =>
      server.deps.db.select().from(businessRecommendations).where(eq(businessRecommendations.userId, fanId));
    // A day-old account may not recommend yet: the page says why, nothing is saved.
    const young = await send({ recommend: 'save', note: 'Lovely mugs' });
    expect(young.status).toBe(403);
    expect(await young.text()).toContain('Lovely mugs');
    expect(await mine()).toHaveLength(0);
    await server.deps.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, fanId));
    // Signed out: to log in and back; a bad choice or a note too long: 400, nothing saved.
    const signedOut = await send({ recommend: 'save', note: '' }, '');
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/auth?mode=login&redirect=%2Fbusiness%2Fliked.shop');
    expect((await send({ recommend: 'maybe' })).status).toBe(400);
    const long = await send({ recommend: 'save', note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Your note must be at most 500 characters.');
    expect(await mine()).toHaveLength(0);

    const saved = await send({ recommend: 'save', note: 'Lovely mugs' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/business/liked.shop#recommend');
    expect((await mine()).map((r) => r.note)).toEqual(['Lovely mugs']);
    const page = await (await get('/business/liked.shop', fan.cookie)).text();
    expect(page).toContain('You recommend this business');
    expect(page).toContain('Edit note');
    const editing = await (await get('/business/liked.shop?recommend=edit', fan.cookie)).text();
    expect(editing).toContain('Save note');
    expect(editing).toContain('>Lovely mugs</textarea>');
    expect((await send({ recommend: 'save', note: 'Lovelier mugs' })).status).toBe(303);
    expect((await mine()).map((r) => r.note)).toEqual(['Lovelier mugs']);
    expect((await send({ recommend: 'withdraw' })).status).toBe(303);
    expect(await mine()).toHaveLength(0);
  });

  test("the owner's answer form: a link opens it, an empty answer is 400 in the page, then posted once (303 to the note)", async () => {
    expect(
      (await post('/business/liked.shop', { recommend: 'save', note: 'Come back soon' }, fan.cookie)).status,
    ).toBe(303);
    const [note] = await server.deps.db
      .select()
      .from(businessRecommendations)
      .where(eq(businessRecommendations.userId, fanId));
    const opened = await (await get(`/business/liked.shop?answer=${note!.id}`, ownerCookie)).text();
    expect(opened).toContain('Post answer');
    const answer = (text: string, cookie = ownerCookie) =>
      post('/business/liked.shop', { noteId: note!.id, text }, cookie);
    const empty = await answer('   ');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Write your answer.');
    // Not the owner: refused, nothing stored.
    expect((await answer('Not mine to answer', fan.cookie)).status).toBe(403);
    const reads = async () =>
      (await (await server.fetch('/api/businesses/by-username/liked.shop/recommendations')).json()) as {
        items: { id: string; reply: { text: string } | null }[];
      };
    expect((await reads()).items.find((n) => n.id === note!.id)?.reply).toBeNull();
    const posted = await answer('Thank you!');
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/business/liked.shop#note-${note!.id}`);
    expect((await reads()).items.find((n) => n.id === note!.id)?.reply?.text).toBe('Thank you!');
    // Once: a second answer is refused in the page.
    expect((await answer('Again')).status).toBe(409);
  });

  test('an unknown business answers 404 with "Business not found", never a loading skeleton', async () => {
    const res = await get('/business/no.such.shop');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Business not found');
    expect(html).not.toContain('Loading business');
    expect(html).not.toContain('aria-busy="true"');
  });
});
