// The operator console (issue 15): not under RequireSession, since it must not send visitors to sign
// in: for anyone but an operator every /admin page is the ordinary 404 page (the server agrees).
import type { RouteObject } from 'react-router';

const page =
  <K extends string>(name: K) =>
  () =>
    import('./admin-console.tsx').then((m) => ({ Component: m[name as keyof typeof m] }));

export const operatorRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: page('AdminRoute'),
    children: [
      { index: true, lazy: page('StatesPage') },
      { path: 'states/:slug', lazy: page('StatePage') },
      { path: 'reports', lazy: page('ReportsPage') },
      { path: 'recommendations', lazy: page('RecommendationsPage') },
      { path: 'audit', lazy: page('AuditPage') },
      { path: '*', lazy: page('NotFoundPage') },
    ],
  },
];
