// Who may recommend, and the words a newer account reads: pure rules, no clock but the one given.
import { describe, expect, test } from 'vitest';
import { i18nFor } from '../i18n/catalogs.ts';
import {
  formatAllowedFrom,
  noteProblem,
  recommendRefusal,
  replyProblem,
  tooNewMessage,
} from './recommend-rules.ts';
import { recommendedByLabel } from './recommended-label.ts';

const now = new Date('2026-11-26T15:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('recommend rules', () => {
  test('owners, unconfirmed emails and accounts under a day are refused, in that order', () => {
    const ok = { emailVerified: true, createdAt: hoursAgo(25), ownsBusiness: false };
    expect(recommendRefusal(ok, now)).toBeNull();
    expect(recommendRefusal({ ...ok, ownsBusiness: true, emailVerified: false }, now)?.code).toBe(
      'own_business',
    );
    expect(recommendRefusal({ ...ok, emailVerified: false, createdAt: hoursAgo(1) }, now)?.code).toBe(
      'email_unconfirmed',
    );
    expect(recommendRefusal({ ...ok, createdAt: hoursAgo(23) }, now)).toEqual({
      code: 'account_too_new',
      allowedFrom: new Date('2026-11-26T16:00:00Z'),
    });
    expect(recommendRefusal({ ...ok, createdAt: hoursAgo(24) }, now)).toBeNull();
  });

  test('the time is exact, in the person’s zone or in UTC said so', () => {
    const at = new Date('2026-11-27T23:00:00Z');
    expect(formatAllowedFrom(at, 'America/Los_Angeles')).toBe('Nov 27, 3:00 pm');
    expect(tooNewMessage(at, null)).toBe('You can recommend from Nov 27, 11:00 pm UTC.');
  });

  test('length rules and the count’s words', () => {
    expect(noteProblem('x'.repeat(500))).toBeNull();
    expect(noteProblem('x'.repeat(501))).toBe('Your note must be at most 500 characters.');
    expect(replyProblem('  ')).toBe('Write your answer.');
    expect(recommendedByLabel(1, i18nFor('en'))).toBe('Recommended by 1 neighbour');
    expect(recommendedByLabel(1200, i18nFor('en'))).toBe('Recommended by 1,200 neighbours');
  });
});
