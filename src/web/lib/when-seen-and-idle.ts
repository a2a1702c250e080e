// Heavy, optional work (the live map's MapLibre, a few hundred kilobytes) waits until what it is for
// is on screen and the page has nothing more urgent to do: what the visitor came for (the server's
// pins, the list) is drawn and answers first (docs/decisions/036).

/** How long the browser may put idle work off before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** "In view" starts a screen early: the work is ready by the time a scrolling visitor gets there. */
const AHEAD = '100% 0px';

/** Calls `run` once `element` is in view (or a screen away) and the main thread is idle; returns a cancel. */
export function whenSeenAndIdle(element: Element, run: () => void): () => void {
  const win = element.ownerDocument.defaultView;
  let cancelIdle = () => {};
  const idle = () => {
    if (win && 'requestIdleCallback' in win) {
      const handle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (!win || typeof win.IntersectionObserver === 'undefined') {
    idle();
    return () => cancelIdle();
  }
  const observer = new win.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      idle();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle();
  };
}
