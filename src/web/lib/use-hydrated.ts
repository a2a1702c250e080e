// False while the page hydrates what the server drew, true after (and on pages the browser renders
// itself). What only the browser knows (navigation state, its clock) waits for it, so the first
// render matches the server's HTML exactly.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
