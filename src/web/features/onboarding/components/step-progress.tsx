import { Eyebrow } from '../../../components/ui/eyebrow.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { TOTAL_STEPS } from '../lib/wizard-steps.ts';

/** 'Step N of 15' and a bar that fills as the owner moves through the wizard. */
export function StepProgress({ step, showBar = true }: { step: number; showBar?: boolean }) {
  const i18n = useI18n();
  const label = i18n._('Step {step} of {total}', { step, total: TOTAL_STEPS });
  return (
    <div>
      <Eyebrow>{label}</Eyebrow>
      {showBar ? (
        <div
          role="progressbar"
          aria-label={i18n._('Profile progress')}
          aria-valuemin={0}
          aria-valuemax={TOTAL_STEPS}
          aria-valuenow={step}
          aria-valuetext={label}
          className="mt-3 flex gap-1"
        >
          {Array.from({ length: TOTAL_STEPS }, (_, i) => (
            <span
              key={i}
              className={`h-1.5 flex-1 rounded-pill transition-colors duration-300 ${
                i < step ? 'bg-primary' : 'bg-line'
              }`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
