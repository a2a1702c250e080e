// Which declared endpoint a request is for, by method and path (as Hono routes it: a static
// segment wins over a parameter, so '/api/businesses/recent' is not '/api/businesses/:id').
import type { Endpoint } from './endpoint.ts';

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

export function matchEndpoint<E extends Endpoint>(
  endpoints: readonly E[],
  method: string,
  pathname: string,
): E | undefined {
  const found = endpoints.filter((e) => e.method === method.toUpperCase() && pattern(e.path).test(pathname));
  const params = (e: E) => e.path.split('/').filter((s) => s.startsWith(':')).length;
  return found.sort((a, b) => params(a) - params(b))[0];
}
