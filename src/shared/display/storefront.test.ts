import { describe, expect, it } from 'vitest';
import { step7Schema } from '../schemas/steps/step-5-to-9.ts';
import { addressLines, directionsUrl, storefrontOf } from './storefront.ts';
import { SUNSET_STUDIO } from './storefront-fixture.ts';

const shop = SUNSET_STUDIO;

describe('storefront address', () => {
  it('is shown only when the owner said "come visit" and gave a full address', () => {
    expect(storefrontOf(shop)).toEqual({
      street: '2314 W Sunset Blvd',
      suite: 'Studio 4',
      city: 'Los Angeles',
      state: 'California',
      zipCode: '90026',
    });
    expect(storefrontOf({ ...shop, hasStorefront: false })).toBeNull();
    expect(storefrontOf({ ...shop, storefrontStreet: ' ' })).toBeNull();
    expect(storefrontOf({ ...shop, storefrontSuite: '' })?.suite).toBeNull();
  });

  it('reads as two envelope lines', () => {
    const address = storefrontOf(shop);
    if (!address) throw new Error('expected an address');
    expect(addressLines(address)).toEqual(['2314 W Sunset Blvd, Studio 4', 'Los Angeles, California 90026']);
  });

  it('gives directions as a plain maps search without the suite', () => {
    const address = storefrontOf(shop);
    if (!address) throw new Error('expected an address');
    expect(directionsUrl(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=2314%20W%20Sunset%20Blvd%2C%20Los%20Angeles%2C%20California%2090026',
    );
  });

  it('writes the state by name, as every other screen does, whatever was stored', () => {
    expect(storefrontOf({ ...shop, storefrontState: 'CA' })?.state).toBe('California');
    expect(storefrontOf({ ...shop, storefrontState: 'new york' })?.state).toBe('New York');
  });

  it('stores the state by name when step 7 is sent a code', () => {
    const saved = step7Schema.parse({ ...shop, storefrontState: 'ca' });
    expect(saved.storefrontState).toBe('California');
    expect(step7Schema.parse({ ...shop, storefrontState: 'Ontario' }).storefrontState).toBe('Ontario');
  });
});
