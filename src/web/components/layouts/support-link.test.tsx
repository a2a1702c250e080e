import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONFIG_ELEMENT_ID } from '#shared/types/public-config.ts';
import { inlinedPublicConfig } from '../../api/get-public-config.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { SupportLink } from './support-link.tsx';

/** Puts the config block into the page as the server does. */
function inline(config: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PUBLIC_CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify(config);
  document.head.append(block);
}

function renderLink() {
  const router = createMemoryRouter([{ path: '/', element: <SupportLink /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('SupportLink', () => {
  it("is the app's Support page when no SUPPORT_URL is configured", () => {
    inline({ supportEmail: 'support@localsmarket.app', supportUrl: null });
    renderLink();
    const link = screen.getByRole('link', { name: 'Support' });
    expect(link.getAttribute('href')).toBe('/support');
    expect(link.getAttribute('target')).toBeNull();
  });

  it("opens SUPPORT_URL in a new tab as 'Support Local'", () => {
    inline({ supportEmail: 'help@corner.org', supportUrl: 'https://store.corner.org' });
    renderLink();
    const link = screen.getByRole('link', { name: /^Support Local\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://store.corner.org');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('asks GET /api/config when the page has no inlined config (Vite dev server)', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ supportEmail: 'help@corner.org', supportUrl: 'https://store.corner.org' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderLink();
    expect(await screen.findByRole('link', { name: /Support Local/ })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything());
  });
});

describe('inlinedPublicConfig', () => {
  it('ignores a missing or malformed block', () => {
    expect(inlinedPublicConfig()).toBeUndefined();
    inline({ supportEmail: 42 });
    expect(inlinedPublicConfig()).toBeUndefined();
  });
});
