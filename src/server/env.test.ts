import { describe, expect, test } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  test('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.TRUSTED_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  test('PUBLIC_URL follows PORT and loses a trailing slash', () => {
    expect(parseEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(parseEnv({ PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe('https://shop.example');
  });

  test('a bad value names the variable in one line', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
  });

  test('SEED_DEMO=0 turns the demo off', () => {
    expect(parseEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });
});
