import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * `/onboarding` opens the intro, step 0 (docs/product.md §5.1). A remembered draft is offered there, and
 * resumed from the dashboard and /profile, never skipped to silently.
 */
export function OnboardingIndexPage() {
  return <Navigate to={paths.onboarding(0)} replace />;
}
