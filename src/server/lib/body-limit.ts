// Request bodies the app answers without reading (a 401 or 404 decided from the path, a 413). The
// client may still be sending: a small body is read to its end first, so the client gets the answer
// and the connection stays usable. A larger one is not read: the answer closes the connection, since
// the server would discard the rest only for a short while, and a client that reused the socket for
// its next request would see that request reset instead of answered.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors.ts';

/** The largest unread body read to its end before answering (every JSON body and a small upload). */
export const DRAIN_MAX_BYTES = 1024 * 1024;

export const closeIfBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  if (!saysItHasBody(c) || c.req.raw.bodyUsed) return;
  const length = Number(c.req.header('content-length'));
  if (c.res.status !== 413 && length <= DRAIN_MAX_BYTES) {
    // A client that went away meanwhile has nothing left to send.
    const drained = await c.req.raw.arrayBuffer().then(
      () => true,
      () => false,
    );
    if (drained) return;
  }
  c.header('Connection', 'close');
};

/** Whether the request says it carries a body (HTTP/1.1 has one only with either header). */
const saysItHasBody = (c: Context) =>
  Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;

export const limitBody = (maxSize: number): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize,
    // Answered unread: closeIfBodyUnread closes the connection.
    onError: (c) => c.json(errorBody('payload_too_large', 'Request body is too large.'), 413),
  });
  // Hono's check reads the request's body stream, which makes @hono/node-server build a whole web
  // Request: a tenth of a small GET's cost, for the many requests that have no body.
  return (c, next) => (saysItHasBody(c) ? limit(c, next) : next());
};
