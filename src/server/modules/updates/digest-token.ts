// The digest's one-click unsubscribe token: the user id and an HMAC of it under a key derived from
// AUTH_SECRET. It does not expire (an old email's link must keep working); forging one needs the secret.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const keyFrom = (secret: string) => createHash('sha256').update(`digest-unsubscribe:${secret}`).digest();
const macOf = (secret: string, subject: string) =>
  createHmac('sha256', keyFrom(secret)).update(subject).digest('base64url');

/** `subject` is `u:<user id>` for an account's digest, `a:<alert id>` for an emailed alert. */
export function digestToken(secret: string, subject: string): string {
  return `${Buffer.from(subject, 'utf8').toString('base64url')}.${macOf(secret, subject)}`;
}

export function openDigestToken(secret: string, token: string): string | null {
  const [encoded, mac, extra] = token.split('.');
  if (!encoded || !mac || extra !== undefined || token.length > 300) return null;
  const subject = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(macOf(secret, subject));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return subject;
}
