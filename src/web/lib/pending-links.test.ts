import { afterEach, describe, expect, it } from 'vitest';
import { showPendingLinks } from './pending-links.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

showPendingLinks(document);
const click = (el: Element, init: MouseEventInit = {}) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
// jsdom does not navigate: each click below only marks (or does not mark) the link.

describe('showPendingLinks', () => {
  it('a plain click on a marked link makes it busy, and the page shown again clears it', () => {
    document.body.innerHTML = '<a data-pending href="/auth?mode=login"><span>Add to Favorite</span></a>';
    const link = document.querySelector('a')!;
    click(link.querySelector('span')!);
    expect(link.getAttribute('aria-busy')).toBe('true');
    window.dispatchEvent(new Event('pageshow'));
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves unmarked links, new tabs, modified clicks and clicks the app handled', () => {
    document.body.innerHTML = `
      <a id="plain" href="/about">About</a>
      <a id="tab" data-pending href="/auth" target="_blank">Log in</a>
      <a id="mod" data-pending href="/auth">Log in</a>
      <a id="app" data-pending href="/auth">Log in</a>`;
    click(document.getElementById('plain')!);
    click(document.getElementById('tab')!);
    click(document.getElementById('mod')!, { ctrlKey: true });
    const app = document.getElementById('app')!;
    app.addEventListener('click', (e) => e.preventDefault());
    click(app);
    expect(document.querySelectorAll('[aria-busy]')).toHaveLength(0);
  });
});
