import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { clearCurrentBusinessId, getCurrentBusinessId } from '../api/current-business.ts';
import { ownerBusinessQuery } from '../api/queries.ts';
import { StepSkeleton } from '../components/step-skeleton.tsx';
import { resumeStep } from '../lib/wizard-steps.ts';

/**
 * `/onboarding` → `/onboarding/0` (spec §2); an unfinished business remembered in this browser
 * continues where its saved progress left off instead.
 */
export function OnboardingIndexPage() {
  const id = getCurrentBusinessId();
  const query = useQuery({ ...ownerBusinessQuery(id ?? ''), enabled: Boolean(id) });
  if (!id) return <Navigate to={paths.onboarding(0)} replace />;
  if (query.isPending)
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <StepSkeleton />
      </div>
    );
  const business = query.data;
  if (!business || business.isPublished) {
    if (query.error) clearCurrentBusinessId();
    return <Navigate to={paths.onboarding(0)} replace />;
  }
  return <Navigate to={paths.onboarding(resumeStep(business.onboardingStep))} replace />;
}
