import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { WizardContext, type WizardContextValue } from '../hooks/wizard-context.ts';
import { parseEditStep } from '../lib/wizard-steps.ts';
import { STEP_COMPONENTS } from '../steps/step-registry.ts';

/** `/dashboard/business/{id}/edit/{step}`: one wizard step with Save, no Back; back to the dashboard after. */
export function EditStepPage() {
  const { businessId = '', step: raw } = useParams();
  const navigate = useNavigate();
  const step = parseEditStep(raw);
  const value = useMemo<WizardContextValue | null>(
    () =>
      step === null
        ? null
        : {
            mode: 'edit',
            step,
            businessId,
            backTo: null,
            cancelTo: paths.businessEdit(businessId),
            afterSave: () => navigate(paths.businessDashboard(businessId)),
            setBusinessId: () => undefined,
          },
    [step, businessId, navigate],
  );
  if (step === null) return <Navigate to={paths.businessEdit(businessId)} replace />;
  const Step = STEP_COMPONENTS[step];
  return (
    <WizardContext value={value}>
      <Step key={step} />
    </WizardContext>
  );
}
