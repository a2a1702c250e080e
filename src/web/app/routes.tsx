// The app's routes (react-router data mode), used by the browser router and the server renderer. Every route is lazy so each page is its own chunk and
// public pages load only what they show (page budgets: docs/product.md §20).
import type { RouteObject } from 'react-router';
import { RouteError } from './route-error.tsx';
import { accountsPublicRoutes, accountsSessionRoutes } from './routes/accounts-routes.ts';
import { dashboardSessionRoutes } from './routes/dashboard-routes.ts';
import { marketplacePublicRoutes } from './routes/marketplace-routes.ts';
import { onboardingSessionRoutes } from './routes/onboarding-routes.ts';
import { operatorRoutes } from './routes/operator-routes.ts';

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
    lazy: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomePage })),
  },
  ...accountsPublicRoutes,
  ...marketplacePublicRoutes,
  ...operatorRoutes,
  {
    lazy: () =>
      import('../components/layouts/require-session.tsx').then((m) => ({ Component: m.RequireSession })),
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
    lazy: () => import('./routes/root-layout.tsx').then((m) => ({ Component: m.RootLayout })),
    // A page that fails renders its error inside the layout, keeping the nav bar.
    children: [{ ErrorBoundary: RouteError, children: pageRoutes }],
  },
];
