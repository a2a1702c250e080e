import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '../../lib/toast.ts';

const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

/**
 * Mounts the toaster when the page raises its first toast, so a page that raises none never loads
 * sonner. Toasts raised before it is in are not lost: sonner shows them when its Toaster subscribes.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
