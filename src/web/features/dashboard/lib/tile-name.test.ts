import { describe, expect, it } from 'vitest';
import { english } from '#shared/i18n/english.ts';
import { fullName, tileName } from './tile-name.ts';

describe('tileName', () => {
  it('cuts names longer than 12 characters and adds an ellipsis', () => {
    expect(tileName('Marigold & Clay Pottery', english)).toBe('Marigold & C…');
    expect(tileName('Twelve chars', english)).toBe('Twelve chars');
  });

  it('calls a draft without a name an untitled business', () => {
    expect(tileName(null, english)).toBe('Untitled business');
    expect(tileName('  ', english)).toBe('Untitled business');
    expect(fullName('', english)).toBe('Untitled business');
    expect(fullName('Slow Wick', english)).toBe('Slow Wick');
  });
});
