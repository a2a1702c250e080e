// The business the wizard is working on, remembered in this browser (docs/product.md §5.4).
// Sign-out clears the same key (src/web/api/use-sign-out.ts).
import { CURRENT_BUSINESS_KEY } from '../../../lib/forget-session.ts';

export function getCurrentBusinessId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_BUSINESS_KEY);
  } catch {
    return null;
  }
}

export function setCurrentBusinessId(id: string): void {
  try {
    window.localStorage.setItem(CURRENT_BUSINESS_KEY, id);
  } catch {
    // Storage may be unavailable (private mode); the wizard then works within this visit only.
  }
}

export function clearCurrentBusinessId(): void {
  try {
    window.localStorage.removeItem(CURRENT_BUSINESS_KEY);
  } catch {
    // Nothing to clear.
  }
}
