// "Is this name free?" while someone types (docs/product.md §6.3, §9.1): nothing for an empty or
// malformed value; otherwise, once typing has paused for 500 ms, one check (an older one still in
// flight is cancelled). Account usernames and business usernames both use it, each with its check.
import { useEffect, useState } from 'react';

export type NameStatus = 'idle' | 'checking' | 'taken' | 'available' | 'error';

export const NAME_CHECK_DELAY_MS = 500;

export interface NameCheck {
  /** False for values that need no check: empty, malformed, or the person's own current name. */
  checkable: (value: string) => boolean;
  /** Resolves true when the name is free. */
  isAvailable: (value: string, signal: AbortSignal) => Promise<boolean>;
}

export function useNameAvailability(value: string, check: NameCheck): NameStatus {
  const [status, setStatus] = useState<NameStatus>('idle');
  const checkable = check.checkable(value);
  // The check functions are recreated on every render; only the value and its checkability matter.
  const { isAvailable } = check;
  // biome-ignore lint/correctness/useExhaustiveDependencies: isAvailable changes identity each render
  useEffect(() => {
    setStatus('idle');
    if (!checkable) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus('checking');
      try {
        setStatus((await isAvailable(value, controller.signal)) ? 'available' : 'taken');
      } catch {
        if (!controller.signal.aborted) setStatus('error');
      }
    }, NAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, checkable]);
  return status;
}
