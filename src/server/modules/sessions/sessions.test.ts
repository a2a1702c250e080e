// Signed-in devices (issue 27 item 4): the list names browser and system and never an address or
// a token, marks the current session, and signs out one device or all the others; someone else's
// session id is not found and stays signed in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { cookieFrom, nextAddress, PASSWORD, signUpVerified } from '../../test/auth-helpers.ts';
import { startServerWithMail, type TestServer } from '../../test/harness.ts';

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let server: TestServer;
let close: () => Promise<void>;
let laptop: string;
let phone: string;
let office: string;
let dev: string;

async function signIn(username: string, userAgent: string, address: string) {
  const res = await server.fetch('/api/auth/sign-in/username', {
    method: 'POST',
    json: { username, password: PASSWORD },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}
const get = (path: string, cookie?: string) => server.fetch(path, { headers: cookie ? { cookie } : {} });
const list = async (cookie: string) => {
  const res = await get('/api/me/sessions', cookie);
  expect(res.status).toBe(200);
  return (await res.json()).sessions as { id: string; browser: string; os: string; current: boolean }[];
};

beforeAll(async () => {
  let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp'];
  ({ server, smtp, close } = await startServerWithMail({ TRUST_PROXY: '1' }));
  await signUpVerified(server, smtp, 'carla');
  dev = (await signUpVerified(server, smtp, 'dev')).cookie;
  laptop = await signIn('carla', MAC_CHROME, '198.51.100.10');
  phone = await signIn('carla', IPHONE_SAFARI, '198.51.100.11');
  office = await signIn('carla', WINDOWS_FIREFOX, '198.51.100.12');
}, 180_000);
afterAll(() => close?.());

describe('the devices list', () => {
  test('signed out is 401', async () => {
    expect((await get('/api/me/sessions')).status).toBe(401);
    expect((await server.fetch('/api/me/sessions/sign-out-others', { method: 'POST' })).status).toBe(401);
    expect((await server.fetch('/api/me/sessions/anything', { method: 'DELETE' })).status).toBe(401);
  });

  test('browser and system from the user agent, the current one first and marked; no address, no token', async () => {
    const res = await get('/api/me/sessions', phone);
    const text = await res.text();
    const devices = JSON.parse(text).sessions;
    expect(devices[0]).toMatchObject({ browser: 'Safari', os: 'iOS', current: true });
    expect(devices.filter((d: { current: boolean }) => d.current)).toHaveLength(1);
    const names = devices.map((d: { browser: string; os: string }) => `${d.browser} on ${d.os}`).sort();
    expect(names).toEqual([
      'Chrome on macOS',
      'Firefox on Windows',
      'Safari on iOS',
      'Unknown browser on Unknown system',
    ]);
    for (const device of devices)
      expect(Object.keys(device).sort()).toEqual([
        'browser',
        'current',
        'id',
        'lastSeenAt',
        'os',
        'signedInAt',
      ]);
    for (const secret of ['198.51.100.', decodeURIComponent(phone.split('=')[1]).split('.')[0]])
      expect(text, secret).not.toContain(secret);
  });

  test('last seen moves when a device that was quiet for a while is used again', async () => {
    const [row] = await server.deps.db.select().from(sessions).where(eq(sessions.userAgent, WINDOWS_FIREFOX));
    const hourAgo = new Date(Date.now() - 3_600_000);
    await server.deps.db.update(sessions).set({ updatedAt: hourAgo }).where(eq(sessions.id, row.id));
    const quiet = (await list(laptop)).find((d) => d.id === row.id) as unknown as { lastSeenAt: string };
    expect(Date.parse(quiet.lastSeenAt)).toBe(hourAgo.getTime());
    expect((await get('/api/me', office)).status).toBe(200);
    const seen = (await list(laptop)).find((d) => d.id === row.id) as unknown as { lastSeenAt: string };
    expect(Date.now() - Date.parse(seen.lastSeenAt)).toBeLessThan(60_000);
  });
});

describe('signing devices out', () => {
  test("another person's session id is not found, and that session stays signed in", async () => {
    const phoneId = (await list(phone)).find((d) => d.current)!.id;
    const res = await server.fetch(`/api/me/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: { cookie: dev, 'x-forwarded-for': nextAddress() },
    });
    expect(res.status).toBe(404);
    expect((await get('/api/me', phone)).status).toBe(200);
    expect(
      (await server.fetch('/api/me/sessions/no-such-session', { method: 'DELETE', headers: { cookie: dev } }))
        .status,
    ).toBe(404);
    // Signing out "the others" as someone else touches only their own sessions.
    const others = await server.fetch('/api/me/sessions/sign-out-others', {
      method: 'POST',
      headers: { cookie: dev },
    });
    expect(await others.json()).toEqual({ signedOut: 0 });
    expect((await list(laptop)).length).toBe(4);
  });

  test('signing out one device ends that session at its next request', async () => {
    const phoneId = (await list(laptop)).find((d) => d.browser === 'Safari')!.id;
    const res = await server.fetch(`/api/me/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: { cookie: laptop },
    });
    expect(await res.json()).toEqual({ signedOut: 1 });
    expect((await get('/api/me', phone)).status).toBe(401);
    expect((await get('/api/me', laptop)).status).toBe(200);
    const again = await server.fetch(`/api/me/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: { cookie: laptop },
    });
    expect(again.status).toBe(404);
  });

  test('signing out all other devices keeps only this one', async () => {
    const res = await server.fetch('/api/me/sessions/sign-out-others', {
      method: 'POST',
      headers: { cookie: laptop },
    });
    expect(await res.json()).toEqual({ signedOut: 2 });
    expect((await get('/api/me', office)).status).toBe(401);
    const left = await list(laptop);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ browser: 'Chrome', os: 'macOS', current: true });
    // The other person was not signed out.
    expect((await get('/api/me', dev)).status).toBe(200);
  });
});
