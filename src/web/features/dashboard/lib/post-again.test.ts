import { describe, expect, it } from 'vitest';
import { english } from '#shared/i18n/english.ts';
import { ApiError, toApiError } from '../../../lib/api.ts';
import { postAgainSentence, postErrorMessage } from './post-again.ts';

const LA = 'America/Los_Angeles';
// 10:00 pm on Dec 5 in Los Angeles (06:00 UTC on Dec 6).
const now = new Date('2030-12-06T06:00:00Z');

describe('when an owner can post again, in their own zone', () => {
  it('names the time later today, tomorrow, or the day after that', () => {
    expect(postAgainSentence(new Date('2030-12-06T07:30:00Z'), english, now, LA)).toBe(
      'You can post again at 11:30 PM.',
    );
    expect(postAgainSentence(new Date('2030-12-06T17:14:00Z'), english, now, LA)).toBe(
      'You can post again tomorrow at 9:14 AM.',
    );
    expect(postAgainSentence(new Date('2030-12-08T17:14:00Z'), english, now, LA)).toBe(
      'You can post again on Sun, Dec 8 at 9:14 AM.',
    );
    // One instant, two owners: past midnight in Los Angeles, but still today in New York (1 am now).
    const at = new Date('2030-12-06T09:00:00Z');
    expect(postAgainSentence(at, english, now, LA)).toBe('You can post again tomorrow at 1:00 AM.');
    expect(postAgainSentence(at, english, now, 'America/New_York')).toBe('You can post again at 4:00 AM.');
  });

  it('reads the 429’s next_allowed, else its retry_after, else keeps the server’s words', () => {
    const limited = toApiError(429, {
      error: {
        code: 'rate_limited',
        message: 'You can post 3 times a day. Try again later.',
        retry_after: 40440,
        next_allowed: '2030-12-06T17:14:00.000Z',
      },
    });
    expect(postErrorMessage(limited, english, now, LA)).toBe(
      'You’ve made 3 posts in the last 24 hours. You can post again tomorrow at 9:14 AM.',
    );
    const retryOnly = new ApiError(429, 'rate_limited', 'Try again later.', {}, { retry_after: 5400 });
    expect(postErrorMessage(retryOnly, english, now, LA)).toBe(
      'You’ve made 3 posts in the last 24 hours. You can post again at 11:30 PM.',
    );
    expect(postErrorMessage(new ApiError(429, 'rate_limited', 'Slow down.'), english, now, LA)).toBe(
      'Slow down.',
    );
    expect(postErrorMessage(new ApiError(409, 'too_many_posts', 'Ten showing.'), english, now, LA)).toBe(
      'Ten showing.',
    );
  });
});
