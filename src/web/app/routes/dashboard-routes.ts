// Dashboards: customer dashboard, business dashboard, opening hours, delete, pause.
import type { RouteObject } from 'react-router';
import { DRAWN_ON_SERVER } from './drawn-on-server.ts';

export const dashboardSessionRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: DRAWN_ON_SERVER,
    lazy: () => import('./customer-dashboard.tsx'),
  },
  {
    path: 'dashboard/updates',
    lazy: () =>
      import('../../features/dashboard/components/updates/updates-page.tsx').then((m) => ({
        Component: m.UpdatesPage,
      })),
  },
  {
    path: 'dashboard/business/:businessId',
    lazy: () =>
      import('../../features/dashboard/components/business/business-dashboard-page.tsx').then((m) => ({
        Component: m.BusinessDashboardPage,
      })),
  },
  {
    path: 'dashboard/business/:businessId/delete',
    lazy: () =>
      import('../../features/dashboard/components/delete/delete-business-page.tsx').then((m) => ({
        Component: m.DeleteBusinessPage,
      })),
  },
  {
    path: 'dashboard/business/:businessId/hours',
    lazy: () =>
      import('../../features/dashboard/components/hours/hours-page.tsx').then((m) => ({
        Component: m.HoursPage,
      })),
  },
  {
    path: 'dashboard/business/:businessId/posts',
    lazy: () =>
      import('../../features/dashboard/components/posts/posts-page.tsx').then((m) => ({
        Component: m.PostsPage,
      })),
  },
  {
    path: 'dashboard/business/:businessId/pause',
    lazy: () =>
      import('../../features/dashboard/components/pause/business-pause-page.tsx').then((m) => ({
        Component: m.BusinessPausePage,
      })),
  },
];
