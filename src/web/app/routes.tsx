// The app's routes (react-router data mode), used by the browser router and the server renderer. Every route is lazy so each page is its own chunk and
// public pages load only what they show (page budgets: docs/product.md §20). A route module brings
// its `Component`, and the `loader` that fills the query cache with what it reads and the `action`
// its forms post to (docs/decisions/021-routes-own-their-data.md).
import type { RouteMatch, RouteObject } from 'react-router';
import { RouteError } from './route-error.tsx';
import { accountsPublicRoutes, accountsSessionRoutes } from './routes/accounts-routes.ts';
import { dashboardSessionRoutes } from './routes/dashboard-routes.ts';
import { type DRAWN_ON_SERVER, ISLANDS_PAGE, type IslandsHandle } from './routes/drawn-on-server.ts';
import { marketplacePublicRoutes } from './routes/marketplace-routes.ts';
import { onboardingSessionRoutes } from './routes/onboarding-routes.ts';
import { operatorRoutes } from './routes/operator-routes.ts';

/**
 * Owner pages need a session and the console an operator: they show nothing a crawler or a first
 * visit needs, so the server sends the page the browser draws (src/server/ssr/pages.routes.ts).
 */
const DRAWN_IN_BROWSER = { drawnInBrowser: true } as const;

type PageHandle = Partial<typeof DRAWN_IN_BROWSER & typeof DRAWN_ON_SERVER & IslandsHandle> | undefined;

/** A public page that is islands for a visitor without a session (docs/decisions/041-islands.md). */
export const islandsPage = (matches: RouteMatch[], url: URL) =>
  matches.some((m) => (m.route.handle as PageHandle)?.islands?.(url.searchParams));

/**
 * Whether the server leaves a page to the browser: a route above it says so, and the page itself
 * does not say it is drawn on the server (a signed-in visitor's /profile and /dashboard, which
 * read only what the server can read: docs/decisions/036-server-html-is-final.md).
 */
export const drawnInBrowser = (matches: RouteMatch[]) =>
  ownerPage(matches) && !matches.some((m) => (m.route.handle as PageHandle)?.drawnOnServer);

/** An owner or console page (under a drawn-in-browser route), even one the server draws: none takes a posted form. */
export const ownerPage = (matches: RouteMatch[]) =>
  matches.some((m) => (m.route.handle as PageHandle)?.drawnInBrowser);

/** Routes that need a session sit under RequireSession (docs/product.md §3.2). Each feature owns its route list. */
const sessionRoutes: RouteObject[] = [
  ...accountsSessionRoutes,
  ...onboardingSessionRoutes,
  ...dashboardSessionRoutes,
];

const pageRoutes: RouteObject[] = [
  {
    id: 'home',
    index: true,
    handle: ISLANDS_PAGE,
    lazy: () => import('./routes/home.tsx'),
  },
  ...accountsPublicRoutes,
  ...marketplacePublicRoutes,
  { handle: DRAWN_IN_BROWSER, children: operatorRoutes },
  {
    handle: DRAWN_IN_BROWSER,
    lazy: () =>
      import('../components/layouts/require-session.tsx').then((m) => ({
        Component: m.RequireSession,
        loader: m.requireSessionLoader,
      })),
    children: sessionRoutes,
  },
  {
    id: 'not-found',
    path: '*',
    lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteError,
    lazy: () => import('./routes/root-layout.tsx'),
    // A page that fails renders its error inside the layout, keeping the nav bar.
    children: [{ ErrorBoundary: RouteError, children: pageRoutes }],
  },
];
