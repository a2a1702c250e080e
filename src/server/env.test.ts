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

  test('SUPPORT_EMAIL: as set, else support@ the public domain, else the project mailbox', () => {
    expect(parseEnv({}).SUPPORT_EMAIL).toBe('support@localsmarket.app');
    expect(parseEnv({ SUPPORT_EMAIL: 'help@corner.org' }).SUPPORT_EMAIL).toBe('help@corner.org');
    expect(parseEnv({ PUBLIC_URL: 'https://www.corner-market.org' }).SUPPORT_EMAIL).toBe(
      'support@corner-market.org',
    );
    expect(parseEnv({ PUBLIC_URL: 'https://shops.corner.co.uk/' }).SUPPORT_EMAIL).toBe(
      'support@shops.corner.co.uk',
    );
    for (const url of [
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://[::1]:3000',
      'https://shop.example',
      'http://app.test',
    ])
      expect(parseEnv({ PUBLIC_URL: url }).SUPPORT_EMAIL, url).toBe('support@localsmarket.app');
    expect(() => parseEnv({ SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL: must be an email address/);
  });

  test('MAIL_FROM: as set, else Locals Market at the support mailbox (replies reach support)', () => {
    expect(parseEnv({}).MAIL_FROM).toBe('Locals Market <support@localsmarket.app>');
    expect(parseEnv({ PUBLIC_URL: 'https://corner.org' }).MAIL_FROM).toBe(
      'Locals Market <support@corner.org>',
    );
    expect(parseEnv({ SUPPORT_EMAIL: 'help@corner.org' }).MAIL_FROM).toBe('Locals Market <help@corner.org>');
    expect(parseEnv({ MAIL_FROM: 'Corner <news@corner.org>' }).MAIL_FROM).toBe('Corner <news@corner.org>');
  });

  test('SUPPORT_URL: an http(s) URL, unset by default', () => {
    expect(parseEnv({}).SUPPORT_URL).toBeUndefined();
    expect(parseEnv({ SUPPORT_URL: 'https://store.corner.org' }).SUPPORT_URL).toBe(
      'https://store.corner.org',
    );
    expect(() => parseEnv({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_URL/);
  });

  test('SEED_DEMO=0 turns the demo off', () => {
    expect(parseEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });

  test('ADMIN_EMAILS: a comma-separated list, trimmed and lower-cased; empty by default', () => {
    expect(parseEnv({}).ADMIN_EMAILS).toEqual([]);
    expect(parseEnv({ ADMIN_EMAILS: ' Ops@Corner.org, ,second@corner.org ' }).ADMIN_EMAILS).toEqual([
      'ops@corner.org',
      'second@corner.org',
    ]);
    expect(() => parseEnv({ ADMIN_EMAILS: 'ops@corner.org, not-an-email' })).toThrow(
      /^Invalid environment variable ADMIN_EMAILS: must be a comma-separated list/,
    );
  });

  test('LAUNCH_MAILS_PER_MINUTE: 60 by default, a positive whole number', () => {
    expect(parseEnv({}).LAUNCH_MAILS_PER_MINUTE).toBe(60);
    expect(parseEnv({ LAUNCH_MAILS_PER_MINUTE: '600' }).LAUNCH_MAILS_PER_MINUTE).toBe(600);
    expect(() => parseEnv({ LAUNCH_MAILS_PER_MINUTE: '0' })).toThrow(
      /LAUNCH_MAILS_PER_MINUTE: must be at least 1/,
    );
    expect(() => parseEnv({ LAUNCH_MAILS_PER_MINUTE: '1.5' })).toThrow(/LAUNCH_MAILS_PER_MINUTE/);
  });

  test('WORKERS: 1 by default, a whole number of at least 1', () => {
    expect(parseEnv({}).WORKERS).toBe(1);
    const pg = 'postgres://postgres@127.0.0.1:5432/locals';
    expect(parseEnv({ WORKERS: '4', DATABASE_URL: pg }).WORKERS).toBe(4);
    expect(parseEnv({ WORKERS: '1' }).WORKERS).toBe(1);
    for (const bad of ['0', '-2', '1.5', 'two'])
      expect(() => parseEnv({ WORKERS: bad, DATABASE_URL: pg })).toThrow(
        /^Invalid environment variable WORKERS: must be a whole number of processes/,
      );
  });

  test('WORKERS above 1 needs DATABASE_URL: the embedded database is one process', () => {
    expect(() => parseEnv({ WORKERS: '2' })).toThrow(
      'Invalid environment variable WORKERS: more than 1 needs DATABASE_URL (the embedded database is one process)',
    );
  });
});
