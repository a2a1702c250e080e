import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { reportAction } from '../api/report-action.ts';
import { ReportBusinessDialog } from './report-business-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUSINESS = '0b7f6c1e-3f5a-4c2d-9e8b-1a2b3c4d5e6f';

/**
 * The dialog on a business page, posting to the report page's route action (the app's own, run in
 * the browser as the router does): `fetch` stands in for the API only.
 */
function open(
  status = 201,
  body: unknown = { received: true },
  post?: { id: string; title: string },
  urls: string[] = [],
) {
  const sent: unknown[] = [];
  const json = (value: unknown, code = 200) =>
    new Response(JSON.stringify(value), { status: code, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      urls.push(String(url));
      sent.push(JSON.parse(String(init.body)));
      return json(body, status);
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/business/:username',
        element: (
          <ReportBusinessDialog
            open
            onOpenChange={() => {}}
            businessId={BUSINESS}
            username="emberkiln"
            name="Ember Kiln"
            post={post}
          />
        ),
      },
      { path: '/business/:username/report', action: reportAction },
    ],
    { initialEntries: ['/business/emberkiln'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('ReportBusinessDialog', () => {
  it('asks for a reason, sends it with the details, then thanks the reporter', async () => {
    const urls: string[] = [];
    const sent = open(201, { received: true }, undefined, urls);
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason.')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Permanently closed' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Details' }), 'Shut since March.');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for telling us' })).toBeTruthy();
    expect(sent).toEqual([{ reason: 'permanently_closed', details: 'Shut since March.' }]);
    // The business the form carries: nothing else is asked of the API (no page view counted).
    expect(urls).toEqual([`/api/businesses/${BUSINESS}/reports`]);
  });

  it("shows the server's refusal (too many reports) and keeps the form", async () => {
    open(429, { error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeTruthy();
  });

  it('reports one post when given one: its own title and its own address', async () => {
    const urls: string[] = [];
    const sent = open(201, { received: true }, { id: 'p1', title: 'Miracle yarn' }, urls);
    expect(screen.getByRole('dialog', { name: 'Report this post' }).textContent).toContain(
      'What is wrong with “Miracle yarn”?',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Wrong information' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for telling us' })).toBeTruthy();
    expect(sent).toEqual([{ reason: 'wrong_information', details: '' }]);
    expect(urls.map((u) => new URL(u, 'http://x').pathname)).toEqual(['/api/posts/p1/reports']);
  });
});
