import { describe, expect, test } from 'vitest';
import { CRASH_WINDOW_MS, restartDelay } from './workers.ts';

describe('restartDelay', () => {
  const now = 1_000_000;
  test('half a second after a first crash, doubling with each crash in a row, at most 30 s', () => {
    expect(restartDelay([now], now)).toBe(500);
    expect(restartDelay([now - 2_000, now], now)).toBe(1_000);
    expect(restartDelay([now - 3_000, now - 2_000, now], now)).toBe(2_000);
    expect(
      restartDelay(
        Array.from({ length: 20 }, (_, i) => now - i),
        now,
      ),
    ).toBe(30_000);
  });

  test('crashes longer ago than the window are forgotten', () => {
    expect(restartDelay([now - CRASH_WINDOW_MS - 1, now - CRASH_WINDOW_MS, now], now)).toBe(500);
  });
});
