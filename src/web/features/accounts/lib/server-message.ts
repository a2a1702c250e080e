// Show the server's message when it sent one, else the screen's own fallback (docs/product.md §17).
import { ApiError } from '../../../lib/api.ts';

export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const generic = err.code.startsWith('http_') || err.code === 'bad_response';
    return generic ? fallback : err.message;
  }
  return fallback;
}
