import { describe, expect, it } from 'vitest';
import { confirmationState, confirmationZip, confirmedPlace, readWaitlistPlace } from './join-waitlist.ts';

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

describe('confirmedPlace', () => {
  const denver = {
    zip: '80202',
    city: 'Denver',
    state: 'Colorado',
    stateCode: 'CO',
    region: 'Denver Metro',
    stateSlug: 'colorado',
    isLive: false,
  };
  it('names the place of the ?zip= a form without script sent', () => {
    expect(confirmationZip(new URLSearchParams('zip=80202'))).toBe('80202');
    expect(confirmationZip(new URLSearchParams('zip=8020x'))).toBeNull();
    expect(confirmationZip(new URLSearchParams(''))).toBeNull();
    expect(confirmedPlace(null, denver)).toEqual({ city: 'Denver', state: 'Colorado' });
  });
  it('prefers the navigation state the script handed over', () => {
    expect(confirmedPlace({ city: 'Boise', state: 'Idaho' }, denver)).toEqual({
      city: 'Boise',
      state: 'Idaho',
    });
  });
  it('names no place for a live state (it has no waitlist) or an unknown zip', () => {
    expect(confirmedPlace(null, { ...denver, isLive: true })).toEqual({ city: null, state: null });
    expect(confirmedPlace(null, undefined)).toEqual({ city: null, state: null });
  });
});
