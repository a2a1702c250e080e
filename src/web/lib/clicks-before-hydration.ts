// A click made before the app runs is not lost (docs/decisions/029-wake-on-first-touch.md). A link,
// a submit button of a form, a popover's or a dialog's button (HTML's invoker commands), a summary or a field does its own thing without
// script, and is left to do it (pressing a menu's button again would close the menu it opened). A control only the script can answer (a button outside a form or of type "button", an
// ARIA button or tab) is noted, and clicked again once the app has hydrated: a heart pressed while
// the app loads still saves the favourite.

const CONTROL =
  'a[href], area[href], button, summary, label, input, select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"]';
/** What the browser answers itself, script or not. */
const NATIVE =
  'a[href], area[href], summary, label, input, select, textarea, button[popovertarget], button[commandfor]';

const noted: HTMLElement[] = [];
let stopNoting: (() => void) | undefined;

/** The control a click on `target` is for, when only the script can answer it. */
export function scriptOnlyControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(CONTROL);
  if (!control || control.matches(NATIVE)) return null;
  if (control instanceof HTMLButtonElement) {
    if (control.disabled || (control.form && control.type !== 'button')) return null;
  }
  if (control.getAttribute('aria-disabled') === 'true') return null;
  return control;
}

/** Starts noting clicks on script-only controls (the entry script, before the app loads). */
export function noteClicks(doc: Document) {
  const onClick = (event: MouseEvent) => {
    const control = scriptOnlyControl(event.target);
    if (control && !noted.includes(control)) noted.push(control);
  };
  doc.addEventListener('click', onClick, true);
  stopNoting = () => doc.removeEventListener('click', onClick, true);
}

/** Stops noting: from now on React answers clicks itself (called as hydration starts). */
export function stopNotingClicks() {
  stopNoting?.();
  stopNoting = undefined;
}

/**
 * Clicks each noted control again, once, in order (after hydration). The press comes first: some
 * controls (menus, tabs) open on it rather than on the click.
 */
export function replayClicks() {
  stopNotingClicks();
  const controls = noted.splice(0);
  for (const control of controls) {
    if (!control.isConnected) continue;
    const view = control.ownerDocument.defaultView!;
    const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
    const PointerEventType = view.PointerEvent ?? view.MouseEvent;
    control.dispatchEvent(
      new PointerEventType('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }),
    );
    control.dispatchEvent(new view.MouseEvent('mousedown', init));
    control.dispatchEvent(
      new PointerEventType('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }),
    );
    control.dispatchEvent(new view.MouseEvent('mouseup', init));
    control.click();
  }
}
