// What a sign-out attempt means for the user (docs/product.md §9.6): a missing session counts as success.

export type SignOutOutcome =
  | { kind: 'signed-out'; message: 'Signed out successfully' }
  | { kind: 'already-signed-out'; message: 'Signed out' }
  | { kind: 'failed'; message: string };

export interface SignOutAttempt {
  /** get-session answered null before signing out. */
  sessionMissing: boolean;
  /** The sign-out response status, or undefined when it was not called. */
  status?: number;
  errorMessage?: string;
}

export function signOutOutcome({ sessionMissing, status, errorMessage }: SignOutAttempt): SignOutOutcome {
  if (sessionMissing || status === 401) return { kind: 'already-signed-out', message: 'Signed out' };
  if (status !== undefined && status >= 200 && status < 300) {
    return { kind: 'signed-out', message: 'Signed out successfully' };
  }
  return { kind: 'failed', message: errorMessage || 'Failed to sign out' };
}
