// Dashboards (issue 6): customer dashboard, business dashboard, delete, pause.
import type { RouteObject } from 'react-router';

export const dashboardSessionRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('./dashboard.tsx').then((m) => ({ Component: m.DashboardPage })) },
];
