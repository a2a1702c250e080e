// A popover's button (`popovertarget`) opens and closes it as HTML. The entry script keeps what the
// button says in step with it, on every page, the app's and the islands' alike: `aria-expanded`, and
// `data-label-open` / `data-label-closed` as its name. One listener on the document does it for
// every popover, now and later (a toggle event does not bubble, so it is caught on the way down).

function follow(doc: Document, popover: Element, open: boolean) {
  const buttons = doc.querySelectorAll<HTMLButtonElement>(
    `button[popovertarget="${CSS.escape(popover.id)}"]`,
  );
  for (const button of buttons) {
    button.setAttribute('aria-expanded', String(open));
    const label = open ? button.dataset.labelOpen : button.dataset.labelClosed;
    if (label) button.setAttribute('aria-label', label);
  }
}

export function followPopoverToggles(doc: Document) {
  doc.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (popover instanceof Element && popover.id && popover.hasAttribute('popover'))
        follow(doc, popover, (event as ToggleEvent).newState === 'open');
    },
    { capture: true },
  );
  // As drawn, and a popover opened by a tap before this script ran.
  for (const popover of doc.querySelectorAll('[popover][id]'))
    follow(doc, popover, popover.matches(':popover-open'));
}
