import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { RequireSession } from './require-session.tsx';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, session: unknown) {
  let answer!: (value: Response) => void;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  const router = createMemoryRouter(
    [
      { element: <RequireSession />, children: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] },
      { path: '/auth', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const respond = () =>
    answer(new Response(JSON.stringify(session), { headers: { 'Content-Type': 'application/json' } }));
  return { respond };
}

afterEach(() => vi.unstubAllGlobals());

describe('RequireSession', () => {
  it("shows 'Checking authentication…' and then the page when signed in", async () => {
    const { respond } = renderAt('/dashboard', { session: { id: 's' }, user: { email: 'a@b.co' } });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Checking authentication…');
    respond();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('sends visitors without a session to log in, remembering where they were', async () => {
    const { respond } = renderAt('/dashboard?tab=favorites', null);
    respond();
    expect(
      await screen.findByText('at /auth?mode=login&redirect=%2Fdashboard%3Ftab%3Dfavorites'),
    ).toBeTruthy();
  });
});
