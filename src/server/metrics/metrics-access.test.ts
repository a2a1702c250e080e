import { describe, expect, test } from 'vitest';
import { isLoopback } from './metrics-access.ts';

describe('which addresses are this machine', () => {
  test.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is loopback', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  test.each([
    '10.0.0.1',
    '192.168.1.2',
    '203.0.113.9',
    '::ffff:10.0.0.1',
    '1.127.0.0',
    '127.0.0.1.evil',
    '',
    undefined,
  ])('%s is not', (address) => {
    expect(isLoopback(address)).toBe(false);
  });
});
