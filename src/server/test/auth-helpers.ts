// Small helpers for driving Better Auth through HTTP in tests.
import type { TestServer } from './harness.ts';
import type { startSmtpSink } from './smtp-sink.ts';

export const PASSWORD = 'Tomato#2024';

/** Turns Set-Cookie headers into a Cookie header value. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

let address = 0;
/** A client address of its own per call (used when the server trusts X-Forwarded-For). */
export const nextAddress = () => `10.250.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

export async function signUp(server: TestServer, username: string, email = `${username}@example.test`) {
  return server.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, username, password: PASSWORD },
    headers: { 'x-forwarded-for': nextAddress() },
  });
}

/** Signs up, follows the emailed confirmation link and returns the session cookie. */
export async function signUpVerified(
  server: TestServer,
  smtp: Awaited<ReturnType<typeof startSmtpSink>>,
  username: string,
): Promise<{ cookie: string; email: string }> {
  const email = `${username}@example.test`;
  const res = await signUp(server, username, email);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const link = await smtp.linkFor(email, '/api/auth/verify-email');
  const verified = await fetch(link, { redirect: 'manual' });
  return { cookie: cookieFrom(verified), email };
}

export async function sessionOf(server: TestServer, cookie: string) {
  const res = await server.fetch('/api/auth/get-session', { headers: { cookie } });
  return (await res.json()) as { user: { id: string; email: string; username: string } } | null;
}
