import { describe, expect, it } from 'vitest';
import { signOutOutcome } from './sign-out-outcome.ts';

describe('signOutOutcome (docs/product.md §9.6)', () => {
  it('a successful sign-out says "Signed out successfully"', () => {
    expect(signOutOutcome({ sessionMissing: false, status: 200 })).toEqual({
      kind: 'signed-out',
      message: 'Signed out successfully',
    });
  });

  it('a session that was already missing is a success that says "Signed out"', () => {
    expect(signOutOutcome({ sessionMissing: true })).toEqual({
      kind: 'already-signed-out',
      message: 'Signed out',
    });
    expect(signOutOutcome({ sessionMissing: false, status: 401, errorMessage: 'Unauthorized' })).toEqual({
      kind: 'already-signed-out',
      message: 'Signed out',
    });
  });

  it('any other failure shows its message (or a fallback)', () => {
    expect(signOutOutcome({ sessionMissing: false, status: 500, errorMessage: 'Database down' })).toEqual({
      kind: 'failed',
      message: 'Database down',
    });
    expect(signOutOutcome({ sessionMissing: false })).toEqual({
      kind: 'failed',
      message: 'Failed to sign out',
    });
  });
});
