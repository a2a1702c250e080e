import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTENT_EVENTS, WAKE_NOW_ATTRIBUTE, wakeOnIntent } from './wake-on-intent.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('wakeOnIntent', () => {
  it('waits for a sign of use, then starts once', () => {
    document.body.innerHTML = '<main><p>A page to read</p></main>';
    const start = vi.fn();
    wakeOnIntent(document, start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(INTENT_EVENTS)('a %s on the page starts it', (type) => {
    document.body.innerHTML = '<button type="button">Save</button>';
    const start = vi.fn();
    wakeOnIntent(document, start);
    document.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: type !== 'scroll' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when a part of the page needs the script now', () => {
    document.body.innerHTML = `<section><div ${WAKE_NOW_ATTRIBUTE}>Loading the map…</div></section>`;
    const start = vi.fn();
    wakeOnIntent(document, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when a field already has focus', () => {
    document.body.innerHTML = '<input aria-label="Email">';
    document.querySelector('input')!.focus();
    const start = vi.fn();
    wakeOnIntent(document, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
