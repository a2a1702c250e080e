import { describe, expect, it } from 'vitest';
import { readWaitlistPlace } from './join-waitlist.ts';

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
});
