// A database outage answers 503 with Retry-After, never 500 (a 500 means a bug). Most failed queries
// carry a connection error on-error.ts recognises; Better Auth wraps some in its own 500 and drops
// the cause (its session lookup does), so an unexplained failure is checked against what we know
// of the database: a connection failure seen moments ago, or a ping that fails now.
import { isDatabaseUnavailable } from '../db/client.ts';
import { ApiError } from './errors.ts';

/** Short: service comes back within a second of the database, so clients should not wait long. */
export const RETRY_AFTER_SECONDS = 2;
/**
 * A failure this soon after a connection failure is put down to the outage. It also covers the
 * request whose query failed just before the database came back (its ping would then succeed).
 */
const RECENT_MS = 5_000;

export function serviceUnavailable() {
  return new ApiError(503, 'unavailable', 'The service is briefly unavailable. Please try again.');
}

export interface DatabaseAvailability {
  /** Remembers a connection failure; true when `err` is one. */
  note(err: unknown): boolean;
  /** True when a connection failed moments ago or the database does not answer a ping now. */
  isDown(): Promise<boolean>;
}

export function databaseAvailability(ping: () => Promise<void>): DatabaseAvailability {
  let lastFailure = Number.NEGATIVE_INFINITY;
  const note = (err: unknown) => {
    if (!isDatabaseUnavailable(err)) return false;
    lastFailure = performance.now();
    return true;
  };
  return {
    note,
    async isDown() {
      if (performance.now() - lastFailure < RECENT_MS) return true;
      try {
        await ping();
        return false;
      } catch (err) {
        return note(err);
      }
    },
  };
}
