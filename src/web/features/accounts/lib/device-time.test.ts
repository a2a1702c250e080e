import { describe, expect, test } from 'vitest';
import { english } from '#shared/i18n/english.ts';
import { lastSeenLabel } from './device-time.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('approximate last-seen labels', () => {
  test.each([
    [0, 'Active in the last 15 minutes'],
    [14 * 60_000, 'Active in the last 15 minutes'],
    [40 * 60_000, 'Last active 40 minutes ago'],
    [60 * 60_000, 'Last active 1 hour ago'],
    [5 * 3_600_000, 'Last active 5 hours ago'],
    [26 * 3_600_000, 'Last active 1 day ago'],
    [9 * 86_400_000, 'Last active 9 days ago'],
  ])('%i ms ago: %s', (ms, label) => {
    expect(lastSeenLabel(english, ago(ms), now)).toBe(label);
  });
});
