import { describe, expect, it } from 'vitest';
import { intentOf, withIntent } from './after-sign-in.ts';

describe('actions carried through sign-in', () => {
  it('adds the intent to the return address, keeping its query', () => {
    expect(withIntent('/business/slowwick', 'favorite')).toBe('/business/slowwick?then=favorite');
    expect(withIntent('/business/x?tab=photos', 'favorite')).toBe('/business/x?tab=photos&then=favorite');
  });

  it('reads only intents it knows', () => {
    expect(intentOf('/business/x?then=favorite')).toBe('favorite');
    expect(intentOf('/business/x?then=delete-account')).toBeNull();
    expect(intentOf('/business/x?then=toString')).toBeNull();
    expect(intentOf(new URLSearchParams('then=favorite'))).toBe('favorite');
    expect(intentOf(null)).toBeNull();
  });
});
