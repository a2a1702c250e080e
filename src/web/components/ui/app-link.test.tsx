import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppNavigation } from '../../lib/app-navigation.ts';
import { AppLink } from './app-link.tsx';

afterEach(() => {
  cleanup();
  setAppNavigation(null);
  window.history.replaceState(null, '', '/');
});

/** Clicks the link; whether the browser was left to follow it (the click's default not prevented). */
function click(init: MouseEventInit = {}) {
  let followed = false;
  // Read once the link had its say, then stop jsdom, which cannot load another document.
  const watch = (e: Event) => {
    followed = !e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(screen.getByRole('link'), { button: 0, ...init });
  document.removeEventListener('click', watch);
  return followed;
}

describe('AppLink', () => {
  it('is a plain link to its path', () => {
    render(<AppLink to="/market?state=ohio">Ohio</AppLink>);
    expect(screen.getByRole('link', { name: 'Ohio' }).getAttribute('href')).toBe('/market?state=ohio');
  });

  it('navigates in the app once it runs, keeping the options', () => {
    const navigate = vi.fn();
    setAppNavigation(navigate);
    render(
      <AppLink to="/market?state=ohio" preventScrollReset>
        Ohio
      </AppLink>,
    );
    expect(click()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/market?state=ohio', { preventScrollReset: true, replace: false });
  });

  it('replaces the history entry when it links to the address shown', () => {
    const navigate = vi.fn();
    setAppNavigation(navigate);
    window.history.replaceState(null, '', '/market?state=ohio');
    render(<AppLink to="/market?state=ohio">Ohio</AppLink>);
    click();
    expect(navigate).toHaveBeenCalledWith('/market?state=ohio', { replace: true });
  });

  it('leaves the browser to follow it before the app runs, with a modifier key, or to another tab', () => {
    render(<AppLink to="/about">About</AppLink>);
    expect(click()).toBe(true);
    const navigate = vi.fn();
    setAppNavigation(navigate);
    expect(click({ ctrlKey: true })).toBe(true);
    expect(click({ metaKey: true })).toBe(true);
    expect(click({ button: 1 })).toBe(true);
    cleanup();
    render(
      <AppLink to="/terms" target="_blank">
        Terms
      </AppLink>,
    );
    expect(click()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('runs its own click handler first, which may keep the click', () => {
    const navigate = vi.fn();
    setAppNavigation(navigate);
    render(
      <AppLink to="/about" onClick={(e) => e.preventDefault()}>
        About
      </AppLink>,
    );
    click();
    expect(navigate).not.toHaveBeenCalled();
  });
});
