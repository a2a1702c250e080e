import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { SUMMARY_MSG } from '../lib/step-messages.ts';

/** A wizard step past 1 without a remembered business: say so and start at step 1. */
export function MissingBusiness() {
  useEffect(() => {
    toast.error(SUMMARY_MSG.noBusiness);
  }, []);
  return <Navigate to={paths.onboarding(1)} replace />;
}
