import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { AdminStateDetail } from '../api/get-admin-state.ts';
import { OperatorGate } from './operator-gate.tsx';
import { StateActions } from './state-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers each fetch with the next response; returns the calls made. */
function answer(...responses: Response[]) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET' });
      return responses.shift() ?? json(500, {});
    }),
  );
  return calls;
}

const withQueries = (ui: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

describe('OperatorGate', () => {
  it("shows the app's 404 page to anyone the server answers 404", async () => {
    answer(json(404, { error: { code: 'not_found', message: 'No such endpoint.' } }));
    withQueries(
      <OperatorGate notFound={<h1>Oops! Page not found</h1>}>
        <h1>Console</h1>
      </OperatorGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Console' })).toBeNull();
  });

  it('shows the console to an operator', async () => {
    answer(json(200, { email: 'op@example.test' }));
    withQueries(
      <OperatorGate notFound={<h1>Oops! Page not found</h1>}>
        <h1>Console</h1>
      </OperatorGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeTruthy();
  });
});

const state = (isLive: boolean): AdminStateDetail => ({
  state: {
    slug: 'vermont',
    name: 'Vermont',
    code: 'VT',
    isLive,
    published: 4,
    drafts: 2,
    ownersWaiting: 1,
    waitlist: 2,
    lastChange: null,
  },
  recipients: { waitlist: isLive ? 0 : 2, owners: isLive ? 0 : 1 },
  signupsByWeek: [],
});

describe('StateActions', () => {
  it('a launch says how many people will be emailed, then launches', async () => {
    const calls = answer(
      json(200, { state: state(true).state, changed: true, emailsQueued: 3, businesses: 0 }),
    );
    withQueries(<StateActions detail={state(false)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vermont' }));
    const dialog = screen.getByRole('dialog', { name: 'Launch Vermont?' });
    expect(dialog.textContent).toContain(
      'This will email 3 people: 2 addresses on the waitlist (“We’re live in Vermont”) and 1 owner with a business there',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch and email 3 people' }));
    await vi.waitFor(() =>
      expect(calls[0]).toEqual({ url: '/api/admin/states/vermont/launch', method: 'POST' }),
    );
  });

  it('a launch with no public business warns of an empty market first', async () => {
    answer();
    const empty = state(false);
    withQueries(<StateActions detail={{ ...empty, state: { ...empty.state, published: 0 } }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vermont' }));
    const dialog = screen.getByRole('dialog', { name: 'Launch Vermont?' });
    expect(dialog.textContent).toContain('Shoppers will see an empty market for Vermont');
  });

  it('a launch with public businesses says nothing of an empty market', async () => {
    answer();
    withQueries(<StateActions detail={state(false)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vermont' }));
    const dialog = screen.getByRole('dialog', { name: 'Launch Vermont?' });
    expect(dialog.textContent).not.toContain('empty market');
  });

  it('a pause says its public businesses leave the public pages, kept', async () => {
    answer();
    withQueries(<StateActions detail={state(true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause Vermont' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause Vermont?' });
    expect(dialog.textContent).toContain('Its 4 public businesses leave every public page at once');
    expect(dialog.textContent).toContain('Nothing is deleted');
  });
});
