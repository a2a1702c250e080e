import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { WizardContext, type WizardContextValue } from '../hooks/wizard-context.ts';
import { getCurrentBusinessId, setCurrentBusinessId } from '../lib/current-business.ts';
import { parseWizardStep, TOTAL_STEPS } from '../lib/wizard-steps.ts';
import { STEP_COMPONENTS } from '../steps/step-registry.ts';
import { MissingBusiness } from './missing-business.tsx';

/** `/onboarding/{step}`: steps 0–15; a non-integer step means 1 (docs/product.md §5.2). */
export function OnboardingStepPage() {
  const { step: raw } = useParams();
  const navigate = useNavigate();
  const step = parseWizardStep(raw);
  const [businessId, setBusinessId] = useState(getCurrentBusinessId);
  const value = useMemo<WizardContextValue | null>(
    () =>
      step === null
        ? null
        : {
            mode: 'wizard',
            step,
            businessId,
            backTo: step === 0 ? paths.dashboard : paths.onboarding(step - 1),
            cancelTo: null,
            afterSave: () => navigate(paths.onboarding(Math.min(step + 1, TOTAL_STEPS))),
            setBusinessId: (id) => {
              setCurrentBusinessId(id);
              setBusinessId(id);
            },
          },
    [step, businessId, navigate],
  );
  if (step === null || String(step) !== raw) return <Navigate to={paths.onboarding(step ?? 1)} replace />;
  if (step >= 2 && !businessId) return <MissingBusiness />;
  const Step = STEP_COMPONENTS[step];
  return (
    <WizardContext value={value}>
      <Step key={step} />
    </WizardContext>
  );
}
