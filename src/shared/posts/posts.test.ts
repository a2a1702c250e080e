import { describe, expect, test } from 'vitest';
import { linkify } from './linkify.ts';
import { POST_MSG, postBodySchema } from './post-schema.ts';
import { eventWhen, instantOf, localDateTimeOf } from './zoned-time.ts';

describe('wall clocks in a zone', () => {
  test('10 am in Denver is 17:00 UTC in December and 16:00 UTC in July', () => {
    expect(instantOf('2026-12-06T10:00', 'America/Denver').toISOString()).toBe('2026-12-06T17:00:00.000Z');
    expect(instantOf('2026-07-06T10:00', 'America/Denver').toISOString()).toBe('2026-07-06T16:00:00.000Z');
    expect(instantOf('2026-12-06', 'Pacific/Honolulu').toISOString()).toBe('2026-12-06T10:00:00.000Z');
  });
  test('a time skipped by spring-forward lands after it; round trips hold elsewhere', () => {
    expect(localDateTimeOf(instantOf('2026-03-08T02:30', 'America/New_York'), 'America/New_York')).toMatch(
      /^2026-03-08T0[13]:30$/,
    );
    expect(localDateTimeOf(instantOf('2026-11-01T01:30', 'America/Chicago'), 'America/Chicago')).toBe(
      '2026-11-01T01:30',
    );
  });
  test('an event reads "Sat, Dec 6 · 10 am – 2 pm" in the business’s zone', () => {
    const start = instantOf('2025-12-06T10:00', 'America/Los_Angeles');
    const end = instantOf('2025-12-06T14:00', 'America/Los_Angeles');
    expect(eventWhen(start, end, 'America/Los_Angeles')).toBe('Sat, Dec 6 · 10 am – 2 pm');
    expect(
      eventWhen(start, instantOf('2025-12-07T09:30', 'America/Los_Angeles'), 'America/Los_Angeles'),
    ).toBe('Sat, Dec 6 · 10 am – Sun, Dec 7 · 9:30 am');
  });
});

describe('post text', () => {
  test('links are picked out without their trailing punctuation', () => {
    expect(linkify('See https://example.com/a?b=1. Or not')).toEqual([
      { text: 'See ' },
      { href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { text: '. Or not' },
    ]);
    expect(linkify('<b>no html</b> javascript:alert(1)')).toEqual([
      { text: '<b>no html</b> javascript:alert(1)' },
    ]);
  });
  test('each kind asks for its own fields', () => {
    const base = { title: 'Hi', text: 'Hello' };
    expect(postBodySchema.safeParse({ ...base, kind: 'update' }).success).toBe(true);
    expect(postBodySchema.safeParse({ ...base, kind: 'offer' }).success).toBe(false);
    expect(postBodySchema.safeParse({ ...base, kind: 'offer', offerEndsOn: '2026-02-30' }).success).toBe(
      false,
    );
    expect(postBodySchema.safeParse({ ...base, kind: 'update', place: 'LA' }).success).toBe(false);
    const event = { ...base, kind: 'event', eventStartsAt: '2026-12-06T10:00', place: 'Los Angeles' };
    expect(postBodySchema.safeParse({ ...event, eventEndsAt: '2026-12-06T09:00' }).success).toBe(false);
    expect(postBodySchema.safeParse({ ...event, eventEndsAt: '2026-12-06T14:00' }).success).toBe(true);
    expect(postBodySchema.safeParse({ ...base, kind: 'update', title: 'x'.repeat(81) }).success).toBe(false);
    expect(postBodySchema.safeParse({ ...base, kind: 'update', text: 'x'.repeat(1001) }).success).toBe(false);
  });
  test('an empty title asks for one; a long one asks to shorten it', () => {
    const titleError = (title: string) =>
      postBodySchema
        .safeParse({ kind: 'update', title, text: 'Hello' })
        .error?.issues.find((i) => i.path[0] === 'title')?.message;
    expect(titleError('')).toBe('Title is required.');
    expect(titleError('   ')).toBe(POST_MSG.titleRequired);
    expect(titleError('x'.repeat(81))).toBe('Keep the title to 80 characters.');
    expect(titleError('x'.repeat(80))).toBeUndefined();
  });
});
