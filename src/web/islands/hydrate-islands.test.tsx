import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../components/business/share-button.tsx';
import { hydrateIslands } from './hydrate-islands.tsx';
import { Island } from './island.tsx';

// React schedules the islands' renders as in a browser: hydrateIslands itself waits for their commits.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
});

afterEach(() => {
  document.body.innerHTML = '';
});

const serverDrawn = () =>
  renderToString(
    <nav>
      <a href="/market">Market</a>
      <Island
        name="share"
        component={ShareButton}
        props={{ title: 'Golden Hour', path: '/business/golden' }}
      />
    </nav>,
  );

describe('hydrateIslands', () => {
  it('hydrates each island from the props written beside it, leaving the rest of the page as HTML', async () => {
    document.body.innerHTML = serverDrawn();
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    expect(JSON.parse(island.dataset.props!)).toEqual({ title: 'Golden Hour', path: '/business/golden' });
    const button = document.querySelector('button')!;
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const errors = vi.spyOn(console, 'error');
    try {
      await hydrateIslands(document);
      // The same button, now live: a press shares what its props say.
      expect(document.querySelector('button')).toBe(button);
      button.click();
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Golden Hour', url: `${location.origin}/business/golden` }),
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('refuses an island it does not know', async () => {
    document.body.innerHTML = '<div data-island="nope" data-props="{}"></div>';
    await expect(hydrateIslands(document)).rejects.toThrow('Unknown island: nope');
  });
});
