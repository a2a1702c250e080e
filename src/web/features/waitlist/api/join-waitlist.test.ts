import { describe, expect, it } from 'vitest';
import { confirmationZip, confirmedPlace } from './join-waitlist.ts';

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
  it('names the place of the ?zip= the action redirected with', () => {
    expect(confirmationZip(new URLSearchParams('zip=80202'))).toBe('80202');
    expect(confirmationZip(new URLSearchParams('zip=8020x'))).toBeNull();
    expect(confirmationZip(new URLSearchParams(''))).toBeNull();
    expect(confirmedPlace(denver)).toEqual({ city: 'Denver', state: 'Colorado' });
  });
  it('names no place for a live state (it has no waitlist) or an unknown zip', () => {
    expect(confirmedPlace({ ...denver, isLive: true })).toEqual({ city: null, state: null });
    expect(confirmedPlace(undefined)).toEqual({ city: null, state: null });
  });
});
