// The periods of /events, from the place's today: the weekend is Saturday and Sunday (what is left
// of it on a Sunday), a range never reaches into the past, and the query's own rules.
import { describe, expect, test } from 'vitest';
import { daysOf, eventsQuerySchema } from './events-query.ts';

describe('daysOf', () => {
  test('today, the next 7 days, every upcoming date', () => {
    expect(daysOf({ when: 'today' }, '2026-12-09')).toEqual({ from: '2026-12-09', to: '2026-12-09' });
    expect(daysOf({ when: 'week' }, '2026-12-30')).toEqual({ from: '2026-12-30', to: '2027-01-05' });
    expect(daysOf({}, '2026-12-09')).toEqual({ from: '2026-12-09', to: null });
  });
  test('this weekend from a weekday, a Saturday and a Sunday', () => {
    expect(daysOf({ when: 'weekend' }, '2026-12-09')).toEqual({ from: '2026-12-12', to: '2026-12-13' });
    expect(daysOf({ when: 'weekend' }, '2026-12-12')).toEqual({ from: '2026-12-12', to: '2026-12-13' });
    expect(daysOf({ when: 'weekend' }, '2026-12-13')).toEqual({ from: '2026-12-13', to: '2026-12-13' });
  });
  test('a range starts today at the earliest', () => {
    expect(daysOf({ from: '2026-12-01', to: '2026-12-20' }, '2026-12-09')).toEqual({
      from: '2026-12-09',
      to: '2026-12-20',
    });
    expect(daysOf({ from: '2026-12-15' }, '2026-12-09')).toEqual({ from: '2026-12-15', to: null });
  });
});

describe('eventsQuerySchema', () => {
  const problems = (q: Record<string, unknown>) => {
    const r = eventsQuerySchema.safeParse(q);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  test('a place, a period and the filters of search', () => {
    expect(problems({ zip: '90012', radius: '10', when: 'weekend', category: 'candles' })).toEqual({});
    expect(
      problems({ state: 'california', region: 'los-angeles', from: '2027-01-01', to: '2027-01-31' }),
    ).toEqual({});
  });
  test('bad input names its field', () => {
    expect(problems({ when: 'tomorrow' })).toEqual({
      when: 'Choose today, this weekend or the next 7 days.',
    });
    expect(problems({ from: '2027-02-01', to: '2027-01-01' })).toEqual({
      from: 'The first day must not be after the last.',
    });
    expect(problems({ from: '2027-01-01', to: '2027-12-01' })).toEqual({ to: 'Choose at most 186 days.' });
    expect(problems({ when: 'today', from: '2027-01-01' })).toEqual({
      when: 'Choose either a period or dates.',
    });
    expect(problems({ region: 'los-angeles' })).toEqual({ region: 'Choose a state first.' });
    expect(problems({ radius: '10' })).toEqual({ radius: 'Enter a ZIP code to search by distance.' });
    expect(problems({ category: 'nope' })).toEqual({ category: 'Unknown category.' });
    expect(problems({ from: '2030-02-30' })).toEqual({ from: 'Enter a date such as 2026-12-24.' });
    expect(problems({ to: '2030-13-01' })).toEqual({ to: 'Enter a date such as 2026-12-24.' });
  });
});
