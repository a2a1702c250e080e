import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import type { StepMessages } from '../lib/step-messages.ts';

export type SetFieldError = (field: string, message: string) => void;

/** Shows the server's field messages on their fields and the step's failure toast (spec §8). */
export function reportSaveError(err: unknown, messages: StepMessages, setFieldError?: SetFieldError) {
  if (err instanceof ApiError)
    for (const [field, message] of Object.entries(err.fields)) setFieldError?.(field, message);
  const server = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : null;
  toast.error(messages.serverMessageFirst && server ? server : messages.saveFailed);
}
