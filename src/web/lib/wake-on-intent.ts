// A server-drawn public page is whole without its script: links, forms that post, details that
// open (docs/decisions/017). So the app (React, the router, the cache: most of a first visit's
// bytes) is fetched on the visitor's first sign of use, not with the page: a pointer that moves or
// presses, a touch, a key, a focused field, a scroll, a click (docs/decisions/029-wake-on-first-touch.md).

/**
 * What a person does before they use a page; any one of them starts the app. A click on its own
 * counts too: a screen reader's activation can send one with no pointer or key event before it.
 */
export const INTENT_EVENTS = [
  'click',
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

/** A part of a page that needs the script as soon as it is shown (the map) carries this mark. */
export const WAKE_NOW_ATTRIBUTE = 'data-wake-now';

/** Calls `start` once, on the first of the intent events, or at once if the page asks for it. */
export function wakeOnIntent(doc: Document, start: () => void) {
  const win = doc.defaultView!;
  const options = { capture: true, passive: true } as const;
  let woken = false;
  const wake = () => {
    if (woken) return;
    woken = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, wake, options);
    start();
  };
  // A field the page focuses itself (autofocus) has taken focus before this ran.
  const focused = doc.activeElement && doc.activeElement !== doc.body;
  if (doc.querySelector(`[${WAKE_NOW_ATTRIBUTE}]`) || focused) return wake();
  for (const type of INTENT_EVENTS) win.addEventListener(type, wake, options);
}
