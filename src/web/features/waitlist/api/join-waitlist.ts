// POST /api/waitlist → 201 {city, state} (nulls when the zip is unknown).
import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '../../../../shared/schemas/waitlist.ts';
import { apiFetch } from '../../../lib/api.ts';

export interface WaitlistPlace {
  city: string | null;
  state: string | null;
}

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (input: WaitlistInput) =>
      apiFetch<WaitlistPlace>('/api/waitlist', { method: 'POST', json: input }),
  });
}

/** Reads the confirmation page's navigation state; anything unexpected counts as unknown. */
export function readWaitlistPlace(state: unknown): WaitlistPlace {
  const value = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return { city: text(value.city), state: text(value.state) };
}
