// The server renderer's API calls run through the app in the same process (pages.routes.ts). What
// only a request from the network needs (its timing on /metrics, its socket, its compression and
// the browser's security headers) is the page's own request's to pay, not each of its API calls'.
// Requests are marked by identity, so no client can claim to be one.
import type { MiddlewareHandler } from 'hono';

const inProcess = new WeakSet<Request>();

/** `request`, marked as an API call the app makes to itself. */
export function markInProcess(request: Request): Request {
  inProcess.add(request);
  return request;
}

/** `middleware` for requests from the network; an in-process call goes straight on. */
export const fromNetworkOnly =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    inProcess.has(c.req.raw) ? next() : middleware(c, next);
