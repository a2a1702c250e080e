// Owner onboarding (issue 5): the 15-step wizard, out-of-area, edit mode.
import type { RouteObject } from 'react-router';

export const onboardingSessionRoutes: RouteObject[] = [
  {
    path: 'onboarding',
    lazy: () =>
      import('../../features/onboarding/pages/onboarding-index-page.tsx').then((m) => ({
        Component: m.OnboardingIndexPage,
      })),
  },
  {
    path: 'onboarding/:step',
    lazy: () =>
      import('../../features/onboarding/pages/onboarding-step-page.tsx').then((m) => ({
        Component: m.OnboardingStepPage,
      })),
  },
  {
    path: 'out-of-area',
    lazy: () =>
      import('../../features/onboarding/pages/out-of-area-page.tsx').then((m) => ({
        Component: m.OutOfAreaPage,
      })),
  },
  {
    path: 'dashboard/business/:businessId/edit',
    lazy: () =>
      import('../../features/onboarding/pages/edit-overview-page.tsx').then((m) => ({
        Component: m.EditOverviewPage,
      })),
  },
  {
    path: 'dashboard/business/:businessId/edit/:step',
    lazy: () =>
      import('../../features/onboarding/pages/edit-step-page.tsx').then((m) => ({
        Component: m.EditStepPage,
      })),
  },
];
