// Maps every thrown error to the API's error shape; never leaks a stack trace. Logs carry error
// codes and constraint names, never a database error's message or query parameters (user text).
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import { dbErrorFacts, errorLogFields, refusalFor } from './db-errors.ts';
import { ApiError, errorBody } from './errors.ts';
import { type DatabaseAvailability, RETRY_AFTER_SECONDS, serviceUnavailable } from './unavailable.ts';

/** `database` tells an unexplained error apart from a database outage (503, not 500). */
export function onError(database: DatabaseAvailability): ErrorHandler<AppEnv> {
  return async (err, c) => {
    if (err instanceof ApiError) {
      const retryAfter = err.extra?.retry_after;
      if (err.status === 429 && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      if (err.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(errorBody(err.code, err.message, err.fields, err.extra), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 413 ? 'Request body is too large.' : err.message || 'Bad request.';
      return c.json(errorBody(status === 413 ? 'payload_too_large' : 'bad_request', message), status);
    }
    const log = c.get('log');
    // A value the database refused is the client's to fix (400/409), and proves the database is up.
    const facts = dbErrorFacts(err);
    const refusal = facts && refusalFor(facts);
    if (facts && refusal) {
      log?.warn({ db: facts }, 'database refused a value');
      return c.json(errorBody(refusal.code, refusal.message), refusal.status);
    }
    if (database.note(err) || (await database.isDown())) {
      log?.error({ err: errorLogFields(err) }, 'database unavailable');
      const unavailable = serviceUnavailable();
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(errorBody(unavailable.code, unavailable.message), 503);
    }
    log?.error({ err: errorLogFields(err) }, 'unhandled error');
    return c.json(
      errorBody('internal', 'Something went wrong on our side.', undefined, {
        requestId: c.get('requestId'),
      }),
      500,
    );
  };
}
