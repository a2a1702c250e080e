// The alert's one schema: a state (and region) or a ZIP code with one of the search's radii, never
// both; and how a place reads in the emails and the dashboard.
import { describe, expect, test } from 'vitest';
import { ALERT_MSG, alertPlaceLabel } from './alert-limits.ts';
import { alertBody } from './alert-rules.ts';

const issues = (v: unknown) => {
  const r = alertBody.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('alertBody', () => {
  test('a state, a region of it, or a ZIP code with a radius', () => {
    expect(issues({ state: 'california' })).toEqual({});
    expect(issues({ state: 'california', region: 'los-angeles' })).toEqual({});
    expect(issues({ zipCode: '90012', radiusMiles: '25', email: 'a@b.co' })).toEqual({});
  });

  test('refuses a missing place, a mix, a radius off the list and a radius without a ZIP code', () => {
    expect(issues({})).toEqual({ state: ALERT_MSG.place });
    expect(issues({ zipCode: '90012', state: 'california' })).toEqual({ zipCode: ALERT_MSG.place });
    expect(issues({ zipCode: '90012', radiusMiles: '7' })).toEqual({ radiusMiles: ALERT_MSG.radius });
    expect(issues({ state: 'texas', radiusMiles: '5' })).toEqual({ radiusMiles: ALERT_MSG.zip });
    expect(issues({ zipCode: '9001' })).toEqual({ zipCode: ALERT_MSG.zip });
    expect(issues({ state: 'Texas!' })).toEqual({ state: ALERT_MSG.place });
    expect(alertBody.safeParse({ state: 'texas', other: 1 }).success).toBe(false);
  });
});

test('a place reads as a ZIP code and distance, a region and its state, or a state', () => {
  const base = { stateName: 'California', region: null, zipCode: null, radiusMiles: null };
  expect(alertPlaceLabel({ ...base, zipCode: '90012', radiusMiles: 25 })).toBe('Within 25 miles of 90012');
  expect(alertPlaceLabel({ ...base, region: 'Los Angeles' })).toBe('Los Angeles, California');
  expect(alertPlaceLabel(base)).toBe('California');
});
