// The address a confirmation email was just sent to, kept in sessionStorage so /confirm-email
// survives a reload, which navigation state alone would not (docs/product.md §9.2).

const KEY = 'locals.pending_signup';

export interface PendingSignup {
  email: string;
  /** Known after a sign-up in this tab; needed to change the address before confirming. */
  username?: string;
  /** When the last confirmation email was asked for (ms since epoch). */
  sentAt: number;
}

const isPending = (value: unknown): value is PendingSignup => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.email === 'string' &&
    typeof v.sentAt === 'number' &&
    (v.username === undefined || typeof v.username === 'string')
  );
};

export function readPendingSignup(): PendingSignup | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPending(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function savePendingSignup(pending: PendingSignup) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage unavailable (private mode): navigation state still carries the address.
  }
}

/** Navigation state /auth passes to /confirm-email. */
export interface ConfirmEmailState {
  email: string;
  username?: string;
}

export function readConfirmEmailState(state: unknown): ConfirmEmailState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, username } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email) return null;
  return { email, username: typeof username === 'string' ? username : undefined };
}
