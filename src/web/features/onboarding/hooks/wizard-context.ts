// What a step needs to know about where it runs: the wizard (/onboarding/N) or edit mode
// (/dashboard/business/{id}/edit/N), which business, and where to go after saving or on Back.
import { createContext, useContext } from 'react';

export type WizardMode = 'wizard' | 'edit';

export interface WizardContextValue {
  mode: WizardMode;
  step: number;
  /** The business being built or edited; null in the wizard before step 1 creates it. */
  businessId: string | null;
  /** Where Back goes (wizard only; null hides Back). */
  backTo: string | null;
  /** Where 'Cancel' goes in edit mode. */
  cancelTo: string | null;
  /** Called after a successful save: the next step, or the business dashboard in edit mode. */
  afterSave: () => void;
  /** Sets the business being built (step 1 after creating it). */
  setBusinessId: (id: string) => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard needs a <WizardContext> provider.');
  return value;
}
