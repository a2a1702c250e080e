// The sealed cookie a sign-up leaves in the browser that made it (docs/decisions/007). It lets that
// browser, and only it, correct the address before confirming. Sealed (AES-256-GCM), not just
// signed: whether an account was really created is nobody's business, not even the holder's.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const PENDING_SIGNUP_COOKIE = 'lm_pending_signup';
export const PENDING_SIGNUP_TTL_SECONDS = 24 * 60 * 60;

export interface PendingSignup {
  username: string;
  /** The account this sign-up created, or null when none was (the address already had one). */
  userId: string | null;
  expiresAt: number;
}

const keyFrom = (secret: string) => createHash('sha256').update(`pending-signup:${secret}`).digest();

export function sealPendingSignup(
  secret: string,
  pending: Omit<PendingSignup, 'expiresAt'>,
  now = Date.now(),
) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const payload: PendingSignup = { ...pending, expiresAt: now + PENDING_SIGNUP_TTL_SECONDS * 1000 };
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openPendingSignup(secret: string, sealed: string | undefined, now = Date.now()) {
  if (!sealed || sealed.length > 1024) return null;
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const pending = JSON.parse(json) as PendingSignup;
    return pending.expiresAt > now && typeof pending.username === 'string' ? pending : null;
  } catch {
    return null;
  }
}
