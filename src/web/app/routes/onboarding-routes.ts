// Owner onboarding (issue 5): the 15-step wizard, out-of-area, edit mode.
import type { RouteObject } from 'react-router';

export const onboardingSessionRoutes: RouteObject[] = [];
