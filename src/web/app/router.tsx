// The app's routes (react-router data mode). Every route is lazy so each page is its own chunk and
// public pages load only what they show (DESIGN §11).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './route-error.tsx';

/** Routes that need a session sit under RequireSession (spec §2). */
const sessionRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () => import('./routes/dashboard.tsx').then((m) => ({ Component: m.DashboardPage })),
  },
  { path: 'profile', lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfilePage })) },
];

const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomePage })) },
  { path: 'auth', lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthPage })) },
  {
    lazy: () =>
      import('../components/layouts/require-session.tsx').then((m) => ({ Component: m.RequireSession })),
    children: sessionRoutes,
  },
  { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })) },
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

export const router = createBrowserRouter(routes);
