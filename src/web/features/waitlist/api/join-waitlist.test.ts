import { describe, expect, it } from 'vitest';
import { confirmationState, readWaitlistPlace } from './join-waitlist.ts';

describe('readWaitlistPlace', () => {
  it('reads city and state from navigation state', () => {
    expect(readWaitlistPlace({ city: 'Denver', state: 'Colorado' })).toEqual({
      city: 'Denver',
      state: 'Colorado',
    });
  });
  it('treats a reload without state, or odd values, as unknown', () => {
    expect(readWaitlistPlace(null)).toEqual({ city: null, state: null });
    expect(readWaitlistPlace({ city: '  ', state: 4 })).toEqual({ city: null, state: null });
  });
  it("hands over 'Unknown city' and 'Unknown state' when the zip lookup failed, read back as unknown", () => {
    const state = confirmationState({ city: null, state: null });
    expect(state).toEqual({ city: 'Unknown city', state: 'Unknown state' });
    expect(readWaitlistPlace(state)).toEqual({ city: null, state: null });
    expect(confirmationState({ city: 'Denver', state: 'Colorado' })).toEqual({
      city: 'Denver',
      state: 'Colorado',
    });
  });
});
