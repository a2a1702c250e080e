// The waitlist's one-click unsubscribe token: the address and an HMAC of it under a key derived
// from AUTH_SECRET. It does not expire (an old email's link must keep working) and says nothing
// an attacker could use: forging one needs the secret.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const keyFrom = (secret: string) => createHash('sha256').update(`waitlist-unsubscribe:${secret}`).digest();
const macOf = (secret: string, email: string) =>
  createHmac('sha256', keyFrom(secret)).update(email).digest('base64url');

export function unsubscribeToken(secret: string, email: string): string {
  const address = email.toLowerCase();
  return `${Buffer.from(address, 'utf8').toString('base64url')}.${macOf(secret, address)}`;
}

/** The address a genuine token names, or null (tampered, truncated or not a token). */
export function openUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, mac, extra] = token.split('.');
  if (!encoded || !mac || extra !== undefined || token.length > 600) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(macOf(secret, email));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return email;
}
