// Request bodies the app answers without reading. An answer that leaves before the body was read
// (a 413, or a 401/404 decided from the path) closes the connection: the rest of the body may still
// be on its way, the server discards it only for a short while, and a client that reused the socket
// for its next request would see that request reset instead of answered.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors.ts';

export const closeIfBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  if (saysItHasBody(c) && !c.req.raw.bodyUsed) c.header('Connection', 'close');
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
