import { afterEach, describe, expect, it } from 'vitest';
import { followPopoverToggles } from './popover-toggles.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

// jsdom opens no popovers: the browser's toggle event, as it fires when one opens or closes.
const toggled = (element: Element, newState: 'open' | 'closed') =>
  element.dispatchEvent(
    Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
  );

describe('following popover toggles', () => {
  it('keeps each button of a popover saying whether it is open, by its own labels', () => {
    document.body.innerHTML = `
      <nav>
        <button id="toggle" type="button" popovertarget="menu" aria-label="Open menu"
          data-label-closed="Open menu" data-label-open="Close menu">≡</button>
        <div id="menu" popover><a href="/market">Market</a></div>
      </nav>
      <button id="plain" type="button" popovertarget="tips">Tips</button>
      <div id="tips" popover>Tip</div>`;
    followPopoverToggles(document);
    const toggle = document.getElementById('toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Open menu');

    toggled(document.getElementById('menu')!, 'open');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');

    toggled(document.getElementById('menu')!, 'closed');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Open menu');

    // A button without labels of its own keeps its words; another popover leaves the menu's alone.
    toggled(document.getElementById('tips')!, 'open');
    const plain = document.getElementById('plain')!;
    expect(plain.getAttribute('aria-expanded')).toBe('true');
    expect(plain.hasAttribute('aria-label')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a popover drawn after it started, and ignores toggles of other elements', () => {
    followPopoverToggles(document);
    document.body.innerHTML = `
      <button id="toggle" type="button" popovertarget="late" data-label-open="Close" data-label-closed="Open">x</button>
      <div id="late" popover></div>
      <details id="late-details"><summary>More</summary></details>`;
    toggled(document.getElementById('late-details')!, 'open');
    expect(document.getElementById('toggle')!.hasAttribute('aria-expanded')).toBe(false);
    toggled(document.getElementById('late')!, 'open');
    expect(document.getElementById('toggle')!.getAttribute('aria-label')).toBe('Close');
  });
});
