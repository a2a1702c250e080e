import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { SUMMARY_MSG } from '../lib/step-messages.ts';

/** A wizard step past 1 without a remembered business: say so and start at step 1. */
export function MissingBusiness() {
  const i18n = useI18n();
  useEffect(() => {
    toast.error(i18n._(SUMMARY_MSG.noBusiness));
  }, [i18n]);
  return <Navigate to={paths.onboarding(1)} replace />;
}
