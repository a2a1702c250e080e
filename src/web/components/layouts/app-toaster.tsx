import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { ToasterLook } from './toaster-look.tsx';

type ToastId = string | number;

/**
 * Toasts belong to the page that raised them: on a move to another page, every toast that was
 * already showing when the person last clicked, pressed a key or used the browser's Back/Forward is
 * dismissed. A toast raised by that very action and followed by a redirect (Saved! then the next
 * step, 'Business and assets deleted.' then /dashboard) is meant for the next page and stays.
 */
function useDismissToastsOnNavigation() {
  const { pathname } = useLocation();
  const shownBeforeLastAction = useRef<ToastId[]>([]);
  const seenPath = useRef(pathname);

  useEffect(() => {
    const remember = () => {
      shownBeforeLastAction.current = toast.getToasts().map((t) => t.id);
    };
    const events = ['pointerdown', 'keydown', 'popstate'] as const;
    for (const event of events) window.addEventListener(event, remember, true);
    return () => {
      for (const event of events) window.removeEventListener(event, remember, true);
    };
  }, []);

  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    for (const id of shownBeforeLastAction.current) toast.dismiss(id);
    shownBeforeLastAction.current = [];
  }, [pathname]);
}

/** Sonner's toaster in our look (loaded lazily by <DeferredToaster>), its toasts kept to their page. */
export function AppToaster() {
  useDismissToastsOnNavigation();
  return <ToasterLook />;
}
