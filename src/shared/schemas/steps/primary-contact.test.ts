import { describe, expect, it } from 'vitest';
import { contactChannelValue, primaryContactProblem } from './primary-contact.ts';

const none = {
  businessEmail: null,
  instagramUrl: null,
  tiktokUrl: null,
  facebookUrl: null,
  websiteUrl: null,
};

describe('step 6 preferred contact', () => {
  it('refuses a channel with no value, whichever channel it is', () => {
    expect(primaryContactProblem('Facebook', none)).toBe('Add your Facebook page in Business Contact first.');
    expect(primaryContactProblem('Instagram', none)).toBe(
      'Add your Instagram handle in Business Contact first.',
    );
    expect(primaryContactProblem('Tiktok', { ...none, tiktokUrl: '  ' })).toBe(
      'Add your TikTok handle in Business Contact first.',
    );
    expect(primaryContactProblem('Email', none)).toBe('Add a business email in Business Contact first.');
    expect(primaryContactProblem('Physical store', none)).toBeNull();
  });

  it('accepts a channel with a value and names it', () => {
    const some = { ...none, facebookUrl: 'facebook.com/fade', instagramUrl: '@fade' };
    expect(primaryContactProblem('Facebook', some)).toBeNull();
    expect(contactChannelValue('Instagram', some)).toBe('@fade');
  });
});
