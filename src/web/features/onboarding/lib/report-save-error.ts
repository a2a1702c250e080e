import { toast } from 'sonner';
import type { Translator } from '#shared/i18n/translator.ts';
import { ApiError } from '../../../lib/api.ts';
import type { StepMessages } from './step-messages.ts';

export type SetFieldError = (field: string, message: string) => void;

/**
 * Shows the server's field messages on their fields (drawn in the page's language there) and the
 * step's failure toast in it (docs/product.md §5.6).
 */
export function reportSaveError(
  err: unknown,
  messages: StepMessages,
  i18n: Translator,
  setFieldError?: SetFieldError,
  saveFailed = messages.saveFailed,
) {
  if (err instanceof ApiError)
    for (const [field, message] of Object.entries(err.fields)) setFieldError?.(field, message);
  toast.error(i18n._(saveFailureMessage(err, messages, saveFailed)));
}

/** The failure toast's message id (English): the server's own, or the step's. */
export function saveFailureMessage(err: unknown, messages: StepMessages, saveFailed = messages.saveFailed) {
  const status = err instanceof ApiError ? err.status : 0;
  if (messages.serverMessageFirst && status >= 400 && status < 500) return (err as ApiError).message;
  if (messages.serverFailed && status >= 500) return messages.serverFailed;
  return saveFailed;
}
