import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MenuToggle } from '../components/layouts/menu-toggle.tsx';
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
        name="menu-toggle"
        component={MenuToggle}
        props={{ controls: 'menu', className: 'lg:hidden' }}
      />
    </nav>,
  );

describe('hydrateIslands', () => {
  it('hydrates each island from the props written beside it, leaving the rest of the page as HTML', async () => {
    document.body.innerHTML = serverDrawn();
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    expect(JSON.parse(island.dataset.props!)).toEqual({ controls: 'menu', className: 'lg:hidden' });
    const button = document.querySelector('button')!;
    // As drawn: the browser alone says whether the popover is open.
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    const errors = vi.spyOn(console, 'error');
    await hydrateIslands(document);
    // The same button, now live: its state is the script's.
    expect(document.querySelector('button')).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.className).toContain('lg:hidden');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('refuses an island it does not know', async () => {
    document.body.innerHTML = '<div data-island="nope" data-props="{}"></div>';
    await expect(hydrateIslands(document)).rejects.toThrow('Unknown island: nope');
  });
});
