import { describe, expect, it } from 'vitest';
import { fullName, tileName } from './tile-name.ts';

describe('tileName', () => {
  it('cuts names longer than 12 characters and adds an ellipsis', () => {
    expect(tileName('Marigold & Clay Pottery')).toBe('Marigold & C…');
    expect(tileName('Twelve chars')).toBe('Twelve chars');
  });

  it('calls a draft without a name an untitled business', () => {
    expect(tileName(null)).toBe('Untitled business');
    expect(tileName('  ')).toBe('Untitled business');
    expect(fullName('')).toBe('Untitled business');
    expect(fullName('Slow Wick')).toBe('Slow Wick');
  });
});
