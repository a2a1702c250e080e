// What the browser keeps of a signed-in person, forgotten at once when they sign out or delete
// their account: every cached answer, the session, and the wizard's remembered business.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/** localStorage key of the business being onboarded (docs/product.md §5.4). */
export const CURRENT_BUSINESS_KEY = 'current_business_id';

export function forgetSession(queryClient: QueryClient) {
  queryClient.clear();
  queryClient.setQueryData(queryKeys.session, null);
  try {
    localStorage.removeItem(CURRENT_BUSINESS_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}
