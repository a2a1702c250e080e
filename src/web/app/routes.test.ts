// The server renderer decides "drawn in the browser" from the matches of its route query
// (entry-server.tsx), after that query ran: so no route the browser draws may bring a loader or an
// action, or the server would run it for owner and console pages. Two exceptions: the session
// guard's loader (on the server it only answers a visitor without a session with a redirect) and
// the owner pages the server draws for their visitor (docs/decisions/036), which are not counted.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireSessionLoader } from '../components/layouts/require-session.tsx';
import { drawnInBrowser, routes } from './routes.tsx';

/** Every route under a drawn-in-browser handle, each with what its lazy module brings. */
async function browserDrawn(list: RouteObject[], inside = false): Promise<[string, RouteObject][]> {
  const found: [string, RouteObject][] = [];
  for (const route of list) {
    const onServer = (route.handle as { drawnOnServer?: boolean } | undefined)?.drawnOnServer;
    const here =
      !onServer && (inside || drawnInBrowser([{ route, params: {}, pathname: '', pathnameBase: '' }]));
    if (here) {
      const lazy = typeof route.lazy === 'function' ? await route.lazy() : {};
      found.push([route.path ?? route.id ?? '(layout)', { ...route, ...lazy } as RouteObject]);
    }
    if (route.children) found.push(...(await browserDrawn(route.children, here)));
  }
  return found;
}

describe('routes the browser draws', () => {
  it('bring no loader or action (the server never runs them)', async () => {
    const drawn = await browserDrawn(routes);
    expect(drawn.length).toBeGreaterThan(10);
    const withData = drawn
      .filter(([, r]) => (r.loader && r.loader !== requireSessionLoader) || r.action)
      .map(([path]) => path);
    expect(withData).toEqual([]);
  }, 60_000);
});
