import { describe, expect, test } from 'vitest';
import { forwardedClient } from './client-ip.ts';

describe('forwardedClient', () => {
  test('no trusted proxy: X-Forwarded-For is ignored', () => {
    expect(forwardedClient('1.2.3.4', 0)).toBeUndefined();
  });

  test('one proxy: the right-most entry, whatever the client wrote before it', () => {
    expect(forwardedClient('9.9.9.9, 1.2.3.4', 1)).toBe('1.2.3.4');
    expect(forwardedClient('1.2.3.4', 1)).toBe('1.2.3.4');
  });

  test('two proxies: the second from the right', () => {
    expect(forwardedClient('6.6.6.6, 1.2.3.4, 10.0.0.2', 2)).toBe('1.2.3.4');
  });

  test('fewer entries than proxies: the left-most; empty headers give nothing', () => {
    expect(forwardedClient('1.2.3.4', 3)).toBe('1.2.3.4');
    expect(forwardedClient(' , ', 1)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
  });
});
