// One rule for every screen (docs/product.md §17): the server's message first.
import { ApiError } from './api.ts';

/** The server's own message for a failed call, else `fallback` (docs/product.md §17: "server message first"). */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const fromServer = !err.code.startsWith('http_') && err.code !== 'bad_response';
    return fromServer && err.message ? err.message : fallback;
  }
  return fallback;
}
