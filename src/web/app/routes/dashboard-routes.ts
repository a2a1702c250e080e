// Dashboards: customer dashboard, business dashboard, opening hours, delete, pause.
import type { RouteObject } from 'react-router';

export const dashboardSessionRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('./dashboard.tsx').then((m) => ({ Component: m.DashboardPage })) },
  {
    path: 'dashboard/updates',
    lazy: () => import('./updates.tsx').then((m) => ({ Component: m.UpdatesRoute })),
  },
  {
    path: 'dashboard/business/:businessId',
    lazy: () => import('./business-dashboard.tsx').then((m) => ({ Component: m.BusinessDashboardPage })),
  },
  {
    path: 'dashboard/business/:businessId/delete',
    lazy: () => import('./business-delete.tsx').then((m) => ({ Component: m.DeleteBusinessPage })),
  },
  {
    path: 'dashboard/business/:businessId/hours',
    lazy: () => import('./business-hours.tsx').then((m) => ({ Component: m.BusinessHoursPage })),
  },
  {
    path: 'dashboard/business/:businessId/posts',
    lazy: () => import('./business-posts.tsx').then((m) => ({ Component: m.BusinessPostsPage })),
  },
  {
    path: 'dashboard/business/:businessId/pause',
    lazy: () => import('./business-pause.tsx').then((m) => ({ Component: m.BusinessPausePage })),
  },
];
