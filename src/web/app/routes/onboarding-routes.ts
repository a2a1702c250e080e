// Owner onboarding (issue 5): the 15-step wizard, out-of-area, edit mode.
import type { RouteObject } from 'react-router';

export const onboardingSessionRoutes: RouteObject[] = [
  {
    path: 'onboarding',
    lazy: () => import('./onboarding.tsx').then((m) => ({ Component: m.OnboardingIndexPage })),
  },
  {
    path: 'onboarding/:step',
    lazy: () => import('./onboarding-step.tsx').then((m) => ({ Component: m.OnboardingStepPage })),
  },
  {
    path: 'out-of-area',
    lazy: () => import('./out-of-area.tsx').then((m) => ({ Component: m.OutOfAreaPage })),
  },
  {
    path: 'dashboard/business/:businessId/edit',
    lazy: () => import('./business-edit.tsx').then((m) => ({ Component: m.EditOverviewPage })),
  },
  {
    path: 'dashboard/business/:businessId/edit/:step',
    lazy: () => import('./business-edit-step.tsx').then((m) => ({ Component: m.EditStepPage })),
  },
];
