// A database outage answers 503 with Retry-After (DESIGN §12), never 500. Most failed queries
// carry a connection error on-error.ts recognises; Better Auth wraps some in its own 500 and drops
// the cause (its session lookup does), so for an unexplained failure we ask the database itself.
import { isDatabaseUnavailable } from '../db/client.ts';
import { ApiError } from './errors.ts';

/** Short: service comes back within a second of the database, so clients should not wait long. */
export const RETRY_AFTER_SECONDS = 2;

export function serviceUnavailable() {
  return new ApiError(503, 'unavailable', 'The service is briefly unavailable. Please try again.');
}

/** True when the database does not answer a ping (bounded by the pool's connection timeout). */
export async function databaseIsDown(ping: () => Promise<void>): Promise<boolean> {
  try {
    await ping();
    return false;
  } catch (err) {
    return isDatabaseUnavailable(err);
  }
}
