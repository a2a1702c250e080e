import { describe, expect, it } from 'vitest';
import { formatBbox, parseBbox } from './bbox.ts';
import { searchQuerySchema } from './search-query.ts';

describe('bbox', () => {
  it('reads west,south,east,north', () => {
    expect(parseBbox('-118.5,33.7,-117.9,34.3')).toEqual({
      minLng: -118.5,
      minLat: 33.7,
      maxLng: -117.9,
      maxLat: 34.3,
    });
  });

  it.each([
    '',
    '1,2,3',
    '1,2,3,4,5',
    'a,b,c,d',
    '-118.5,33.7,-119,34.3', // west east of east
    '-118.5,34.3,-117.9,33.7', // south north of north
    '-181,0,0,1',
    '0,-91,1,0',
    '0,0,1,1e2',
    '0x1,0,1,1',
    '1.1234567,0,2,1',
  ])('refuses %j', (value) => {
    expect(parseBbox(value)).toBeNull();
  });

  it('formats to 4 decimals within the globe, and reads back', () => {
    const text = formatBbox({ minLng: -200, minLat: 33.123456, maxLng: -117.99999, maxLat: 95 });
    expect(text).toBe('-180,33.1235,-118,90');
    expect(parseBbox(text)).not.toBeNull();
  });

  it('is part of the search contract, with its message', () => {
    const ok = searchQuerySchema.safeParse({ bbox: '-118.5,33.7,-117.9,34.3', q: 'bakery' });
    expect(ok.success && ok.data.bbox).toEqual({
      minLng: -118.5,
      minLat: 33.7,
      maxLng: -117.9,
      maxLat: 34.3,
    });
    const bad = searchQuerySchema.safeParse({ bbox: '1,2,3' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/Invalid map area/);
  });
});
