import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useWizard } from '../hooks/wizard-context.ts';

export interface StepActionsProps {
  saving?: boolean;
  /** Disables Save while something else is in flight (e.g. an upload). */
  disabled?: boolean;
  /** Replaces the Save & Next / Save button (step 15 has its own buttons). */
  children?: ReactNode;
}

/** The bar under every step: Back (wizard only) and Save & Next, or Save in edit mode (docs/product.md §5.2, §5.3). */
export function StepActions({ saving = false, disabled = false, children }: StepActionsProps) {
  const { mode, backTo, cancelTo } = useWizard();
  const i18n = useI18n();
  const edit = mode === 'edit';
  return (
    <div className="mt-8 border-t border-line/80 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {!edit && backTo ? (
          <ButtonLink to={backTo} variant="secondary">
            <ArrowLeft aria-hidden="true" />
            {i18n._('Back')}
          </ButtonLink>
        ) : edit && cancelTo ? (
          <ButtonLink to={cancelTo} variant="ghost">
            {i18n._('Cancel')}
          </ButtonLink>
        ) : (
          <span />
        )}
        {children ?? (
          <Button
            type="submit"
            loading={saving}
            disabled={disabled}
            loadingText={i18n._('Saving…')}
            className="min-w-36"
          >
            {edit ? i18n._('Save') : i18n._('Save & Next')}
            {edit ? null : <ArrowRight aria-hidden="true" />}
          </Button>
        )}
      </div>
    </div>
  );
}
