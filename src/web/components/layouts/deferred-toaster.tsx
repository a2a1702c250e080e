import { lazy, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

/**
 * Mounts the toaster once the page is idle, keeping sonner out of the initial JS (page budgets: docs/product.md §20).
 * Toasts raised earlier are not lost: sonner replays active toasts when its Toaster subscribes.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 1000);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
