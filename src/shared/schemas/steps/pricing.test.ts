import { describe, expect, it } from 'vitest';
import { step9Schema } from './step-5-to-9.ts';

const price = (itemPrice: string) =>
  step9Schema.safeParse({ startingRate: false, items: [{ itemName: 'Mug', itemPrice }] });

describe('step 9 prices forgive how they are typed', () => {
  it('reads "$28", "28", "28.5" and "1,200" and keeps two decimals', () => {
    for (const [typed, stored] of [
      ['$28', '28.00'],
      ['28', '28.00'],
      ['28.5', '28.50'],
      [' $ 28.50 ', '28.50'],
      ['1,200', '1200.00'],
    ]) {
      const result = price(typed);
      expect(result.success, typed).toBe(true);
      expect(result.data?.items[0].itemPrice, typed).toBe(stored);
    }
  });

  it('still refuses what is not a price', () => {
    for (const typed of ['28.505', 'abc', '-3', '$', '12,34']) {
      const result = price(typed);
      expect(result.success, typed).toBe(false);
    }
  });
});
