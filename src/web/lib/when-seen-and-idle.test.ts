import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSeenAndIdle } from './when-seen-and-idle.ts';

type Observed = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** An IntersectionObserver the test drives, and an idle queue it runs. */
function stubBrowser() {
  const observers: Observed[] = [];
  const idle: (() => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      connected = true;
      constructor(callback: Observed) {
        // A disconnected observer hears nothing more, as in the browser.
        observers.push((entries) => this.connected && callback(entries));
      }
      observe() {}
      disconnect() {
        this.connected = false;
      }
    },
  );
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return { observers, idle };
}

describe('whenSeenAndIdle', () => {
  it('waits for the element to come into view, then for an idle moment, and runs once', () => {
    const { observers, idle } = stubBrowser();
    document.body.innerHTML = '<section id="map"></section>';
    const run = vi.fn();
    whenSeenAndIdle(document.getElementById('map')!, run);
    observers[0]([{ isIntersecting: false }]);
    expect(idle).toHaveLength(0);
    observers[0]([{ isIntersecting: true }]);
    expect(run).not.toHaveBeenCalled();
    for (const task of idle.splice(0)) task();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before it is seen, it never runs', () => {
    const { observers, idle } = stubBrowser();
    document.body.innerHTML = '<section id="map"></section>';
    const run = vi.fn();
    const cancel = whenSeenAndIdle(document.getElementById('map')!, run);
    cancel();
    observers[0]([{ isIntersecting: true }]);
    expect(idle).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
  });
});
