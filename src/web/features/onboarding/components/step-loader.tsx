import { type ReactNode, useEffect } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../lib/i18n.tsx';
import { useStepData } from '../hooks/use-step-data.ts';
import { useWizard } from '../hooks/wizard-context.ts';
import { clearCurrentBusinessId } from '../lib/current-business.ts';
import { STEP_MESSAGES } from '../lib/step-messages.ts';
import { isNotFound, LoadError } from './load-error.tsx';
import { StepLayout } from './step-layout.tsx';
import { StepSkeleton } from './step-skeleton.tsx';

export interface StepLoaderProps<T> {
  /** Message ids (English), as StepLayout takes them. */
  title: string;
  description?: string;
  /** Renders the step's form once its saved values are here. */
  children: (data: T) => ReactNode;
}

/**
 * Loads the step's saved fields; shows a skeleton meanwhile and the step's message if loading fails.
 * `T` is the step's own view of them: the server answers every field of the step (its step-fields
 * list), where the contract declares one shape for all steps with every field optional.
 */
export function StepLoader<T>({ title, description, children }: StepLoaderProps<T>) {
  const { step, mode } = useWizard();
  const i18n = useI18n();
  const query = useStepData();
  const message = i18n._(STEP_MESSAGES[step].loadFailed);
  useEffect(() => {
    if (!query.error) return;
    if (!isNotFound(query.error)) toast.error(message);
    // A remembered business that is gone (or not this user's) is forgotten so the wizard can start over.
    else if (mode === 'wizard') clearCurrentBusinessId();
  }, [query.error, message, mode]);
  if (query.data) return children(query.data as T);
  return (
    <StepLayout title={title} description={description} actions={<span />}>
      {query.error ? (
        <LoadError error={query.error} message={message} onRetry={() => void query.refetch()} />
      ) : (
        <StepSkeleton />
      )}
    </StepLayout>
  );
}
