// Maps every thrown error to the API's error shape; never leaks a stack trace. Logs carry error
// codes and constraint names, never a database error's message or query parameters (user text).
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { dbErrorFacts, errorLogFields, refusalFor } from './db-errors.ts';
import { ApiError, errorBody } from './errors.ts';

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    const retryAfter = err.extra?.retry_after;
    if (err.status === 429 && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    return c.json(errorBody(err.code, err.message, err.fields, err.extra), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'Request body is too large.' : err.message || 'Bad request.';
    return c.json(errorBody(status === 413 ? 'payload_too_large' : 'bad_request', message), status);
  }
  const log = c.get('log');
  if (isDatabaseUnavailable(err)) {
    log?.error({ err: errorLogFields(err) }, 'database unavailable');
    c.header('Retry-After', '5');
    return c.json(errorBody('unavailable', 'The service is briefly unavailable. Please try again.'), 503);
  }
  const facts = dbErrorFacts(err);
  const refusal = facts && refusalFor(facts);
  if (facts && refusal) {
    log?.warn({ db: facts }, 'database refused a value');
    return c.json(errorBody(refusal.code, refusal.message), refusal.status);
  }
  log?.error({ err: errorLogFields(err) }, 'unhandled error');
  return c.json(
    errorBody('internal', 'Something went wrong on our side.', undefined, { requestId: c.get('requestId') }),
    500,
  );
};
