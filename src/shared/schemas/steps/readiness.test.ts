import { describe, expect, it } from 'vitest';
import { missingSteps, missingStepsMessage, type ProfileForPublishing, REQUIRED_STEPS } from './index.ts';
import { NO_STOREFRONT } from './step-5-to-9.ts';

const complete: ProfileForPublishing = {
  businessType: 'shop',
  businessCategories: ['baked-goods'],
  businessName: 'Rise & Shine',
  ownerNames: 'Ana Diaz',
  businessUsername: 'rise.shine',
  yearStarted: 2015,
  businessZipCode: '90012',
  businessState: 'California',
  businessHeadline: null,
  ownerStory: 'We bake at dawn.',
  primaryContact: 'Phone',
  ...NO_STOREFRONT,
  hasMobileService: false,
  businessOffering: ['sells-products'],
  businessIdentities: ['black-owned'],
  businessStructure: 'just-me',
};

describe('missingSteps', () => {
  it('is empty for a complete profile (optional steps 5, 9, 13, 14 left empty)', () => {
    expect(missingSteps(complete)).toEqual([]);
  });

  it('lists every required step of a fresh draft, in order', () => {
    const fresh: ProfileForPublishing = {
      ...complete,
      businessCategories: [],
      businessName: null,
      ownerNames: null,
      businessUsername: null,
      yearStarted: null,
      businessZipCode: null,
      businessState: null,
      ownerStory: null,
      primaryContact: null,
      hasStorefront: null,
      hasMobileService: null,
      businessOffering: [],
      businessIdentities: [],
      businessStructure: null,
    };
    expect(missingSteps(fresh)).toEqual([2, 3, 4, 6, 7, 8, 10, 11, 12]);
    expect(missingSteps({ ...fresh, businessType: 'other' })).toEqual([...REQUIRED_STEPS]);
  });

  it.each([
    ['categories of the other type', { businessType: 'service' }, 2],
    ['three categories', { businessCategories: ['baked-goods', 'sweets', 'books-zines'] }, 2],
    ['a zip that never resolved to a state', { businessState: null }, 3],
    ['a blank story', { ownerStory: '   ' }, 4],
    ['a storefront without its address', { hasStorefront: true }, 7],
    ['an unknown structure', { businessStructure: 'empire' }, 12],
    ['four offerings', { businessOffering: ['sells-products', 'mobile', 'virtual', 'custom-work'] }, 10],
  ] as const)('flags %s', (_label, change, step) => {
    expect(missingSteps({ ...complete, ...change })).toContain(step);
  });
});

describe('missingStepsMessage', () => {
  it('names the steps by their titles', () => {
    expect(missingStepsMessage([4])).toBe('Finish Business Story before publishing.');
    expect(missingStepsMessage([2, 4, 12])).toBe(
      'Finish Business Categories, Business Story and Business Structure before publishing.',
    );
  });
});
