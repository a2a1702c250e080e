// Which step a URL means and where a returning owner continues (docs/product.md §5.1, §5.2).
import { TOTAL_STEPS } from '#shared/schemas/steps/index.ts';

export { TOTAL_STEPS };

/** `/onboarding/{step}`: a non-integer step means 1; integers outside 0–15 are not steps (null). */
export function parseWizardStep(raw: string | undefined): number | null {
  if (raw === undefined || !/^-?\d+$/.test(raw.trim())) return 1;
  const n = Number(raw);
  return n >= 0 && n <= TOTAL_STEPS ? n : null;
}

/** Edit mode `/dashboard/business/{id}/edit/{step}`: steps 1–15 only; anything else is null. */
export function parseEditStep(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= TOTAL_STEPS ? n : null;
}

/** The step an unfinished business continues at: the one after its saved progress. */
export function resumeStep(onboardingStep: number): number {
  return Math.min(Math.max(onboardingStep + 1, 1), TOTAL_STEPS);
}

export const progressPercent = (step: number) =>
  Math.round((Math.min(step, TOTAL_STEPS) / TOTAL_STEPS) * 100);
